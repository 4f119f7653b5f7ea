/**
 * The store's work per vote without sockets: N rooms of 20 records under the app's rules,
 * each room listened to as the `rooms` scenario's clients do (the wall and 20 phones on
 * the room query, each phone on its record) and served as a connection serves them (the
 * JSON it sends), and votes made one after the other. Prints
 * the CPU per vote (and, with `--expose-gc`, the heap left after the votes), for comparing
 * changes to the data tree back to back on a shared machine, where the `rooms` scenario's
 * socket writes and waits for a core blur differences of a few percent:
 *
 *   node --expose-gc --import tsx bench/store-votes.ts [rooms=200] [votes=20000]
 */
import { readFileSync } from 'node:fs';
import { DataStore, type EncodedCallback } from '../server/db/store';

const rooms = Number(process.argv[2] ?? 200);
const votes = Number(process.argv[3] ?? 20_000);
const PARTICIPANTS = 20;
const rules = JSON.parse(readFileSync('database.rules.json', 'utf8')) as object;
const now = Date.now();
const code = (r: number) => `room${r}`;
const user = (i: number) => `user${i}`;

const screens: Record<string, Record<string, unknown>> = {};
for (let r = 0; r < rooms; r += 1) {
  const room: Record<string, unknown> = {};
  for (let i = 0; i < PARTICIPANTS; i += 1) {
    room[user(i)] = {
      userId: user(i),
      userName: `Person ${i}`,
      selected: '-',
      showCard: false,
      lastUpdate: now,
      round: 0,
    };
  }
  screens[code(r)] = room;
}
const store = new DataStore({ screens }, rules);
let told = 0;
let sent = 0;
/** What a connection sends (connection.ts): the one child's JSON, or the whole value's. */
const count: EncodedCallback = (now, child) => {
  told += 1;
  sent += (child ? child.json : now.json).length;
};
for (let r = 0; r < rooms; r += 1) {
  for (let i = 0; i <= PARTICIPANTS; i += 1) {
    store.subscribeEncoded(
      `screens/${code(r)}`,
      { i: 'lastUpdate', l: PARTICIPANTS, vf: 'r' },
      count,
    );
    if (i > 0) store.subscribeEncoded(`screens/${code(r)}/${user(i - 1)}`, undefined, count);
  }
}
const cards = ['-1', '-2', '-3', '-5', '-8', '-13'];
// The votes' deliveries only, not the listens' first values.
told = 0;
sent = 0;
const start = process.cpuUsage();
for (let v = 0; v < votes; v += 1) {
  const r = Math.floor(Math.random() * rooms);
  const i = Math.floor(Math.random() * PARTICIPANTS);
  const outcome = store.update(
    `screens/${code(r)}/${user(i)}`,
    { selected: cards[v % cards.length], lastUpdate: { '.sv': 'timestamp' } },
    null,
  );
  if (!outcome.ok) throw new Error(JSON.stringify(outcome));
}
const used = process.cpuUsage(start);
const ms = (used.user + used.system) / 1000;
console.log(
  `${rooms} rooms, ${votes} votes: ${((ms / votes) * 1000).toFixed(1)} µs of CPU per vote, ${(told / votes).toFixed(1)} listens told per vote`,
  `${(sent / told).toFixed(0)} characters of JSON per listen told`,
);
const gc = (globalThis as { gc?: () => void }).gc;
if (gc) {
  gc();
  console.log(
    `heap after the votes, once collected: ${(process.memoryUsage().heapUsed / 1e6).toFixed(1)} MB`,
  );
}
