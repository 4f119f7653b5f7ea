/**
 * The delivery files: electron-builder.yml validated by electron-builder's own
 * schema check (`npm run dist` cannot run here: it downloads Electron),
 * firebase.json for Firebase Hosting and the database rules, and the main
 * process's bundle, which must carry the room server's database along.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AppInfo } from 'app-builder-lib/out/appInfo';
import FpmTarget from 'app-builder-lib/out/targets/FpmTarget';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger, log } from 'builder-util';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../../shared/content-security-policy';

// electron-builder's package.json check is internal (left out of its typings).
const { checkMetadata, readPackageJson } = createRequire(__filename)(
  'app-builder-lib/out/util/packageMetadata',
) as {
  readPackageJson(file: string): Promise<Record<string, unknown>>;
  checkMetadata(metadata: unknown, devMetadata: unknown, file: string, devFile: string): void;
};

const root = path.resolve(__dirname, '..', '..', '..');
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  main: string;
  scripts: Record<string, string>;
};

describe('electron-builder.yml', () => {
  it('passes electron-builder’s own validation and builds every required installer', async () => {
    const config = await getConfig(root, path.join(root, 'electron-builder.yml'), null);
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.win?.target).toEqual(['nsis']);
    expect(config.mac?.target).toEqual(['dmg']);
    expect(packageJson.scripts.dist).toContain('electron-builder --config electron-builder.yml');
  });

  it('packs the bundles the app starts from and the renderer build', async () => {
    const config = await getConfig(root, path.join(root, 'electron-builder.yml'), null);
    const files = JSON.stringify(config.files);
    for (const pattern of ['dist-electron/**', 'dist/web/**', 'package.json']) {
      expect(files).toContain(pattern);
    }
    expect(packageJson.main).toBe('dist-electron/main/index.cjs');
    expect(existsSync(path.join(root, 'build', 'icon.png'))).toBe(true);
  });

  it('sets the Electron fuses: no RunAsNode, NODE_OPTIONS or inspect flags, only the checked app.asar', async () => {
    const config = await getConfig(root, path.join(root, 'electron-builder.yml'), null);
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    expect(config.asar).toBe(true);
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('a fuse that does not exist is refused (the check covers the fuses)', async () => {
    const config = await getConfig(root, path.join(root, 'electron-builder.yml'), null);
    const electronFuses = { ...config.electronFuses, runAsNodeEverywhere: false };
    await expect(
      validateConfiguration({ ...config, electronFuses } as never, new DebugLogger(false)),
    ).rejects.toThrow(/Invalid configuration/);
  });

  it('a configuration with an unknown key is refused (the check is real)', async () => {
    const config = await getConfig(root, path.join(root, 'electron-builder.yml'), null);
    await expect(
      validateConfiguration({ ...config, notAnOption: true } as never, new DebugLogger(false)),
    ).rejects.toThrow(/Invalid configuration/);
  });
});

describe('package.json metadata for the installers', () => {
  const file = path.join(root, 'package.json');

  it('passes electron-builder’s metadata check without a warning (author, description)', async () => {
    const metadata = await readPackageJson(file);
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => log);
    try {
      expect(() => checkMetadata(metadata, metadata, file, file)).not.toThrow();
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  /**
   * What the deb and other fpm targets check before they build: a project homepage and a
   * maintainer, taken from the author's name and e-mail when the target sets none.
   * Run on electron-builder's own AppInfo and FpmTarget code, with only the packager
   * fields that check reads.
   */
  async function fpmMetaInfo(options: Record<string, unknown>) {
    const metadata = await readPackageJson(file);
    const config = await getConfig(root, path.join(root, 'electron-builder.yml'), null);
    const info = { metadata, devMetadata: metadata, config, repositoryInfo: Promise.resolve(null) };
    const appInfo = new AppInfo(info as never, null);
    const target = Object.create(FpmTarget.prototype) as FpmTarget;
    Object.assign(target, { packager: { appInfo, info }, options });
    return (
      target as unknown as { computeFpmMetaInfoOptions(): Promise<Record<string, string>> }
    ).computeFpmMetaInfoOptions();
  }

  it('gives the deb target a homepage and a maintainer with an e-mail from package.json alone', async () => {
    const meta = await fpmMetaInfo({});
    expect(meta.url).toMatch(/^https:\/\//);
    expect(meta.maintainer).toMatch(/^[^<>]+ <[^@<>\s]+@[^@<>\s]+>$/);
  });

  it('and with the linux options of electron-builder.yml', async () => {
    const config = await getConfig(root, path.join(root, 'electron-builder.yml'), null);
    const meta = await fpmMetaInfo({ ...config.linux, ...config.deb });
    expect(meta.maintainer).toMatch(/<[^@<>\s]+@[^@<>\s]+>$/);
    expect(meta.url).toMatch(/^https:\/\//);
  });

  it('the fpm check is real: without an author e-mail or a homepage it refuses', async () => {
    const metadata = await readPackageJson(file);
    const info = {
      metadata: { ...metadata, author: { name: 'x' }, homepage: undefined },
      devMetadata: {},
      config: {},
      repositoryInfo: Promise.resolve(null),
    };
    const target = Object.create(FpmTarget.prototype) as FpmTarget;
    Object.assign(target, {
      packager: { appInfo: new AppInfo(info as never, null), info },
      options: {},
    });
    await expect(
      (
        target as unknown as { computeFpmMetaInfoOptions(): Promise<unknown> }
      ).computeFpmMetaInfoOptions(),
    ).rejects.toThrow(/homepage[\s\S]*author 'email'/);
  });
});

