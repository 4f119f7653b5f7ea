// The published browser build must carry no Electron code: no main-process or
// preload bundle, no ipcRenderer or contextBridge. Fails with the offending files.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? 'dist/web');
const forbidden = [
  /\bipcRenderer\b/,
  /\bcontextBridge\b/,
  /require\(["']electron["']\)/,
  /from\s*["']electron["']/,
];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(js|mjs|cjs|html)$/.test(name)) yield full;
  }
}

let index;
try {
  index = statSync(path.join(root, 'index.html'));
} catch {
  index = null;
}
if (!index) {
  console.error(`No browser build at ${root}: run npm run build:web first.`);
  process.exit(1);
}
const offenders = [];
for (const file of files(root)) {
  const text = readFileSync(file, 'utf8');
  for (const pattern of forbidden) {
    if (pattern.test(text)) offenders.push(`${path.relative(root, file)}: ${pattern}`);
  }
}
if (offenders.length > 0) {
  console.error('The browser build contains Electron code:\n' + offenders.join('\n'));
  process.exit(1);
}
console.log(`Browser build at ${path.relative(process.cwd(), root)} has no Electron code.`);
