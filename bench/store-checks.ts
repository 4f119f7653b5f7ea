/**
 * The rules' check of a vote alone, with the merge it makes and without committing it:
 * N rooms of 20 records under the app's rules, and the votes bench/store-votes.ts makes,
 * each checked on the same data (`DataStore.checkUpdate`). Prints the CPU per check of a
 * second pass (the first warms the code up), for comparing changes to the rules' check
 * back to back on a shared machine, without the deliveries that make half of a vote:
 *
 *   node --import tsx bench/store-checks.ts [rooms=500] [votes=30000]
 */
import { readFileSync } from 'node:fs';
import { DataStore } from '../server/db/store';

const rooms = Number(process.argv[2] ?? 500);
const votes = Number(process.argv[3] ?? 30_000);
const PARTICIPANTS = 20;
const rules = JSON.parse(readFileSync('database.rules.json', 'utf8')) as object;
const now = Date.now();

const screens: Record<string, Record<string, unknown>> = {};
for (let r = 0; r < rooms; r += 1) {
  const room: Record<string, unknown> = {};
  for (let i = 0; i < PARTICIPANTS; i += 1) {
    room[`user${i}`] = {
      userId: `user${i}`,
      userName: `Person ${i}`,
      selected: '-',
      showCard: false,
      lastUpdate: now,
      round: 0,
    };
  }
  screens[`room${r}`] = room;
}
const store = new DataStore({ screens }, rules);
const cards = ['-1', '-2', '-3', '-5', '-8', '-13'];

function pass(): number {
  const start = process.cpuUsage();
  for (let v = 0; v < votes; v += 1) {
    const r = Math.floor(Math.random() * rooms);
    const i = Math.floor(Math.random() * PARTICIPANTS);
    const checked = store.checkUpdate(
      `screens/room${r}/user${i}`,
      { selected: cards[v % cards.length], lastUpdate: { '.sv': 'timestamp' } },
      null,
    );
    if (!checked.ok) throw new Error(JSON.stringify(checked));
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / votes;
}

pass();
console.log(`${rooms} rooms, ${votes} votes: ${pass().toFixed(1)} µs of CPU per check`);
