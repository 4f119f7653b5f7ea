/**
 * Rooms: the local database as a company's room server. N rooms (10, 50, 100, 200;
 * BENCH_ROOMS to choose) of 20 participants each, every participant voting about
 * once every 5 s (uniformly 4 to 6 s apart), each room with its wall listening and
 * every phone following its room, as the app does: the wall listens to the room
 * query (`screens/{code}` by lastUpdate, last 20) and `configs/{code}`, each phone
 * to the room query and its own record, and a vote is the phone's update of its own
 * record (`selected` and a server `lastUpdate`). Clients speak the wire protocol over raw
 * websockets (the SDK's frames, without 4,000 SDK instances in one process); the
 * database runs in a process of its own (bench/rooms-server.ts), saving its data to
 * a temporary folder as `npm run db` does.
 *
 * Measured per N over the steady part of the run: delivery (write sent to each of the
 * room's 21 listeners seeing the new value) p50/p95/p99 and the writes some listener
 * still had not seen 5 s after the last, the bytes the server sent per write (all
 * listeners together), the server's CPU (fraction of one core), its heap after GC and
 * its resident memory, and how busy the event loops of the server and of the clients'
 * process were: a load generator near 100 % measures itself. BENCH_ROOMS_PROFILE=1
 * writes a CPU profile of the server per N to bench/results/profiles/.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { encodeSelected } from '../../renderer/domain/codec';
import { MAX_PARTICIPANTS } from '../../renderer/domain/constants';
import { nowMs, sleep } from '../env';
import { fmtMs, fmtPct, VOTE_VALUES, type Scenario, type ScenarioResult } from '../scenario';
import { distribution, round1 } from '../stats';

/** The members of a `ws` 7 client used here (the local database's websocket package). */
interface Socket {
  readyState: number;
  send(data: string): void;
  close(): void;
  on(event: 'open' | 'close', cb: () => void): void;
  on(event: 'message', cb: (data: unknown) => void): void;
  on(event: 'error', cb: (e: Error) => void): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => Socket;

const here = path.dirname(fileURLToPath(import.meta.url));
const PARTICIPANTS = 20;
/** What one server should carry (bench/README.md): the targets are checked at this size. */
const TARGET_ROOMS = 200;
const TARGET_RSS_MB = 400;

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

