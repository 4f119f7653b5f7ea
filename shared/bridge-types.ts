/**
 * The one object the kiosk's preload exposes to the renderer as
 * `window.storyPoint`. Type-only on purpose: the renderer's tsconfig includes
 * this file so `renderer/platform/` can name the type without any Electron
 * code reaching the browser build.
 */
import type { RuntimeConfig } from './runtime-config';
import type { TrackerService } from './trackers/contract';

export type { RuntimeConfig };

/** What the kiosk offers the renderer. Every call goes through a sender-checked IPC handler. */
export interface StoryPointBridge {
  /** Always true: tells the renderer it runs inside the kiosk shell. */
  readonly isKiosk: true;
  /** The screen code shown last, or null on the first start. */
  getLastScreenCode(): Promise<string | null>;
  /** Remembers the screen code now shown, so the next start opens it again. */
  setLastScreenCode(code: string): Promise<void>;
  /** Whether the kiosk starts when the user logs in. */
  getStartAtLogin(): Promise<boolean>;
  /** Switches start at login on or off (login item, or an XDG autostart entry on Linux). */
  setStartAtLogin(on: boolean): Promise<void>;
  /** The runtime configuration the kiosk serves as `/config.json` (`{}` when none is set). */
  getRuntimeConfig(): Promise<RuntimeConfig>;
  /** Quits the kiosk. */
  quit(): Promise<void>;
  /** Switches kiosk (fullscreen) mode off, or back on, as the operator's Ctrl+Shift+K does. */
  exitKiosk(): Promise<void>;
  /**
   * The tracker connection, made by the main process (docs/trackers.md): the token is
   * kept there, encrypted with the OS keychain, and never comes back to the page.
   */
  readonly trackers?: TrackerService;
}

declare global {
  interface Window {
    /** Present only inside the kiosk shell; see {@link StoryPointBridge}. */
    storyPoint?: StoryPointBridge;
  }
}
