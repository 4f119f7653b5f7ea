import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../../shared/content-security-policy';
import {
  BOOT_TAG,
  inlineBootScript,
  inlineScriptHash,
  routeChunks,
  routePreload,
  type Bundle,
} from '../../../scripts/route-preload-plugin';

const BOOT = path.resolve('renderer/boot.js');
const dir = mkdtempSync(path.join(os.tmpdir(), 'boot-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the plugin's index.html transform as Vite does in development (no bundle). */
function transformDev(html: string, bootFile = BOOT): string {
  const hook = routePreload({ routes: {}, bootFile }).transformIndexHtml as {
    handler: (html: string, ctx: object) => string;
  };
  return hook.handler(html, {});
}

describe('the inline boot script', () => {
  it('is allowed by the Content-Security-Policy, by its hash and nothing wider', () => {
    const text = readFileSync(BOOT, 'utf8');
    expect(inlineBootScript(BOOT)).toBe(`<script>${text}</script>`);
    const scriptSrc = CONTENT_SECURITY_POLICY.split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([name]) => name === 'script-src');
    expect(scriptSrc).toEqual(['script-src', "'self'", `'${inlineScriptHash(text)}'`]);
  });

  it('fails the build when the script changed without the policy, naming the new hash', () => {
    const changed = path.join(dir, 'changed.js');
    writeFileSync(changed, `${readFileSync(BOOT, 'utf8')}\nwindow.extra = 1;\n`);
    const hash = inlineScriptHash(readFileSync(changed, 'utf8'));
    expect(() => inlineBootScript(changed)).toThrow(`'${hash}'`);
  });

  it('refuses a script that would end its element early', () => {
    const early = path.join(dir, 'early.js');
    writeFileSync(early, 'document.write("</script>");');
    const hash = inlineScriptHash(readFileSync(early, 'utf8'));
    expect(() => inlineBootScript(early, hash)).toThrow("contains '</script'");
  });

  it('takes the place of its comment in index.html, also in development', () => {
    const html = readFileSync('renderer/index.html', 'utf8');
    expect(html).toContain(BOOT_TAG);
    const out = transformDev(html);
    expect(out).not.toContain(BOOT_TAG);
    expect(out).toContain(inlineBootScript(BOOT));
    expect(() => transformDev('<head></head>')).toThrow('index.html has no boot comment');
  });
});

describe("a route's chunks", () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) => ({
    type: 'chunk' as const,
    fileName,
    facadeModuleId: null,
    moduleIds,
    isEntry: fileName === 'index.js',
    imports,
    dynamicImports: [],
  });

  it("finds a page that a chunk group holds, with that chunk's imports beyond the entry's", () => {
    const bundle: Bundle = {
      'index.js': chunk('index.js', ['/r/main.tsx'], ['react.js']),
      'react.js': chunk('react.js', ['/n/react.js']),
      'start.js': chunk('start.js', ['/r/store.ts'], ['react.js']),
      'WallPage.js': chunk(
        'WallPage.js',
        ['/r/ui/wall/CardGrid.tsx', '/r/ui/wall/WallPage.tsx'],
        ['start.js', 'index.js'],
      ),
    };
    expect(routeChunks(bundle, ['ui/wall/WallPage.tsx'])).toEqual(['WallPage.js', 'start.js']);
    expect(() => routeChunks(bundle, ['ui/phone/PhonePage.tsx'])).toThrow(/no chunk/);
  });
});