  constructor(profileDir: string | null) {
    const execArgv = ['--import', 'tsx', '--expose-gc'];
    if (profileDir) execArgv.push('--cpu-prof', `--cpu-prof-dir=${profileDir}`);
    this.child = fork(path.join(here, '../rooms-server.ts'), [], { execArgv, stdio: 'inherit' });
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

/** One wire-protocol client: listens, writes, and reports each push's raw text. */
class WireClient {
  private ws: Socket;
  private next = 1;
  private tag = 1;
  private framesLeft = 0;
  private buffer = '';
  /** Bytes this client received (every frame, control frames too). */
  received = 0;
  readonly opened: Promise<void>;
  onPush: (text: string) => void = () => undefined;

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.opened = new Promise((resolve, reject) => {
      this.ws.on('open', () => resolve());
      this.ws.on('error', reject);
    });
    this.ws.on('message', (data) => {
      const frame = String(data);
      this.received += Buffer.byteLength(frame);
      this.onFrame(frame);
    });
  }

  private onFrame(frame: string): void {
    if (this.framesLeft > 0) {
      this.buffer += frame;
      this.framesLeft -= 1;
      if (this.framesLeft === 0) this.onMessage(this.buffer);
      return;
    }
    if (frame.length <= 6 && /^\d+$/.test(frame)) {
      this.framesLeft = Number(frame);
      this.buffer = '';
      return;
    }
    this.onMessage(frame);
  }

  private onMessage(text: string): void {
    // Data pushes only ({"t":"d","d":{"a":"d",...}}); answers and control frames are skipped.
    if (text.includes('"a":"d"')) this.onPush(text);
  }

  private request(action: string, body: object): void {
    this.ws.send(JSON.stringify({ t: 'd', d: { r: this.next++, a: action, b: body } }));
  }

  /** The room query the app uses: by lastUpdate, the last 20. */
  listenRoom(code: string): void {
    this.request('q', {
      p: `/screens/${code}`,
      q: { i: 'lastUpdate', l: MAX_PARTICIPANTS, vf: 'r' },
      t: this.tag++,
      h: '',
    });
  }

  listenValue(p: string): void {
    this.request('q', { p, h: '' });
  }

  set(p: string, d: unknown): void {
    this.request('p', { p, d });
  }

  update(p: string, d: Record<string, unknown>): void {
    this.request('m', { p, d });
  }

  close(): void {
    this.ws.close();
  }
}

interface Room {
  code: string;
  clients: WireClient[];
  /**
   * Writes waiting to be seen: encoded value → send time, who still has to see it,
   * and whether it was sent in the measured part of the run.
   */
  pending: Map<string, { sent: number; waiting: Set<WireClient>; measured: boolean }>;
}

async function runRooms(
  n: number,
  seconds: number,
  profile: boolean,
): Promise<Record<string, unknown>> {
  const profileDir = profile ? path.resolve('bench/results/profiles', `rooms-${n}`) : null;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const server = new ServerProcess(profileDir);
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
  const latencies: number[] = [];
  let measuring = false;
  const rooms: Room[] = [];
  for (let r = 0; r < n; r += 1) {
    const code = `bench-rooms-${r}`;
    const room: Room = { code, clients: [], pending: new Map() };
    // The wall (index 0) and the 20 phones.
    for (let c = 0; c <= PARTICIPANTS; c += 1) {
      const client = new WireClient(url);
      client.onPush = (text) => {
        for (const [encoded, w] of room.pending) {
          if (!w.waiting.has(client) || !text.includes(encoded)) continue;
          w.waiting.delete(client);
          if (w.measured) latencies.push(nowMs() - w.sent);
          if (w.waiting.size === 0) room.pending.delete(encoded);
        }
      };
      room.clients.push(client);
    }
    rooms.push(room);
  }
  await Promise.all(rooms.flatMap((room) => room.clients.map((c) => c.opened)));
  const userId = (i: number) => `p${String(i).padStart(3, '0')}`;
  for (const room of rooms) {
    room.clients.forEach((client, i) => {
      client.listenRoom(room.code);
      if (i === 0) client.listenValue(`/configs/${room.code}`);
      else {
        client.listenValue(`/screens/${room.code}/${userId(i)}`);
        client.set(`/screens/${room.code}/${userId(i)}`, {
          userId: userId(i),
          userName: `Person ${i}`,
          selected: encodeSelected('', room.code, userId(i)),
          showCard: false,
          lastUpdate: { '.sv': 'timestamp' },
          round: 0,
        });
      }
    });
  }
  await sleep(2_000);

  // Every phone votes every 4 to 6 s, each time a value other than its last.
  const timers: ReturnType<typeof setTimeout>[] = [];
  let stopped = false;
  for (const room of rooms) {
    for (let i = 1; i <= PARTICIPANTS; i += 1) {
      let v = i % VOTE_VALUES.length;
      const vote = () => {
        if (stopped) return;
        v = (v + 1) % VOTE_VALUES.length;
        const encoded = encodeSelected(VOTE_VALUES[v] as string, room.code, userId(i));
        room.pending.set(encoded, {
          sent: nowMs(),
          waiting: new Set(room.clients),
          measured: measuring,
        });
        room.clients[i]!.update(`/screens/${room.code}/${userId(i)}`, {
          selected: encoded,
          lastUpdate: { '.sv': 'timestamp' },
        });
        timers.push(setTimeout(vote, 4_000 + Math.random() * 2_000));
      };
      timers.push(setTimeout(vote, Math.random() * 5_000));
    }
  }
  // Warm-up, then the measured part.
  await sleep(Math.min(10_000, seconds * 250));
  const first = await server.stats();
  const receivedBytes = () =>
    rooms.reduce((n, room) => n + room.clients.reduce((m, c) => m + c.received, 0), 0);
  const received0 = receivedBytes();
  const t0 = nowMs();
  const clientCpu0 = process.cpuUsage();
  const clientLoop0 = performance.eventLoopUtilization();
  measuring = true;
  await sleep(seconds * 1000);
  measuring = false;
  const last = await server.stats();
  const elapsed = nowMs() - t0;
  const received = receivedBytes() - received0;
  const clientCpu = process.cpuUsage(clientCpu0);
  const clientLoop = performance.eventLoopUtilization(clientLoop0);
  stopped = true;
  timers.forEach(clearTimeout);
  // What was written in the measured part still counts when it arrives now; what
  // has not arrived after 5 s is lost.
  const undelivered = () => {
    let n = 0;
    for (const room of rooms) for (const w of room.pending.values()) n += w.waiting.size;
    return n;
  };
  for (let waited = 0; waited < 5_000 && undelivered() > 0; waited += 50) await sleep(50);
  const lost = undelivered();
  for (const room of rooms) room.clients.forEach((c) => c.close());
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
    clientCpu: round1(((clientCpu.user + clientCpu.system) / 1000 / elapsed) * 1000) / 1000,
    clientLoopBusy: round1(clientLoop.utilization * 1000) / 1000,
    serverHeapStartMb: round1(first.heapUsed / 2 ** 20),
    serverHeapEndMb: round1(last.heapUsed / 2 ** 20),
    serverRssEndMb: round1(last.rss / 2 ** 20),
    profile: profileDir,
  };
}

export const rooms: Scenario = {
  name: 'rooms',
  async run(_env, scale): Promise<ScenarioResult> {
    const counts = (process.env.BENCH_ROOMS ?? '10,50,100,200')
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
      return [
        {
          metric: `${label}: delivery p50 / p95 / p99 (${d.count} deliveries)`,
          value: `${fmtMs(d.p50)} / ${fmtMs(d.p95)} / ${fmtMs(d.p99)}`,
          target: atTarget ? 'p95 <= 50 ms, p99 <= 100 ms' : undefined,
        },
        {
          metric: `${label}: bytes sent per write (to all 21 listeners)`,
          value: `${String(r.bytesPerWrite)} B`,
        },
        {
          metric: `${label}: server CPU (one core = 100 %), of it in the kernel`,
          value: `${fmtPct(r.serverCpu as number)}, ${fmtPct(r.serverSystemCpu as number)}`,
        },
        {
          metric: `${label}: event loop busy, server / clients' process`,
          value: `${fmtPct(r.serverLoopBusy as number)} / ${fmtPct(r.clientLoopBusy as number)}`,
        },
        { metric: `${label}: clients' process CPU`, value: fmtPct(r.clientCpu as number) },
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
        `rooms: N rooms x 20 phones voting every 4-6 s (an update of their record, as the app) + 1 wall each, raw wire-protocol clients, the database in its own process saving to a temporary folder; ${seconds} s measured per N after a warm-up; delivery = write sent to each of the room's 21 listeners seeing the value. Event loop busy well above a process's CPU means it was ready but waited for a core (a loaded machine).`,
      ],
    };
  },
};
