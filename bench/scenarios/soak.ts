/**
 * Soak: a week in a meeting room, simulated. The room server's database runs in a
 * process of its own (bench/soak-server.ts) with a data folder and a simulated clock;
 * each day has five sessions of twenty rounds with twelve phones (official SDK
 * clients, each its own connection), and the server is restarted once a day, in the
 * middle of the third session (a new process on the same port and data). In every
 * round two phones sleep (their connection goes, a vote they make meanwhile waits in
 * the SDK and is sent when they wake, after the next New round, where the rules refuse
 * it), the others vote, the wall keeps the round in the history (and tries a second
 * time, as a second wall would: kept once) and starts a New round. At the end of a
 * session ten phones leave and two just vanish. Every day a visiting screen code is
 * used once; the retention period (3 days here) makes the server forget it.
 *
 * Reported per simulated day, at its end once every client has gone: the server's heap
 * after GC, its active handles and timers, its listens and connections, the bytes it
 * stores and the data file's size; growth per day over the week (first day aside: it
 * fills the history's 200 slots); and the history checked for each day: every round
 * kept exactly once (none lost, none twice). BENCH_SCALE scales the rounds per session.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp, setLogLevel, type FirebaseApp } from 'firebase/app';
import {
  connectDatabaseEmulator,
  get,
  getDatabase,
  goOffline,
  goOnline,
  increment,
  onDisconnect,
  onValue,
  ref,
  remove,
  runTransaction,
  serverTimestamp,
  set,
  update,
  type Database,
} from 'firebase/database';
import { encodeSelected } from '../../renderer/domain/codec';
import {
  historyEntryValue,
  newestKeptSeq,
  nextHead,
  roundFingerprint,
  slotFor,
  type HistoryVote,
} from '../../renderer/domain/history';
import { sleep } from '../env';
import { fmtKb, VOTE_VALUES, type Scenario, type ScenarioResult } from '../scenario';
import { round1 } from '../stats';

const here = path.dirname(fileURLToPath(import.meta.url));
const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS = 7;
const SESSIONS = 5;
const PHONES = 12;
const SLEEPERS = 2;
const VANISHING = 2;
const RETENTION_DAYS = 3;
const NAMESPACE = 'story-point-local';
const CODE = 'Soak-Room';

interface DayFigures {
  day: number;
  heapMb: number;
  handles: number;
  timers: number;
  resources: Record<string, number>;
  listens: number;
  connections: number;
  storedBytes: number;
  fileBytes: number;
  roundsKept: number;
  lost: number;
  duplicated: number;
  staleRefused: number;
  forgotten: number;
}

/** A free TCP port on loopback, kept across the server's restarts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The database process: started, asked and stopped over IPC. */
class SoakServer {
  private child: ChildProcess | null = null;
  private next = 1;
  private readonly waiting = new Map<number, (body: Record<string, unknown>) => void>();
  readonly reports: string[] = [];

  constructor(
    readonly port: number,
    private readonly dataDir: string,
  ) {}

  async start(now: number): Promise<void> {
    const child = fork(path.join(here, '../soak-server.ts'), [], {
      execArgv: ['--import', 'tsx', '--expose-gc'],
      stdio: 'inherit',
      env: {
        ...process.env,
        SOAK_PORT: String(this.port),
        SOAK_DATA_DIR: this.dataDir,
        SOAK_NOW: String(now),
        SOAK_RETENTION_DAYS: String(RETENTION_DAYS),
      },
    });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`soak server exited (${code})`)));
      child.on('message', (m: { ready?: boolean; re?: number; report?: string }) => {
        if (m.ready) resolve();
        if (m.report) this.reports.push(m.report);
        if (m.re !== undefined) {
          this.waiting.get(m.re)?.(m as Record<string, unknown>);
          this.waiting.delete(m.re);
        }
      });
    });
  }

  ask<T = Record<string, unknown>>(cmd: string, extra: object = {}): Promise<T> {
    const re = this.next++;
    return new Promise((resolve) => {
      this.waiting.set(re, resolve as (body: Record<string, unknown>) => void);
      this.child!.send({ cmd, re, ...extra });
    });
  }

  async stop(): Promise<void> {
    const child = this.child!;
    // Only the start's "exited early" listener goes: this exit is expected.
    child.removeAllListeners('exit');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await this.ask('stop');
    await exited;
  }
}

let appCount = 0;

