import { describe, expect, it } from 'vitest';
import type { StoryPointBridge } from '../../../shared/bridge-types';
import { detectPlatform } from '../../../renderer/platform/platform';

function fakeBridge(): StoryPointBridge & { calls: string[]; login: boolean; last: string | null } {
  const state = {
    calls: [] as string[],
    login: false,
    last: 'team-a' as string | null,
  };
  return Object.assign(state, {
    isKiosk: true as const,
    getLastScreenCode: () => Promise.resolve(state.last),
    setLastScreenCode: (code: string) => {
      state.calls.push(`remember ${code}`);
      state.last = code;
      return Promise.resolve();
    },
    getStartAtLogin: () => Promise.resolve(state.login),
    setStartAtLogin: (on: boolean) => {
      state.calls.push(`login ${on}`);
      state.login = on;
      return Promise.resolve();
    },
    getRuntimeConfig: () => Promise.resolve({}),
    quit: () => {
      state.calls.push('quit');
      return Promise.resolve();
    },
    exitKiosk: () => Promise.resolve(),
  });
}

describe('detectPlatform', () => {
  it('in a browser offers no kiosk features and remembers nothing', async () => {
    for (const win of [{}, { storyPoint: undefined }, { storyPoint: { isKiosk: 'yes' } }]) {
      const platform = detectPlatform(win as Parameters<typeof detectPlatform>[0]);
      expect(platform.kind).toBe('browser');
      expect(platform.startAtLogin).toBeNull();
      expect(platform.quit).toBeNull();
      await platform.rememberScreenCode('team-a');
      expect(await platform.getLastScreenCode()).toBeNull();
    }
  });

  it('in the kiosk goes through the bridge: last code, start at login, quit', async () => {
    const bridge = fakeBridge();
    const platform = detectPlatform({ storyPoint: bridge });
    expect(platform.kind).toBe('kiosk');
    expect(await platform.getLastScreenCode()).toBe('team-a');
    await platform.rememberScreenCode('team-b');
    expect(await platform.getLastScreenCode()).toBe('team-b');
    expect(await platform.startAtLogin?.get()).toBe(false);
    await platform.startAtLogin?.set(true);
    expect(await platform.startAtLogin?.get()).toBe(true);
    await platform.quit?.();
    expect(bridge.calls).toEqual(['remember team-b', 'login true', 'quit']);
  });
});
