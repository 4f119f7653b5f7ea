/**
 * The flags Node is given for the room server, read from package.json's scripts, so the
 * `rooms` benchmark runs the database as `npm run db` and `npm start` do (one place for
 * them: the scripts). Among them the young generation's size: bench/README.md, rooms,
 * "the young generation".
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../package.json');

/** The arguments between `node` and the entry point in `script` (the last `node …` of it). */
export function nodeFlagsOf(script: string): string[] {
  const words = script.split(/\s+/);
  const node = words.lastIndexOf('node');
  if (node < 0) throw new Error(`no node command in the script: ${script}`);
  const entry = words.findIndex((w, i) => i > node && w.endsWith('.ts'));
  if (entry < 0) throw new Error(`no entry point after node in the script: ${script}`);
  return words.slice(node + 1, entry);
}

/** Node's flags for the room server: those of `npm run <name>` (default `db`). */
export function roomServerNodeFlags(name = 'db'): string[] {
  const scripts = (
    JSON.parse(readFileSync(packageFile, 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  const script = scripts[name];
  if (script === undefined) throw new Error(`package.json has no script ${name}`);
  return nodeFlagsOf(script);
}