describe('firebase.json', () => {
  const firebase = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));

  it('hosts the browser build with every route answered by the app, the phone’s prerendered', () => {
    expect(firebase.hosting.public).toBe('dist/web');
    expect(firebase.hosting.rewrites).toEqual([
      { source: '/*/vote', destination: '/vote.html' },
      { source: '**', destination: '/index.html' },
    ]);
  });

  it('sends the kiosk’s Content-Security-Policy with every page of the browser build', () => {
    const all = (
      firebase.hosting.headers as { source: string; headers: { key: string; value: string }[] }[]
    )
      .filter((h) => h.source === '**')
      .flatMap((h) => h.headers);
    expect(all).toContainEqual({ key: 'Content-Security-Policy', value: CONTENT_SECURITY_POLICY });
    expect(all).toContainEqual({ key: 'X-Content-Type-Options', value: 'nosniff' });
  });

  it('keeps the hashed assets a year and has every page and config.json asked for again', () => {
    const cacheOf: Record<string, string> = {};
    for (const h of firebase.hosting.headers as {
      source: string;
      headers: { key: string; value: string }[];
    }[]) {
      const value = h.headers.find((k) => k.key === 'Cache-Control')?.value;
      if (value !== undefined) cacheOf[h.source] = value;
    }
    // Headers go by the path asked for, not the rewrite's file: /{code} and /{code}/vote
    // need their own rules. None overlaps /assets/**.
    expect(cacheOf).toEqual({
      '/assets/**': 'public, max-age=31536000, immutable',
      '/': 'no-cache',
      '/*': 'no-cache',
      '/*/vote': 'no-cache',
    });
  });

  it('deploys the database rules and runs the database emulator on 9000', () => {
    expect(firebase.database).toEqual({ rules: 'database.rules.json' });
    expect(existsSync(path.join(root, firebase.database.rules))).toBe(true);
    expect(firebase.emulators.database.port).toBe(9000);
  });
});

describe('the kiosk bundle carries the room server', () => {
  it('bundled as main is, the room server runs with plain Node far from node_modules', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'story-point-bundle-'));
    try {
      const { bundle } = (await import(
        pathToFileURL(path.join(root, 'scripts', 'build-electron.mjs')).href
      )) as { bundle(entry: string, outDir: string, o?: { sourcemap?: boolean }): Promise<void> };
      await bundle(path.join(__dirname, 'fixtures', 'room-server-entry.ts'), out, {
        sourcemap: false,
      });
      const web = path.join(out, 'web');
      mkdirSync(web);
      writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>bundled</title>');
      // No node_modules above the temporary folder: everything must be in the bundle.
      const child = spawn(process.execPath, [path.join(out, 'index.cjs'), web], {
        cwd: out,
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const line = await new Promise<string>((resolve, reject) => {
        child.stdout.once('data', (d: Buffer) => resolve(d.toString()));
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${stderr}`)));
      });
      const { port, databasePort } = JSON.parse(line) as { port: number; databasePort: number };
      const config = await (await fetch(`http://127.0.0.1:${port}/config.json`)).json();
      expect(config).toEqual({
        database: { host: '127.0.0.1', port: databasePort, namespace: 'story-point-local' },
        site: `http://192.0.2.10:${port}`,
      });
      expect(await (await fetch(`http://127.0.0.1:${port}/team/vote`)).text()).toContain('bundled');
      expect(await (await fetch(`http://127.0.0.1:${databasePort}/`)).text()).toContain(
        'local Realtime Database',
      );
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin.end();
      expect(await exited).toBe(0);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
