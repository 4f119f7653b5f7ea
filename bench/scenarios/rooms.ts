/**
 * Rooms: the local database as a company's room server. N rooms (10, 50, 100, 200, 500;
 * BENCH_ROOMS to choose) of 20 participants each, every participant voting about
 * once every 5 s (uniformly 4 to 6 s apart), each room with its wall listening and
 * every phone following its room, as the app does: the wall listens to the room
 * query (`screens/{code}` by lastUpdate, last 20) and `configs/{code}`, each phone
 * to the room query and its own record, and a vote is the phone's update of its own
 * record (`selected` and a server `lastUpdate`). Clients speak the wire protocol over raw
 * websockets (the SDK's frames, without 4,000 SDK instances; bench/wire-client.ts), in
 * several processes of their own (bench/rooms-clients.ts; one per 100 rooms, or
 * BENCH_ROOMS_CLIENT_PROCESSES); the database runs in a process of its own
 * (bench/rooms-server.ts), saving its data to a temporary folder as `npm run db` does.
 *
 * Measured per N over the steady part of the run: delivery (write sent to each of the
 * room's 21 listeners seeing the new value) p50/p95/p99 and the writes some listener
 * still had not seen 5 s after the last, the bytes the server sent per write (all
 * listeners together), the server's CPU (fraction of one core), its heap after GC and
 * its resident memory, and how busy the event loops of the server and of the busiest
 * clients' process were: a load generator near 100 % measures itself. BENCH_ROOMS_PROFILE=1
 * writes a CPU profile of the server per N to bench/results/profiles/.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { nowMs, sleep } from '../env';
import { roomServerNodeFlags } from '../room-server-flags';
import { fmtMs, fmtPct, type Scenario, type ScenarioResult } from '../scenario';
import { distribution, round1 } from '../stats';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The wait after the heap's first measure (a forced full GC) before the measured part. */
const SETTLE_AFTER_GC_MS = 3_000;
const PARTICIPANTS = 20;
/** What one server should carry (bench/README.md): the targets are checked at this size. */
const TARGET_ROOMS = 200;
const TARGET_RSS_MB = 400;
/** The most one server should carry on one core, within a looser delivery target. */
const MOST_ROOMS = 500;

interface ServerStats {
  port: number;
  namespace: string;
  cpuMs: number;
  /** Of it in the kernel (socket reads and writes, mostly). */
  systemMs: number;
  rss: number;
  heapUsed: number;
  loop: EventLoopUtilization;
}

class ServerProcess {
  private readonly child: ChildProcess;
  private waiting: ((s: ServerStats) => void)[] = [];
  readonly ready: Promise<ServerStats>;

  /** @param connections - the websockets the run opens (the server's cap must fit them) */
  constructor(profileDir: string | null, connections: number) {
    // As `npm run db` runs it, and --expose-gc for the heap's measure after a collection.
    const execArgv = [...roomServerNodeFlags(), '--expose-gc'];
    if (profileDir) execArgv.push('--cpu-prof', `--cpu-prof-dir=${profileDir}`);
    this.child = fork(path.join(here, '../rooms-server.ts'), [String(connections + 100)], {
      execArgv,
      stdio: 'inherit',
    });
    this.ready = new Promise((resolve) => this.waiting.push(resolve));
    this.child.on('message', (m) => this.waiting.shift()?.(m as ServerStats));
  }

  stats(): Promise<ServerStats> {
    const p = new Promise<ServerStats>((resolve) => this.waiting.push(resolve));
    this.child.send({ cmd: 'stats' });
    return p;
  }

  /** Stops the database; a process that already ended (it crashed) is left as it is. */
  stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.send({ cmd: 'stop' });
    });
  }
}

/** What a client process reports at the end of the measured part (bench/rooms-clients.ts). */
interface ClientsEnd {
  received: number;
  cpuMs: number;
  loopBusy: number;
}

/** One process of clients playing rooms `first` to `first + count - 1`. */
class ClientsProcess {
  private readonly child: ChildProcess;
  private waiting: { resolve: (m: unknown) => void; reject: (e: Error) => void }[] = [];
  readonly ready: Promise<unknown>;
  /** Its delivery times and writes not seen by all after 5 s, once `end` has drained. */
  done: Promise<{ latencies: Float64Array; lost: number }> | null = null;

