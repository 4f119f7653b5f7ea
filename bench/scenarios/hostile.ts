/**
 * Hostile: one client that tries to take the room server's time from every other
 * room, against the local database in a process of its own (bench/hostile-server.ts)
 * with its default limits. For each request: how long the hostile client waited for
 * its answer, the longest the server's event loop was held meanwhile (every other
 * client waited that long at worst), and how long another client's small read, sent
 * 5 ms after the hostile request, waited for its answer. The requests: a PATCH of
 * 20,000 empty objects (refused before it is parsed), the largest write the product
 * makes (a backlog import of 500 stories, 2,004 values; over REST, and over the websocket
 * into a room whose 20 phones listen), the costliest write the budget
 * of values lets through (292 participant records, 2,045 values; eight of them, the
 * slowest and the median), a PATCH deleting a record in as many rooms that never existed as an
 * update may name (512), a one-field write to a room of 4,000 records followed by 40
 * event streams, and an If-Match on the root.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { importPatch, type BacklogItem } from '../../renderer/domain/backlog';
import { DEFAULT_LIMITS } from '../../server/db/validate';
import { participantRecord } from '../../tests/support/local-db';
import { RawClient } from '../../tests/support/raw-ws';
import { openStream, rest, type RestRequestOptions } from '../../tests/support/rest-client';
import { fmtMs, type Row, type Scenario, type ScenarioResult } from '../scenario';
import { round1 } from '../stats';

const here = path.dirname(fileURLToPath(import.meta.url));

/** What one hostile request cost. */
interface Cost {
  answerMs: number;
  maxStallMs: number;
  /** The server's CPU time meanwhile (its threads together, garbage collection included). */
  serverCpuMs: number;
  /** How long another client's read of a small location, sent meanwhile, waited for its answer. */
  otherReadMs: number;
  status: number;
}

/** Records a write of the costliest shape holds within the budget of values (7 values each, and their parent). */
const RECORDS = 292;

/** `count` participant records from `u{from}` on, as one update of a room. */
const records = (from: number, count: number) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`u${from + i}`, participantRecord(`u${from + i}`)]),
  );

/** Another room's small read, as the second client makes it. */
const OTHER_READ = '/themes/0/name.json';

class Server {
  private readonly child: ChildProcess;
  private waiting: ((m: Record<string, number>) => void)[] = [];
  readonly ready: Promise<Record<string, number>>;

  constructor() {
    this.child = fork(path.join(here, '../hostile-server.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });
    this.ready = new Promise((resolve) => this.waiting.push(resolve));
    this.child.on('message', (m) => this.waiting.shift()?.(m as Record<string, number>));
  }

  /** The longest the event loop was held, and the CPU time used, since the last call. */
  async stall(): Promise<{ maxStallMs: number; cpuMs: number }> {
    const p = new Promise<Record<string, number>>((resolve) => this.waiting.push(resolve));
    this.child.send({ cmd: 'stall' });
    const { maxStallMs = NaN, cpuMs = NaN } = await p;
    return { maxStallMs, cpuMs };
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.send({ cmd: 'stop' });
    });
  }
}

