import { describe, expect, it } from 'vitest';
import { createBridge } from '../../../preload/bridge';
import {
  CURSOR_HIDDEN_ATTRIBUTE,
  CURSOR_HIDDEN_CSS,
  installCursorHider,
  type CursorWindow,
} from '../../../preload/cursor-hider';
import { IPC, TRACKER_IPC } from '../../../shared/ipc-channels';
import { ManualScheduler } from './fake-electron';

describe('preload bridge', () => {
  it('maps each method to its channel and returns typed results', async () => {
    const sent: unknown[][] = [];
    const answers: Record<string, unknown> = {
      [IPC.getLastScreenCode]: 'team-a',
      [IPC.getStartAtLogin]: true,
      [IPC.getRuntimeConfig]: { database: { host: 'h', port: 1 } },
    };
    const bridge = createBridge((channel, ...args) => {
      sent.push([channel, ...args]);
      return Promise.resolve(answers[channel]);
    });
    expect(bridge.isKiosk).toBe(true);
    expect(await bridge.getLastScreenCode()).toBe('team-a');
    expect(await bridge.setLastScreenCode('team-b')).toBeUndefined();
    expect(await bridge.getStartAtLogin()).toBe(true);
    await bridge.setStartAtLogin(false);
    expect(await bridge.getRuntimeConfig()).toEqual({ database: { host: 'h', port: 1 } });
    await bridge.exitKiosk();
    await bridge.quit();
    expect(sent).toEqual([
      [IPC.getLastScreenCode],
      [IPC.setLastScreenCode, 'team-b'],
      [IPC.getStartAtLogin],
      [IPC.setStartAtLogin, false],
      [IPC.getRuntimeConfig],
      [IPC.exitKiosk],
      [IPC.quit],
    ]);
  });

  it('maps each tracker operation to its channel, and the page gets the main process’s answer', async () => {
    const sent: unknown[][] = [];
    const bridge = createBridge((channel, ...args) => {
      sent.push([channel, ...args]);
      return Promise.resolve({ ok: true, value: channel });
    });
    const trackers = bridge.trackers!;
    const setup = { kind: 'jira-server' as const, baseUrl: 'https://jira.acme.local', token: 't' };
    const write = { key: 'OPS-1', fieldId: 'customfield_10028', value: 3 };
    expect(await trackers.status()).toEqual({ ok: true, value: TRACKER_IPC.status });
    await trackers.connect(setup);
    await trackers.importByQuery('project = OPS', 500);
    await trackers.writeEstimate(write);
    await trackers.disconnect();
    expect(sent).toEqual([
      [TRACKER_IPC.status],
      [TRACKER_IPC.connect, setup],
      [TRACKER_IPC.importByQuery, 'project = OPS', 500],
      [TRACKER_IPC.writeEstimate, write],
      [TRACKER_IPC.disconnect],
    ]);
    expect(Object.isFrozen(trackers)).toBe(true);
  });

  it('exposes only the bridge methods: no way to send on a channel of the page’s choosing', () => {
    const bridge = createBridge(() => Promise.resolve());
    expect(Object.keys(bridge).sort()).toEqual(
      [
        'exitKiosk',
        'getLastScreenCode',
        'getRuntimeConfig',
        'getStartAtLogin',
        'isKiosk',
        'quit',
        'setLastScreenCode',
        'setStartAtLogin',
        'trackers',
      ].sort(),
    );
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  it('passes failures from the main process on to the page', async () => {
    const bridge = createBridge(() => Promise.reject(new Error('refused')));
    await expect(bridge.setStartAtLogin(true)).rejects.toThrow('refused');
  });
});

function fakeWindow(readyState = 'complete') {
  const scheduler = new ManualScheduler();
  const attrs = new Set<string>();
  const styles: string[] = [];
  const listeners = new Map<string, Set<() => void>>();
  const win: CursorWindow = {
    document: {
      readyState,
      documentElement: {
        setAttribute: (name) => void attrs.add(name),
        removeAttribute: (name) => void attrs.delete(name),
      },
      head: {
        appendChild: (node) => void styles.push((node as { textContent: string }).textContent),
      },
      createElement: () => ({ textContent: null }),
    },
    addEventListener: (type, fn) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(fn);
    },
    removeEventListener: (type, fn) => void listeners.get(type)?.delete(fn),
    setTimeout: (fn, ms) => scheduler.setTimeout(fn, ms),
    clearTimeout: (h) => scheduler.clearTimeout(h),
  };
  const fire = (type: string) => listeners.get(type)?.forEach((fn) => fn());
  return {
    win,
    scheduler,
    hidden: () => attrs.has(CURSOR_HIDDEN_ATTRIBUTE),
    styles,
    fire,
    listeners,
  };
}

describe('cursor hider', () => {
  it('hides the pointer after 3 s without movement and shows it on any movement', () => {
    const f = fakeWindow();
    installCursorHider(f.win);
    expect(f.styles).toEqual([CURSOR_HIDDEN_CSS]);
    expect(f.hidden()).toBe(false);
    f.scheduler.advance(3000);
    expect(f.hidden()).toBe(true);
    for (const type of ['mousemove', 'mousedown', 'wheel', 'touchstart']) {
      f.fire(type);
      expect(f.hidden()).toBe(false);
      f.scheduler.advance(2999);
      expect(f.hidden()).toBe(false);
      f.scheduler.advance(1);
      expect(f.hidden()).toBe(true);
    }
  });

  it('keeps the pointer while it keeps moving', () => {
    const f = fakeWindow();
    installCursorHider(f.win);
    for (let i = 0; i < 10; i += 1) {
      f.scheduler.advance(2000);
      f.fire('mousemove');
    }
    expect(f.hidden()).toBe(false);
  });

  it('adds its style once the page is parsed when installed before', () => {
    const f = fakeWindow('loading');
    installCursorHider(f.win);
    expect(f.styles).toEqual([]);
    f.fire('DOMContentLoaded');
    expect(f.styles).toEqual([CURSOR_HIDDEN_CSS]);
  });

  it('the CSS hides the pointer on everything while the attribute is set', () => {
    expect(CURSOR_HIDDEN_CSS).toContain(`html[${CURSOR_HIDDEN_ATTRIBUTE}] *`);
    expect(CURSOR_HIDDEN_CSS).toContain('cursor: none !important');
  });

  it('the disposer shows the pointer and stops listening', () => {
    const f = fakeWindow();
    const dispose = installCursorHider(f.win);
    f.scheduler.advance(3000);
    dispose();
    expect(f.hidden()).toBe(false);
    f.fire('mousemove');
    f.scheduler.advance(10_000);
    expect(f.hidden()).toBe(false);
    expect(f.scheduler.pending).toBe(0);
  });
});