  constructor(url: string, first: number, count: number) {
    this.child = fork(path.join(here, '../rooms-clients.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
      serialization: 'advanced',
    });
    this.child.on('message', (m) => this.waiting.shift()?.resolve(m));
    // A process that died (a refused websocket, say) fails the run instead of stalling it.
    this.child.on('exit', (code) => {
      if (code === 0) return;
      const error = new Error(`a clients' process ended with ${String(code)}`);
      for (const w of this.waiting.splice(0)) w.reject(error);
    });
    this.ready = this.next();
    this.child.send({ url, first, count });
  }

  private next<T>(): Promise<T> {
    return new Promise<T>((resolve, reject) =>
      this.waiting.push({ resolve: resolve as (m: unknown) => void, reject }),
    );
  }

  vote(): void {
    this.child.send({ cmd: 'vote' });
  }

  measure(): Promise<unknown> {
    const p = this.next();
    this.child.send({ cmd: 'measure' });
    return p;
  }

  end(): Promise<ClientsEnd> {
    const p = this.next<ClientsEnd>();
    this.done = this.next();
    this.child.send({ cmd: 'end' });
    return p;
  }

  /** Ends the process whatever state it is in (a failed run). */
  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill();
  }
}

/**
 * How many client processes play `n` rooms: BENCH_ROOMS_CLIENT_PROCESSES, or one per
 * 100 rooms (one process for 200 rooms was about half busy on a quiet machine; 500
 * rooms in one would measure the load generator).
 */
function clientProcesses(n: number): number {
  const chosen = Number(process.env.BENCH_ROOMS_CLIENT_PROCESSES);
  const wanted = Number.isInteger(chosen) && chosen > 0 ? chosen : Math.ceil(n / 100);
  return Math.max(1, Math.min(n, wanted));
}

async function runRooms(
  n: number,
  seconds: number,
  profile: boolean,
): Promise<Record<string, unknown>> {
  const profileDir = profile ? path.resolve('bench/results/profiles', `rooms-${n}`) : null;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const server = new ServerProcess(profileDir, n * (PARTICIPANTS + 1));
  // Whatever fails, the database process goes: it would keep the bench from exiting.
  try {
    return await measureRooms(server, n, seconds, profileDir);
  } finally {
    await server.stop();
  }
}

async function measureRooms(
  server: ServerProcess,
  n: number,
  seconds: number,
  profileDir: string | null,
): Promise<Record<string, unknown>> {
  const { port, namespace } = await server.ready;
  const url = `ws://127.0.0.1:${port}/.ws?v=5&ns=${namespace}`;
  const k = clientProcesses(n);
  const clients: ClientsProcess[] = [];
  try {
    for (let i = 0, first = 0; i < k; i += 1) {
      const count = Math.floor(n / k) + (i < n % k ? 1 : 0);
      clients.push(new ClientsProcess(url, first, count));
      first += count;
    }
    return await measureWith(server, clients, n, seconds, profileDir);
  } finally {
    clients.forEach((c) => c.kill());
  }
}

async function measureWith(
  server: ServerProcess,
  clients: ClientsProcess[],
  n: number,
  seconds: number,
  profileDir: string | null,
): Promise<Record<string, unknown>> {
  await Promise.all(clients.map((c) => c.ready));
  await sleep(2_000);
  clients.forEach((c) => c.vote());
  // Warm-up, then the measured part.
  await sleep(Math.min(10_000, seconds * 250));
  const first = await server.stats();
  // The heap's measure is a full GC in the server (about 100 ms at 500 rooms), which the
  // app never does: the writes queued behind it drain before the measured part begins.
  await sleep(SETTLE_AFTER_GC_MS);
  await Promise.all(clients.map((c) => c.measure()));
  const t0 = nowMs();
  await sleep(seconds * 1000);
  const ends = await Promise.all(clients.map((c) => c.end()));
  const last = await server.stats();
  const elapsed = nowMs() - t0;
  const received = ends.reduce((sum, e) => sum + e.received, 0);
  const clientCpuMs = ends.reduce((sum, e) => sum + e.cpuMs, 0);
  const clientLoopBusy = Math.max(...ends.map((e) => e.loopBusy));
  const drained = await Promise.all(clients.map((c) => c.done!));
  const lost = drained.reduce((sum, c) => sum + c.lost, 0);
  const latencies = drained.flatMap((c) => Array.from(c.latencies));
  const d = distribution(latencies);
  const writes = latencies.length / (PARTICIPANTS + 1);
  return {
    rooms: n,
    clients: n * (PARTICIPANTS + 1),
    measuredS: round1(elapsed / 1000),
    writesPerS: round1(writes / (elapsed / 1000)),
    bytesPerWrite: Math.round(received / writes),
    delivery: d,
    undeliveredAfter5s: lost,
    serverCpu: round1(((last.cpuMs - first.cpuMs) / elapsed) * 1000) / 1000,
    serverSystemCpu: round1(((last.systemMs - first.systemMs) / elapsed) * 1000) / 1000,
    serverLoopBusy:
      round1(performance.eventLoopUtilization(last.loop, first.loop).utilization * 1000) / 1000,
    serverCpuMsPerWrite: Math.round(((last.cpuMs - first.cpuMs) / writes) * 100) / 100,
    clientProcesses: clients.length,
    clientCpu: round1((clientCpuMs / elapsed) * 1000) / 1000,
    clientLoopBusy: round1(clientLoopBusy * 1000) / 1000,
    serverHeapStartMb: round1(first.heapUsed / 2 ** 20),
    serverHeapEndMb: round1(last.heapUsed / 2 ** 20),
    serverRssEndMb: round1(last.rss / 2 ** 20),
    profile: profileDir,
  };
}