/** One SDK client with its own connection to the room server. */
function client(port: number, label: string): { app: FirebaseApp; db: Database } {
  appCount += 1;
  const app = initializeApp(
    { databaseURL: `http://127.0.0.1:${port}?ns=${NAMESPACE}`, projectId: NAMESPACE },
    `${label}-${appCount}`,
  );
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', port);
  return { app, db };
}

/** Waits until `check` holds, polling; throws after `timeoutMs`. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`soak: timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** A phone: joins, keeps its presence while connected, votes, sleeps, leaves. */
class Phone {
  private readonly app: FirebaseApp;
  readonly db: Database;
  private stopPresence: () => void = () => undefined;
  asleep = false;

  constructor(
    port: number,
    readonly id: string,
    readonly name: string,
  ) {
    ({ app: this.app, db: this.db } = client(port, id));
  }

  private path(top: string): string {
    return `${top}/${CODE}/${this.id}`;
  }

  /** Keeps its presence on every connection (removed by the server when it drops), then enters `round`. */
  async join(round: number): Promise<void> {
    const presence = ref(this.db, this.path('presence'));
    this.stopPresence = onValue(ref(this.db, '.info/connected'), (s) => {
      if (s.val() !== true) return;
      void onDisconnect(presence)
        .remove()
        .then(() => set(presence, { connectedAt: serverTimestamp() }))
        .catch(() => undefined);
    });
    await this.enter(round);
  }

  /** Writes its record in `round`, its card not chosen. */
  enter(round: number): Promise<void> {
    return set(ref(this.db, this.path('screens')), {
      userId: this.id,
      userName: this.name,
      selected: '-',
      showCard: false,
      lastUpdate: serverTimestamp(),
      round,
    });
  }

  vote(value: string, round: number): Promise<void> {
    return update(ref(this.db, this.path('screens')), {
      selected: encodeSelected(value, CODE, this.id),
      showCard: true,
      lastUpdate: serverTimestamp(),
      round,
    });
  }

  sleep(): void {
    this.asleep = true;
    goOffline(this.db);
  }

  wake(): void {
    this.asleep = false;
    goOnline(this.db);
  }

  async leave(): Promise<void> {
    await remove(ref(this.db, this.path('presence')));
    await remove(ref(this.db, this.path('screens')));
    await this.vanish();
  }

  /** Goes away without a word: the server removes its presence when the connection drops. */
  async vanish(): Promise<void> {
    this.stopPresence();
    await deleteApp(this.app);
  }
}

/** The wall: reveals, keeps the round in the history, starts the next one. */
class Wall {
  private readonly app: FirebaseApp;
  readonly db: Database;

  constructor(port: number) {
    ({ app: this.app, db: this.db } = client(port, 'wall'));
  }

  async round(): Promise<number> {
    return ((await get(ref(this.db, `sessions/${CODE}/round`))).val() as number | null) ?? 0;
  }

  /** The ids of the phones with a record and a presence entry. */
  async present(): Promise<{ present: string[]; away: string[] }> {
    const [records, presence] = await Promise.all([
      get(ref(this.db, `screens/${CODE}`)),
      get(ref(this.db, `presence/${CODE}`)),
    ]);
    const here = new Set(Object.keys((presence.val() as object | null) ?? {}));
    const ids = Object.keys((records.val() as object | null) ?? {});
    return { present: ids.filter((id) => here.has(id)), away: ids.filter((id) => !here.has(id)) };
  }

  /** Keeps a revealed round once: true when this call kept it. */
  async keep(votes: HistoryVote[], story: string, round: number): Promise<boolean> {
    const fingerprint = roundFingerprint(votes, round);
    const history = await get(ref(this.db, `sessions/${CODE}/history`));
    const children: { key: string; value: unknown }[] = [];
    history.forEach((c) => void children.push({ key: c.key!, value: c.val() as unknown }));
    const newest = newestKeptSeq(children);
    const result = await runTransaction(
      ref(this.db, `sessions/${CODE}/lastRound`),
      (current: unknown) => nextHead(current, fingerprint, newest) ?? undefined,
      { applyLocally: false },
    );
    if (!result.committed) return false;
    const seq = (result.snapshot.val() as { seq: number }).seq;
    const numbers = votes.map((v) => Number(v.value));
    const average = round1(numbers.reduce((a, b) => a + b, 0) / Math.max(1, numbers.length));
    await set(
      ref(this.db, `sessions/${CODE}/history/${slotFor(seq)}`),
      historyEntryValue({ story, votes, average }, seq, serverTimestamp()),
    );
    return true;
  }

