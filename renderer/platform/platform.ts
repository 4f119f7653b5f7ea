/**
 * What the app shell and the settings menu may ask of where they run: the
 * kiosk shell (through the preload's `window.storyPoint` bridge) or a plain
 * browser, where every kiosk feature is absent rather than faked.
 */
import type { StoryPointBridge } from '../../shared/bridge-types';

/** The running platform's features. `null` means "not offered here": hide the control. */
export interface Platform {
  kind: 'kiosk' | 'browser';
  /** The screen code shown last in the kiosk; always null in a browser. */
  getLastScreenCode(): Promise<string | null>;
  /** Tells the kiosk which screen code is shown now; does nothing in a browser. */
  rememberScreenCode(code: string): Promise<void>;
  /** Start at login switch; null in a browser. */
  startAtLogin: { get(): Promise<boolean>; set(on: boolean): Promise<void> } | null;
  /** Quits the kiosk; null in a browser (a page cannot close the browser). */
  quit: (() => Promise<void>) | null;
}

/** The browser: remembers nothing, offers no start at login and no quit. */
export const browserPlatform: Platform = Object.freeze({
  kind: 'browser',
  getLastScreenCode: () => Promise.resolve(null),
  rememberScreenCode: () => Promise.resolve(),
  startAtLogin: null,
  quit: null,
});

function kioskPlatform(bridge: StoryPointBridge): Platform {
  return {
    kind: 'kiosk',
    getLastScreenCode: () => bridge.getLastScreenCode(),
    rememberScreenCode: (code) => bridge.setLastScreenCode(code),
    startAtLogin: {
      get: () => bridge.getStartAtLogin(),
      set: (on) => bridge.setStartAtLogin(on),
    },
    quit: () => bridge.quit(),
  };
}

/**
 * The kiosk platform when the preload's bridge is present, the browser one
 * otherwise. Only an object that says `isKiosk: true` counts, so a stray
 * global of the same name on a web page does not turn kiosk features on.
 */
export function detectPlatform(win: { storyPoint?: StoryPointBridge } = window): Platform {
  const bridge = win.storyPoint;
  return bridge && bridge.isKiosk === true ? kioskPlatform(bridge) : browserPlatform;
}