export const rooms: Scenario = {
  name: 'rooms',
  async run(_env, scale): Promise<ScenarioResult> {
    const counts = (process.env.BENCH_ROOMS ?? '10,50,100,200,500')
      .split(',')
      .map((s) => Number(s.trim()));
    const seconds = Math.max(10, Math.round(60 * scale));
    const profile = process.env.BENCH_ROOMS_PROFILE === '1';
    const results: Record<string, unknown>[] = [];
    for (const n of counts) results.push(await runRooms(n, seconds, profile));
    const rows = results.flatMap((r) => {
      const d = r.delivery as ReturnType<typeof distribution>;
      const label = `${String(r.rooms)} room${r.rooms === 1 ? '' : 's'}`;
      const atTarget = r.rooms === TARGET_ROOMS;
      const atMost = r.rooms === MOST_ROOMS;
      return [
        {
          metric: `${label}: delivery p50 / p95 / p99 (${d.count} deliveries)`,
          value: `${fmtMs(d.p50)} / ${fmtMs(d.p95)} / ${fmtMs(d.p99)}`,
          target: atTarget ? 'p95 <= 50 ms, p99 <= 100 ms' : atMost ? 'p99 <= 150 ms' : undefined,
        },
        {
          metric: `${label}: bytes sent per write (to all 21 listeners)`,
          value: `${String(r.bytesPerWrite)} B`,
        },
        {
          metric: `${label}: server CPU (one core = 100 %), of it in the kernel`,
          value: `${fmtPct(r.serverCpu as number)}, ${fmtPct(r.serverSystemCpu as number)}`,
          target: atTarget ? '<= 45 %' : atMost ? '<= 100 %' : undefined,
        },
        {
          metric: `${label}: server CPU per write`,
          value: fmtMs(r.serverCpuMsPerWrite as number),
        },
        {
          metric: `${label}: event loop busy, server / busiest of ${String(r.clientProcesses)} clients' processes`,
          value: `${fmtPct(r.serverLoopBusy as number)} / ${fmtPct(r.clientLoopBusy as number)}`,
        },
        {
          metric: `${label}: clients' processes' CPU, together`,
          value: fmtPct(r.clientCpu as number),
        },
        {
          metric: `${label}: writes not delivered to all 21 within 5 s`,
          value: String(r.undeliveredAfter5s),
          target: '0',
        },
        {
          metric: `${label}: server heap after GC, start -> end; resident memory at the end`,
          value: `${String(r.serverHeapStartMb)} -> ${String(r.serverHeapEndMb)} MB; ${String(r.serverRssEndMb)} MB`,
          target: atTarget ? `heap flat, resident <= ${TARGET_RSS_MB} MB` : 'heap flat',
        },
      ];
    });
    return {
      figures: { seconds, results },
      rows,
      notes: [
        `rooms: N rooms x 20 phones voting every 4-6 s (an update of their record, as the app) + 1 wall each, raw wire-protocol clients in processes of their own (one per 100 rooms unless BENCH_ROOMS_CLIENT_PROCESSES), the database in its own process saving to a temporary folder; ${seconds} s measured per N after a warm-up; delivery = write sent to each of the room's 21 listeners seeing the value. Event loop busy well above a process's CPU means it was ready but waited for a core (a loaded machine).`,
      ],
    };
  },
};