export const hostile: Scenario = {
  name: 'hostile',
  async run(): Promise<ScenarioResult> {
    const server = new Server();
    const port = (await server.ready).port ?? 0;
    const streams: { close(): void }[] = [];
    const sockets: RawClient[] = [];
    /** What `send` (a hostile request, resolving with its status) cost. */
    const costOf = async (send: () => Promise<number>): Promise<Cost> => {
      await new Promise((r) => setTimeout(r, 200));
      // The same read once before, so that its code is warm and its location served.
      const other = await rest(port, OTHER_READ);
      if (other.status !== 200) throw new Error(`the other client's read answered ${other.status}`);
      await server.stall();
      const started = performance.now();
      const pending = send();
      // Once the hostile request's bytes are on their way, as in the abuse suite.
      await new Promise((r) => setTimeout(r, 5));
      const readStarted = performance.now();
      await rest(port, OTHER_READ);
      const otherReadMs = performance.now() - readStarted;
      const answer = await pending;
      const answerMs = performance.now() - started;
      // What the write set off after its answer (event streams) counts too.
      await new Promise((r) => setTimeout(r, 100));
      const { maxStallMs, cpuMs } = await server.stall();
      return { answerMs, maxStallMs, serverCpuMs: cpuMs, otherReadMs, status: answer };
    };
    const measure = (path: string, options: RestRequestOptions) =>
      costOf(async () => (await rest(port, path, options)).status);
    try {
      const costs: Record<string, Cost> = {};
      const empties = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`u${i}`, {}]));
      costs['20,000 empty objects'] = await measure('/screens/empty.json', {
        method: 'PATCH',
        body: empties,
      });
      // The product's largest write: a backlog import replacing the backlog, 500 stories
      // at their longest (2,004 values).
      const stories: BacklogItem[] = Array.from({ length: 500 }, (_, i) => ({
        key: `K-${i}`.padEnd(32, 'x'),
        title: `Story ${i} `.padEnd(200, 't'),
        description: 'd'.repeat(2000),
      }));
      costs['backlog import, 500 stories (2,004 values)'] = await measure('/sessions/bench.json', {
        method: 'PATCH',
        body: importPatch(stories, 0, true, null),
      });
      // The same import as the app sends it, over the websocket, into a room whose 20
      // phones listen to its session: each of them is sent the megabyte it wrote.
      const phones = await Promise.all(Array.from({ length: 20 }, () => RawClient.open(port)));
      sockets.push(...phones);
      for (const phone of phones) {
        const listening = await phone.request('q', { p: '/sessions/ws', h: '' });
        if (listening.s !== 'ok') throw new Error(`a phone's listen answered ${listening.s}`);
      }
      const facilitator = await RawClient.open(port);
      sockets.push(facilitator);
      costs['the same import over the websocket, 20 phones listening'] = await costOf(async () => {
        const body = { p: '/sessions/ws', d: importPatch(stories, 0, true, null) };
        return (await facilitator.request('m', body)).s === 'ok' ? 200 : 400;
      });
      // The costliest write the budget lets through: records, whose rules read the most,
      // 292 of them (2,045 values). Eight into one room; the slowest and the median.
      const writes: Cost[] = [];
      for (let from = 0; from < 8 * RECORDS; from += RECORDS) {
        const cost = await measure('/screens/crowd.json', {
          method: 'PATCH',
          body: records(from, RECORDS),
        });
        writes.push(cost);
      }
      // The slowest is the first, in a process not yet warmed up; the median is a warm one.
      writes.sort((a, b) => a.maxStallMs - b.maxStallMs);
      costs[`${RECORDS} records (2,045 values), slowest of eight`] = writes[writes.length - 1]!;
      costs[`${RECORDS} records (2,045 values), median of eight`] = writes[writes.length / 2]!;
      // The widest update: as many paths as it may write, each a record of a room that never
      // existed (a room as a whole is no client's to remove).
      const ghosts = Object.fromEntries(
        Array.from({ length: DEFAULT_LIMITS.maxUpdatePaths }, (_, i) => [`ghost-${i}/u1`, null]),
      );
      costs[`${DEFAULT_LIMITS.maxUpdatePaths} rooms deleted`] = await measure('/screens.json', {
        method: 'PATCH',
        body: ghosts,
      });
      // The room grows to 4,000 records for the streams, in writes within the budget.
      for (let from = 8 * RECORDS; from < 4000; from += RECORDS) {
        const answer = await rest(port, '/screens/crowd.json', {
          method: 'PATCH',
          body: records(from, Math.min(RECORDS, 4000 - from)),
        });
        if (answer.status !== 200) throw new Error(`filling the room answered ${answer.status}`);
      }
      for (let i = 0; i < 40; i += 1) streams.push(await openStream(port, '/screens/crowd.json'));
      costs['one field, 4,000 records, 40 streams'] = await measure(
        '/screens/crowd/u7/userName.json',
        { method: 'PUT', body: 'Ann' },
      );
      costs['If-Match on the root'] = await measure('/.json', {
        method: 'PUT',
        body: null,
        headers: { 'if-match': 'x' },
      });
      const rows: Row[] = Object.entries(costs).flatMap(([what, cost]) => [
        { metric: `${what}: answer (${cost.status})`, value: fmtMs(cost.answerMs) },
        { metric: `${what}: longest stall`, value: fmtMs(cost.maxStallMs), target: '≤ 50 ms' },
        { metric: `${what}: server CPU meanwhile`, value: fmtMs(cost.serverCpuMs) },
        {
          metric: `${what}: another client's read meanwhile`,
          value: fmtMs(cost.otherReadMs),
          target: '≤ 100 ms',
        },
      ]);
      const figures = Object.fromEntries(
        Object.entries(costs).map(([what, c]) => [
          what,
          {
            ...c,
            answerMs: round1(c.answerMs),
            maxStallMs: round1(c.maxStallMs),
            serverCpuMs: round1(c.serverCpuMs),
            otherReadMs: round1(c.otherReadMs),
          },
        ]),
      );
      return {
        figures: { ...figures, loadAverage: loadavg()[0] },
        rows,
        notes: [
          `hostile: each hostile request's answer and the server's longest event-loop stall meanwhile (1-minute load ${loadavg()[0]!.toFixed(1)})`,
        ],
      };
    } finally {
      for (const s of streams) s.close();
      for (const s of sockets) s.destroy();
      await server.stop();
    }
  },
};