  /**
   * New round as the data contract has it: Away records removed, the round counted up;
   * present phones' records stay, of the round that ended, until they vote again.
   */
  async newRound(away: string[]): Promise<void> {
    await Promise.all(away.map((id) => remove(ref(this.db, `screens/${CODE}/${id}`))));
    await set(ref(this.db, `sessions/${CODE}/round`), increment(1));
  }

  async visit(code: string): Promise<void> {
    await set(ref(this.db, `configs/${code}/textColor`), '#336699');
  }

  async close(): Promise<void> {
    await deleteApp(this.app);
  }
}

/** Counts the day's rounds in the history by the story each was kept with. */
async function checkHistory(wall: Wall, day: number, rounds: number) {
  const history = await get(ref(wall.db, `sessions/${CODE}/history`));
  const seen = new Map<string, number>();
  history.forEach((c) => {
    const story = (c.val() as { story: string }).story;
    if (story.startsWith(`Day ${day} `)) seen.set(story, (seen.get(story) ?? 0) + 1);
  });
  let lost = 0;
  let duplicated = 0;
  for (let s = 0; s < SESSIONS; s += 1) {
    for (let r = 0; r < rounds; r += 1) {
      const n = seen.get(`Day ${day} session ${s + 1} round ${r + 1}`) ?? 0;
      if (n === 0) lost += 1;
      if (n > 1) duplicated += n - 1;
    }
  }
  return { kept: [...seen.values()].reduce((a, b) => a + b, 0), lost, duplicated };
}

