import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The tests run against the production build. `npm test` builds it first; a
 * developer running one spec gets a build here when none exists yet.
 */
export default function globalSetup(): void {
  const index = path.resolve('dist/web/index.html');
  if (!existsSync(index)) {
    execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  }
}
