/**
 * Where a CPU profile's time went (a `.cpuprofile` from `--cpu-prof`, such as the
 * `rooms` bench writes with BENCH_ROOMS_PROFILE=1): self time by function and by
 * source (our server modules, targaryen, ws, Node's internals, garbage collection),
 * and the total time under the functions named in `--under` (self plus callees).
 * Shares of the profile's busy samples, not timings: on a loaded machine a function
 * takes longer, but its share of the work moves little.
 *
 *   node --import tsx bench/profile-summary.ts FILE.cpuprofile [--top 30]
 *     [--under deliver,commitWithin,...] [--from 0.3] [--callers f]
 *
 * `--from 0.3` skips the first 30 % of the samples (start-up and the clients' joining);
 * `--callers f` lists who called `f` when it was running itself (its self time by caller).
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? undefined : args[i + 1];
};
const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!file) throw new Error('usage: profile-summary.ts FILE.cpuprofile [--top N] [--under f,g]');
const top = Number(option('top') ?? 30);
const under = (option('under') ?? '').split(',').filter(Boolean);
const from = Number(option('from') ?? 0);
const callersOf = option('callers');

const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

/** A function's name and where it is, short. */
function label(n: ProfileNode): string {
  const { functionName, url, lineNumber } = n.callFrame;
  const where = url.replace(/^.*\/(node_modules\/)/, '$1').replace(/^.*\/work\/[^/]+\//, '');
  return `${functionName || '(anonymous)'} ${where ? `${where}:${lineNumber + 1}` : ''}`.trim();
}

/** Which part of the program a function belongs to. */
function source(n: ProfileNode): string {
  const { url, functionName } = n.callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const m = /\/(server\/db\/[^/]+|node_modules\/[^/]+)/.exec(url);
  if (m) return m[1] as string;
  if (url.startsWith('node:')) return 'node: internals';
  return url.replace(/^.*\/work\/[^/]+\//, '');
}

const self = new Map<string, number>();
const bySource = new Map<string, number>();
const inclusive = new Map<string, number>();
const callers = new Map<string, number>();
let busy = 0;
let idle = 0;
const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
const first = Math.floor(profile.samples.length * from);
for (let i = first; i < profile.samples.length; i += 1) {
  const n = byId.get(profile.samples[i] as number);
  const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  if (!n) continue;
  if (n.callFrame.functionName === '(idle)') {
    idle += dt;
    continue;
  }
  busy += dt;
  add(self, label(n), dt);
  add(bySource, source(n), dt);
  const up = byId.get(parent.get(n.id) ?? -1);
  if (n.callFrame.functionName === callersOf && up) add(callers, label(up), dt);
  // Each named function counts once per sample, however deep it recurses.
  const seen = new Set<string>();
  for (let id: number | undefined = n.id; id !== undefined; id = parent.get(id)) {
    const name = byId.get(id)!.callFrame.functionName;
    if (under.includes(name) && !seen.has(name)) {
      seen.add(name);
      add(inclusive, name, dt);
    }
  }
}

const pct = (ms: number) => `${((ms / busy) * 100).toFixed(1).padStart(5)} %`;
const table = (title: string, m: Map<string, number>, n: number) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n)) {
    console.log(`${pct(v)}  ${v.toFixed(0).padStart(7)} ms  ${k}`);
  }
};
console.log(`${file}: busy ${busy.toFixed(0)} ms, idle ${idle.toFixed(0)} ms`);
table('Self time by source', bySource, top);
table('Self time by function', self, top);
if (callersOf) table(`${callersOf}'s self time by caller`, callers, top);
if (under.length > 0) table('Total time under (self + callees)', inclusive, under.length);
