/**
 * A Firebase deployment in one command, with the pinned firebase-tools (README, "Using
 * a real Firebase project"). The deployment's runtime config is `config.json` at the
 * project's root, a Firebase web config; it names the project and the database.
 *
 *   npm run deploy                 builds the site, puts config.json into it, and deploys
 *                                  hosting and the security rules
 *   npm run deploy -- --local      the same site, served by Firebase's Hosting emulator
 *                                  (http://127.0.0.1:5000) instead of deployed
 *   npm run deploy:themes          loads server/db/themes.json at /themes
 *
 * Further arguments go to firebase-tools (`npm run deploy:themes -- --force`).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseRuntimeConfig } from '../shared/runtime-config';

/** Where a deployment goes: the Firebase project and its database instance. */
export interface DeploymentTarget {
  projectId: string;
  /** The database instance, the first label of the databaseURL's host. */
  instance: string;
}

/** The project a `config.json` deploys to, or what is wrong with it. */
export function deploymentTarget(raw: unknown): DeploymentTarget | { problem: string } {
  const { config } = parseRuntimeConfig(raw);
  if (!config.firebase) {
    return { problem: 'config.json names no Firebase project with an https "databaseURL".' };
  }
  const { projectId, databaseURL } = config.firebase;
  if (!projectId) return { problem: 'config.json "firebase" needs its "projectId".' };
  const instance = URL.parse(databaseURL)?.hostname.split('.')[0] ?? '';
  if (!instance) return { problem: `config.json "firebase" "databaseURL" names no host.` };
  return { projectId, instance };
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const firebaseCli = path.join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function main(argv: string[]): void {
  const themes = argv[0] === 'themes';
  const args = themes ? argv.slice(1) : argv;
  const local = args.includes('--local');
  const passed = args.filter((a) => a !== '--local');
  const file = path.join(root, 'config.json');
  if (!existsSync(file)) {
    console.error(
      'No config.json at the project root: put your Firebase web config there first (README, "Using a real Firebase project").',
    );
    process.exit(1);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    console.error(`config.json is not JSON: ${(e as Error).message}`);
    process.exit(1);
  }
  const target = deploymentTarget(raw);
  if ('problem' in target) {
    console.error(target.problem);
    process.exit(1);
  }
  const firebase = (...a: string[]) => run(process.execPath, [firebaseCli, ...a, ...passed]);
  if (themes) {
    const project = ['--project', target.projectId, '--instance', target.instance];
    return firebase('database:set', '/themes', 'server/db/themes.json', ...project);
  }
  run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', 'build:web']);
  copyFileSync(file, path.join(root, 'dist', 'web', 'config.json'));
  if (local) {
    // A demo- project: the emulator needs no login and no network.
    return firebase('emulators:start', '--only', 'hosting', '--project', 'demo-story-point');
  }
  firebase('deploy', '--only', 'hosting,database', '--project', target.projectId);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2));
}
