/**
 * The save's CPU alone: N rooms of 20 records under the app's rules, listened to as the
 * `rooms` scenario's clients do, and after each second's worth of votes (4 a room, 2,000
 * at 500 rooms) the data file's text built as the writer builds it (save-view.ts,
 * json-parts.ts), without the disk. Prints the CPU of one save (the first three left
 * out), for comparing changes to the save back to back on a shared machine:
 *
 *   node --import tsx bench/store-saves.ts [rooms=500] [saves=30]
 */
import { readFileSync } from 'node:fs';
import { jsonInParts } from '../server/db/json-parts';
import { savedValue } from '../server/db/save-view';
import { DataStore, type EncodedCallback } from '../server/db/store';

const rooms = Number(process.argv[2] ?? 500);
const saves = Number(process.argv[3] ?? 30);
const PARTICIPANTS = 20;
const WARM_UP = 3;
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
// Listened to as in store-votes.ts: the deliveries encode the records a vote changes.
let sent = 0;
const count: EncodedCallback = (value, child) => {
  sent += (child ? child.json : value.json).length;
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
let cpuMs = 0;
let chars = 0;
for (let s = 0, v = 0; s < saves; s += 1) {
  for (let k = 0; k < rooms * 4; k += 1, v += 1) {
    const r = Math.floor(Math.random() * rooms);
    const i = Math.floor(Math.random() * PARTICIPANTS);
    const outcome = store.update(
      `screens/${code(r)}/${user(i)}`,
      { selected: cards[v % cards.length], lastUpdate: { '.sv': 'timestamp' } },
      null,
    );
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
  }
  const start = process.cpuUsage();
  for (const part of jsonInParts(savedValue(store.tree))) chars += part.length;
  const used = process.cpuUsage(start);
  if (s >= WARM_UP) cpuMs += (used.user + used.system) / 1000;
}
console.log(
  `${rooms} rooms, ${saves} saves after ${rooms * 4} votes each: ${(cpuMs / (saves - WARM_UP)).toFixed(1)} ms of CPU a save`,
  `(${(chars / saves / 1e6).toFixed(2)} MB; ${sent > 0 ? 'listened' : 'no listens'})`,
);
