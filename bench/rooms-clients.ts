/**
 * One of the `rooms` benchmark's client processes (bench/scenarios/rooms.ts): it plays
 * a share of the rooms, each a wall and 20 phones speaking the wire protocol over raw
 * websockets, and measures their deliveries itself (a write's send and its arrival are
 * timed by one clock). Several of them share the rooms so that no one event loop
 * saturates: a load generator near 100 % measures itself, not the server.
 *
 * Started with IPC (`advanced` serialization) and `{ url, first, count }` as its first
 * message; it answers `{ ready }` once its rooms listen and their phones are written.
 * Then: `vote` starts the votes, `measure` starts the measured part (answered), `end`
 * stops the votes and ends the measured part (answered with what it received and its
 * CPU and event loop), then, once every write was seen or 5 s passed, `{ latencies, lost }`.
 */
import { performance } from 'node:perf_hooks';
import { encodeSelected } from '../renderer/domain/codec';
import { VOTE_VALUES } from './scenario';
import { WireClient } from './wire-client';

const PARTICIPANTS = 20;
/** Rooms whose websockets open together (see {@link setUp}). */
const OPEN_AT_ONCE = 5;
const nowMs = (): number => performance.now();
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
/** Sends `m` to the parent; resolves once it is written (a large one takes a while). */
const send = (m: object): Promise<void> =>
  new Promise((resolve) => void process.send?.(m, undefined, {}, () => resolve()));

interface Room {
  code: string;
  clients: WireClient[];
  /** Writes waiting to be seen: encoded value → send time, who still has to see it, measured or not. */
  pending: Map<string, { sent: number; waiting: Set<WireClient>; measured: boolean }>;
}

const rooms: Room[] = [];
/** Delivery times of the measured writes, in ms; grown as needed. */
let latencies = new Float64Array(1 << 16);
let latencyCount = 0;
let measuring = false;
let stopped = false;
const timers: ReturnType<typeof setTimeout>[] = [];
let start = { received: 0, cpu: process.cpuUsage(), loop: performance.eventLoopUtilization() };

function record(ms: number): void {
  if (latencyCount === latencies.length) {
    const grown = new Float64Array(latencies.length * 2);
    grown.set(latencies);
    latencies = grown;
  }
  latencies[latencyCount++] = ms;
}

const userId = (i: number) => `p${String(i).padStart(3, '0')}`;
const received = () =>
  rooms.reduce((n, room) => n + room.clients.reduce((m, c) => m + c.received, 0), 0);

const openedOf = (some: Room[]) => some.flatMap((room) => room.clients.map((c) => c.opened));

async function setUp(url: string, first: number, count: number): Promise<void> {
  for (let r = first; r < first + count; r += 1) {
    const room: Room = { code: `bench-rooms-${r}`, clients: [], pending: new Map() };
    // The wall (index 0) and the 20 phones.
    for (let c = 0; c <= PARTICIPANTS; c += 1) {
      const client = new WireClient(url);
      client.onPush = (text) => {
        for (const [encoded, w] of room.pending) {
          if (!w.waiting.has(client) || !text.includes(encoded)) continue;
          w.waiting.delete(client);
          if (w.measured) record(nowMs() - w.sent);
          if (w.waiting.size === 0) room.pending.delete(encoded);
        }
      };
      room.clients.push(client);
    }
    rooms.push(room);
    // Opened a few rooms at a time: thousands of handshakes at once overflow the
    // server's accept queue on a busy machine, and the refused ones end the run.
    if (rooms.length % OPEN_AT_ONCE === 0) await Promise.all(openedOf(rooms.slice(-OPEN_AT_ONCE)));
  }
  await Promise.all(openedOf(rooms));
  // Ready once every phone's record is written: the server has then served the joining
  // (a listen is answered before its phone's write), and the votes measure the steady state.
  const written: Promise<void>[] = [];
  for (const room of rooms) {
    room.clients.forEach((client, i) => {
      client.listenRoom(room.code);
      if (i === 0) client.listenValue(`/configs/${room.code}`);
      else {
        client.listenValue(`/screens/${room.code}/${userId(i)}`);
        const r = client.set(`/screens/${room.code}/${userId(i)}`, {
          userId: userId(i),
          userName: `Person ${i}`,
          selected: encodeSelected('', room.code, userId(i)),
          showCard: false,
          lastUpdate: { '.sv': 'timestamp' },
          round: 0,
        });
        written.push(client.answered(r));
      }
    });
  }
  await Promise.all(written);
}

/** Every phone votes every 4 to 6 s, each time a value other than its last. */
function vote(): void {
  for (const room of rooms) {
    for (let i = 1; i <= PARTICIPANTS; i += 1) {
      let v = i % VOTE_VALUES.length;
      const once = () => {
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
        timers.push(setTimeout(once, 4_000 + Math.random() * 2_000));
      };
      timers.push(setTimeout(once, Math.random() * 5_000));
    }
  }
}

const undelivered = () => {
  let n = 0;
  for (const room of rooms) for (const w of room.pending.values()) n += w.waiting.size;
  return n;
};

async function end(): Promise<void> {
  measuring = false;
  stopped = true;
  timers.forEach(clearTimeout);
  const cpu = process.cpuUsage(start.cpu);
  void send({
    received: received() - start.received,
    cpuMs: (cpu.user + cpu.system) / 1000,
    loopBusy: performance.eventLoopUtilization(start.loop).utilization,
  });
  // What was written in the measured part still counts when it arrives now; what
  // has not arrived after 5 s is lost.
  for (let waited = 0; waited < 5_000 && undelivered() > 0; waited += 50) await sleep(50);
  const lost = undelivered();
  for (const room of rooms) room.clients.forEach((c) => c.close());
  await send({ latencies: latencies.subarray(0, latencyCount), lost });
}

process.on('message', (m: { cmd?: string; url?: string; first?: number; count?: number }) => {
  if (m.url !== undefined) {
    void setUp(m.url, m.first ?? 0, m.count ?? 0).then(() => send({ ready: true }));
  } else if (m.cmd === 'vote') vote();
  else if (m.cmd === 'measure') {
    measuring = true;
    start = {
      received: received(),
      cpu: process.cpuUsage(),
      loop: performance.eventLoopUtilization(),
    };
    void send({ measuring: true });
  } else if (m.cmd === 'end') void end().then(() => process.disconnect());
});
