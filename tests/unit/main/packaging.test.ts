/**
 * The delivery files: electron-builder.yml validated by electron-builder's own
 * schema check (`npm run dist` cannot run here: it downloads Electron), and
 * firebase.json for Firebase Hosting and the database rules.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';
import { describe, expect, it } from 'vitest';

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

  it('a configuration with an unknown key is refused (the check is real)', async () => {
    const config = await getConfig(root, path.join(root, 'electron-builder.yml'), null);
    await expect(
      validateConfiguration({ ...config, notAnOption: true } as never, new DebugLogger(false)),
    ).rejects.toThrow(/Invalid configuration/);
  });
});

describe('firebase.json', () => {
  const firebase = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));

  it('hosts the browser build with every route answered by the app', () => {
    expect(firebase.hosting.public).toBe('dist/web');
    expect(firebase.hosting.rewrites).toEqual([{ source: '**', destination: '/index.html' }]);
  });

  it('deploys the database rules and runs the database emulator on 9000', () => {
    expect(firebase.database).toEqual({ rules: 'database.rules.json' });
    expect(existsSync(path.join(root, firebase.database.rules))).toBe(true);
    expect(firebase.emulators.database.port).toBe(9000);
  });
});