export const soak: Scenario = {
  name: 'soak',
  async run(_env, scale): Promise<ScenarioResult> {
    setLogLevel('silent');
    const rounds = Math.max(2, Math.round(20 * scale));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'story-point-soak-'));
    const server = new SoakServer(await freePort(), dataDir);
    const start = Date.UTC(2026, 0, 5);
    const days: DayFigures[] = [];
    const loadBefore = os.loadavg();
    const t0 = Date.now();
    let staleRefused = 0;
    try {
      await server.start(start);
      for (let day = 0; day < DAYS; day += 1) {
        const dayStart = start + day * DAY_MS;
        await server.ask('clock', { now: dayStart + 8 * 3600_000 });
        const wall = new Wall(server.port);
        await wall.visit(`Visitor-${day}`);
        let dayStale = 0;
        const reportsBefore = server.reports.length;
        for (let s = 0; s < SESSIONS; s += 1) {
          await server.ask('clock', { now: dayStart + (9 + 1.5 * s) * 3600_000 });
          const phones = Array.from(
            { length: PHONES },
            (_, i) => new Phone(server.port, `d${day}s${s}p${i}`, `Phone ${i + 1}`),
          );
          const first = await wall.round();
          await Promise.all(phones.map((p) => p.join(first)));
          for (let r = 0; r < rounds; r += 1) {
            if (s === 2 && r === Math.floor(rounds / 2)) {
              // The day's restart: everyone reconnects to a new process with the same data.
              await server.stop();
              await server.start(dayStart + (9 + 1.5 * s) * 3600_000);
            }
            const round = await wall.round();
            // Presence is re-armed on every connection (after the restart too).
            await until(
              async () => (await wall.present()).present.length === PHONES,
              `every phone present in day ${day + 1} session ${s + 1} round ${r + 1}`,
            );
            const sleepers = [0, 1].map((k) => phones[(r * SLEEPERS + k) % PHONES]!);
            for (const p of sleepers) p.sleep();
            const awake = phones.filter((p) => !p.asleep);
            await until(
              async () => (await wall.present()).present.length === awake.length,
              'the sleepers away',
            );
            // A sleeper votes meanwhile: the SDK holds the write until it wakes.
            const stale = sleepers.map((p) =>
              p.vote('13', round).then(
                () => false,
                () => true,
              ),
            );
            const votes = awake.map((p, i) => ({
              name: p.name,
              value: VOTE_VALUES[(r + i) % 8]!,
            }));
            await Promise.all(awake.map((p, i) => p.vote(votes[i]!.value, round)));
            const story = `Day ${day} session ${s + 1} round ${r + 1}`;
            if (!(await wall.keep(votes, story, round))) throw new Error(`soak: ${story} not kept`);
            // A second wall (or this one after a reconnect) tries again: kept once.
            if (await wall.keep(votes, story, round)) throw new Error(`soak: ${story} kept twice`);
            await wall.newRound((await wall.present()).away);
            for (const p of sleepers) p.wake();
            const refused = await Promise.all(stale);
            dayStale += refused.filter(Boolean).length;
            // Woken phones whose records went with New round join again.
            const next = await wall.round();
            await Promise.all(sleepers.map((p) => p.enter(next)));
          }
          await Promise.all(phones.slice(VANISHING).map((p) => p.leave()));
          await Promise.all(phones.slice(0, VANISHING).map((p) => p.vanish()));
        }
        const history = await checkHistory(wall, day, rounds);
        await wall.close();
        // The day's end: the daily check, then what the server holds with nobody connected.
        await server.ask('clock', { now: dayStart + 23 * 3600_000 });
        await server.ask('forget');
        // Forgotten at the day's restart or its evening check, as the server reported.
        const forgotten = server.reports
          .slice(reportsBefore)
          .reduce((n, m) => n + Number(/forgot (\d+) screen codes/.exec(m)?.[1] ?? 0), 0);
        await until(
          async () => (await server.ask<{ connections: number }>('stats')).connections === 0,
          'every client gone',
        );
        const st = await server.ask<{
          heapUsed: number;
          resources: Record<string, number>;
          listens: number;
          connections: number;
          storedBytes: number;
          fileBytes: number;
        }>('stats');
        staleRefused += dayStale;
        days.push({
          day: day + 1,
          heapMb: round1(st.heapUsed / 2 ** 20),
          handles: Object.values(st.resources).reduce((a, b) => a + b, 0),
          timers: st.resources.Timeout ?? 0,
          resources: st.resources,
          listens: st.listens,
          connections: st.connections,
          storedBytes: st.storedBytes,
          fileBytes: st.fileBytes,
          roundsKept: history.kept,
          lost: history.lost,
          duplicated: history.duplicated,
          staleRefused: dayStale,
          forgotten,
        });
      }
    } finally {
      await server.stop().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    }
    const realS = round1((Date.now() - t0) / 1000);
    const growth = (pick: (d: DayFigures) => number) => {
      // From day 2: day 1 fills the history's ring and the first visitors.
      const from = days[1]!;
      const to = days.at(-1)!;
      return round1((pick(to) - pick(from)) / (to.day - from.day));
    };
    const figures = {
      days: DAYS,
      sessionsPerDay: SESSIONS,
      roundsPerSession: rounds,
      phones: PHONES,
      retentionDays: RETENTION_DAYS,
      realSeconds: realS,
      loadAverage: { before: loadBefore.map(round1), after: os.loadavg().map(round1) },
      perDay: days,
      growthPerDay: {
        heapMb: growth((d) => d.heapMb),
        handles: growth((d) => d.handles),
        timers: growth((d) => d.timers),
        listens: growth((d) => d.listens),
        fileBytes: growth((d) => d.fileBytes),
      },
      roundsLost: days.reduce((a, d) => a + d.lost, 0),
      roundsDuplicated: days.reduce((a, d) => a + d.duplicated, 0),
      staleVotesRefused: staleRefused,
      serverReports: server.reports,
    };
    const last = days.at(-1)!;
    return {
      figures,
      rows: [
        { metric: 'real time', value: `${realS} s` },
        {
          metric: 'heap after GC, day 1 → 7',
          value: `${days[0]!.heapMb} → ${last.heapMb} MB (${figures.growthPerDay.heapMb} MB/day)`,
          target: 'flat',
        },
        {
          metric: 'handles / timers at day end',
          value: days.map((d) => `${d.handles}/${d.timers}`).join(' '),
          target: 'flat',
        },
        { metric: 'listens at day end', value: days.map((d) => d.listens).join(' '), target: '0' },
        {
          metric: 'data file, day 1 → 7',
          value: `${fmtKb(days[0]!.fileBytes)} → ${fmtKb(last.fileBytes)} (${figures.growthPerDay.fileBytes} B/day)`,
          target: 'flat',
        },
        {
          metric: 'rounds kept / lost / twice',
          value: `${days.reduce((a, d) => a + d.roundsKept, 0)} / ${figures.roundsLost} / ${figures.roundsDuplicated}`,
          target: '0 lost, 0 twice',
        },
        { metric: 'stale votes refused', value: String(staleRefused) },
      ],
      notes: [
        `soak: ${DAYS} simulated days × ${SESSIONS} sessions × ${rounds} rounds, ${PHONES} phones, a restart a day; load average ${loadBefore
          .map(round1)
          .join(' ')} before`,
      ],
    };
  },
};
