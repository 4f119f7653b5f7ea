import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupKeepAwake } from '../../../main/keep-awake';
import { screenCodeOfUrl, setupLastScreenCode, startUrl } from '../../../main/last-screen-code';
import { operatorAction, setupOperatorKeys } from '../../../main/operator-keys';
import { resolveAppPaths, userDataOverride } from '../../../main/paths';
import { memorySettingsStore } from '../../../main/settings';
import { setupSingleInstance } from '../../../main/single-instance';
import { FakeApp, FakeBrowserWindow, FakeWebContents, fakeEvent } from './fake-electron';

describe('keep awake', () => {
  it('blocks display sleep until disposed', () => {
    const started: string[] = [];
    const stopped: number[] = [];
    const stop = setupKeepAwake({
      start: (type) => (started.push(type), 7),
      stop: (id) => {
        stopped.push(id);
        return true;
      },
      isStarted: () => true,
    });
    expect(started).toEqual(['prevent-display-sleep']);
    stop();
    expect(stopped).toEqual([7]);
  });
});

describe('single instance', () => {
  it('a second launch quits; the first comes to the front and gets its flags', () => {
    const app = new FakeApp();
    const win = new FakeBrowserWindow({});
    win.minimized = true;
    const received: string[][] = [];
    expect(
      setupSingleInstance({
        app: app as never,
        getWindow: () => win,
        onSecondLaunch: (argv) => void received.push(argv),
      }),
    ).toBe(true);
    app.emit('second-instance', fakeEvent(), ['story-point', '--screen=team-b'], '/');
    expect(win.minimized).toBe(false);
    expect(win.shown).toBe(true);
    expect(win.focused).toBe(true);
    expect(received).toEqual([['story-point', '--screen=team-b']]);

    const other = new FakeApp();
    other.lockAvailable = false;
    expect(setupSingleInstance({ app: other as never, getWindow: () => null })).toBe(false);
    expect(other.listenerCount('second-instance')).toBe(0);
  });
});

describe('operator keys (window-local)', () => {
  const key = (over: Partial<Parameters<typeof operatorAction>[0]>) => ({
    type: 'keyDown' as const,
    key: 'q',
    code: 'KeyQ',
    control: true,
    meta: false,
    shift: true,
    alt: false,
    isAutoRepeat: false,
    ...over,
  });
  it.each([
    ['Ctrl+Shift+Q', key({ key: 'Q' }), 'quit'],
    ['Cmd+Shift+Q', key({ key: 'Q', control: false, meta: true }), 'quit'],
    ['Ctrl+Shift+K', key({ key: 'K', code: 'KeyK' }), 'toggle-kiosk'],
    ['Ctrl+Shift+K on a non-Latin layout', key({ key: 'Л', code: 'KeyK' }), 'toggle-kiosk'],
    ['Ctrl+Q (no Shift)', key({ shift: false }), null],
    ['Shift+Q (no Ctrl)', key({ control: false }), null],
    ['Ctrl+Alt+Shift+Q', key({ alt: true }), null],
    ['key up', key({ type: 'keyUp' }), null],
    ['auto-repeat', key({ isAutoRepeat: true }), null],
    ['Ctrl+Shift+R', key({ key: 'R', code: 'KeyR' }), null],
  ] as const)('%s -> %s', (_name, input, action) => {
    expect(operatorAction(input as never)).toBe(action);
  });

  it('acts and swallows the keys', () => {
    const contents = new FakeWebContents();
    const done: string[] = [];
    setupOperatorKeys(contents as never, {
      quit: () => void done.push('quit'),
      toggleKiosk: () => void done.push('toggle'),
    });
    const quit = fakeEvent();
    contents.emit('before-input-event', quit, key({ key: 'Q' }));
    const toggle = fakeEvent();
    contents.emit('before-input-event', toggle, key({ key: 'K', code: 'KeyK' }));
    const typing = fakeEvent();
    contents.emit('before-input-event', typing, key({ key: 'a', code: 'KeyA', control: false }));
    expect(done).toEqual(['quit', 'toggle']);
    expect([quit.defaultPrevented, toggle.defaultPrevented, typing.defaultPrevented]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('last screen code', () => {
  it.each([
    ['app://story-point/team-a', 'team-a'],
    ['app://story-point/screen-ab12cd34', 'screen-ab12cd34'],
    ['app://story-point/team-a/vote', null], // the phone page is not what the wall shows
    ['app://story-point/', null],
    ['https://example.com/team-a', null],
  ])('%s shows screen %s', (url, code) => {
    expect(screenCodeOfUrl(url)).toBe(code);
  });

  it('opens / on a first start and the remembered screen after', () => {
    expect(startUrl(memorySettingsStore())).toBe('app://story-point/');
    expect(startUrl(memorySettingsStore({ lastScreenCode: 'team-a' }))).toBe(
      'app://story-point/team-a',
    );
  });

  it('remembers each screen the window moves to, in-page (history) or full loads', () => {
    const contents = new FakeWebContents();
    const settings = memorySettingsStore();
    setupLastScreenCode(contents as never, settings);
    contents.emit('did-navigate-in-page', fakeEvent(), 'app://story-point/screen-x1', true);
    expect(settings.get('lastScreenCode')).toBe('screen-x1');
    contents.emit('did-navigate-in-page', fakeEvent(), 'app://story-point/team-b', true);
    expect(settings.get('lastScreenCode')).toBe('team-b');
    contents.emit('did-navigate-in-page', fakeEvent(), 'app://story-point/sub', false);
    contents.emit('did-navigate', fakeEvent(), 'app://story-point/team-b/vote');
    expect(settings.get('lastScreenCode')).toBe('team-b');
    contents.emit('did-navigate', fakeEvent(), 'app://story-point/team-c');
    expect(settings.get('lastScreenCode')).toBe('team-c');
  });
});

describe('app paths', () => {
  it('finds dist/web and the preload from dist-electron/main', () => {
    const mainDir = path.join('/opt', 'app', 'dist-electron', 'main');
    const installed = {
      webRoot: path.join('/opt', 'app', 'dist', 'web'),
      preloadPath: path.join('/opt', 'app', 'dist-electron', 'preload', 'index.cjs'),
    };
    expect(resolveAppPaths(mainDir, {}, false)).toEqual(installed);
    expect(resolveAppPaths(mainDir, {}, true)).toEqual(installed);
    const env = { STORY_POINT_WEB_ROOT: '/tmp/web' };
    expect(resolveAppPaths(mainDir, env, false).webRoot).toBe(path.resolve('/tmp/web'));
    // An installed kiosk loads only its own pages, whatever its environment says.
    expect(resolveAppPaths(mainDir, env, true)).toEqual(installed);
    expect(resolveAppPaths(mainDir, { STORY_POINT_WEB_ROOT: '' }, false)).toEqual(installed);
  });

  it('a development run may use another user data folder, an installed kiosk never', () => {
    const env = { STORY_POINT_USER_DATA: 'tmp/profile' };
    expect(userDataOverride(env, false)).toBe(path.resolve('tmp/profile'));
    expect(userDataOverride(env, true)).toBeNull();
    expect(userDataOverride({}, false)).toBeNull();
    expect(userDataOverride({ STORY_POINT_USER_DATA: '' }, false)).toBeNull();
  });
});
