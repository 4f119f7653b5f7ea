/**
 * A fake Electron for main-process unit tests: event emitters in place
 * of app, BrowserWindow and webContents that record what the kiosk does, an
 * ipcMain that lets a test call handlers as a given frame, and a manual
 * scheduler for retries and backoff. Plain Node; the real `electron` package
 * is never imported (in plain Node it tries to download its binary).
 */
import { EventEmitter } from 'node:events';
import type { BrowserWindowConstructorOptions } from 'electron';
import type { ElectronDeps } from '../../../main/kiosk-app';
import type { Scheduler } from '../../../main/recovery';

/** A cancellable event like Electron's. */
export function fakeEvent(): { preventDefault(): void; defaultPrevented: boolean } {
  const event = {
    defaultPrevented: false,
    preventDefault() {
      event.defaultPrevented = true;
    },
  };
  return event;
}

/** Timers run by hand: `advance(ms)` fires whatever falls due, in order. */
export class ManualScheduler implements Scheduler {
  now = 0;
  #next = 1;
  #timers = new Map<number, { at: number; fn: () => void }>();

  setTimeout(fn: () => void, ms: number): number {
    const id = this.#next++;
    this.#timers.set(id, { at: this.now + ms, fn });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.#timers.delete(handle as number);
  }

  /** Timers still waiting. */
  get pending(): number {
    return this.#timers.size;
  }

  advance(ms: number): void {
    const until = this.now + ms;
    for (;;) {
      const due = [...this.#timers.entries()]
        .filter(([, t]) => t.at <= until)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.#timers.delete(due[0]);
      this.now = due[1].at;
      due[1].fn();
    }
    this.now = until;
  }
}

/** What Electron tells a window-open handler (the parts the guard reads). */
export interface WindowOpenDetails {
  url: string;
  disposition?: string;
  postBody?: unknown;
}

/** A webContents that records reloads, loads and crashes. */
export class FakeWebContents extends EventEmitter {
  destroyed = false;
  url = '';
  reloads = 0;
  crashes = 0;
  loads: string[] = [];
  windowOpenHandler: ((details: WindowOpenDetails) => { action: string }) | null = null;

  setWindowOpenHandler(handler: (details: WindowOpenDetails) => { action: string }): void {
    this.windowOpenHandler = handler;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  reload(): void {
    this.reloads += 1;
  }
  loadURL(url: string): Promise<void> {
    this.loads.push(url);
    this.url = url;
    return Promise.resolve();
  }
  forcefullyCrashRenderer(): void {
    this.crashes += 1;
  }
}

/** A BrowserWindow that keeps its options and state. */
export class FakeBrowserWindow extends EventEmitter {
  static instances: FakeBrowserWindow[] = [];
  webContents = new FakeWebContents();
  kiosk: boolean;
  shown = false;
  focused = false;
  minimized = false;
  menuRemoved = false;
  menuBarVisible = true;
  destroyed = false;

  constructor(public options: BrowserWindowConstructorOptions) {
    super();
    this.kiosk = options.kiosk === true;
    FakeBrowserWindow.instances.push(this);
  }
  setMenu(menu: unknown): void {
    this.menuRemoved = menu === null;
  }
  setMenuBarVisibility(visible: boolean): void {
    this.menuBarVisible = visible;
  }
  isKiosk(): boolean {
    return this.kiosk;
  }
  setKiosk(on: boolean): void {
    this.kiosk = on;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  restore(): void {
    this.minimized = false;
  }
  show(): void {
    this.shown = true;
  }
  focus(): void {
    this.focused = true;
  }
  loadURL(url: string): Promise<void> {
    return this.webContents.loadURL(url);
  }
}

type Handler = (event: { senderFrame: { url: string } | null }, ...args: unknown[]) => unknown;

/** ipcMain whose handlers a test invokes as a frame at a given URL. */
export class FakeIpcMain {
  handlers = new Map<string, Handler>();
  handle(channel: string, handler: Handler): void {
    if (this.handlers.has(channel)) throw new Error(`second handler for ${channel}`);
    this.handlers.set(channel, handler);
  }
  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }
  /** Calls a handler as the renderer would, from a frame at `frameUrl` (null: destroyed frame). */
  async invoke(frameUrl: string | null, channel: string, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    return handler({ senderFrame: frameUrl === null ? null : { url: frameUrl } }, ...args);
  }
}

/** The fake app: a lock that can be taken or not, and a record of quits. */
export class FakeApp extends EventEmitter {
  isPackaged = true;
  quits = 0;
  lockAvailable = true;
  loginItem = { openAtLogin: false };

  requestSingleInstanceLock(): boolean {
    return this.lockAvailable;
  }
  quit(): void {
    this.quits += 1;
  }
  whenReady(): Promise<void> {
    return Promise.resolve();
  }
}

/** A whole fake Electron, plus handles on its parts. */
export function fakeElectron() {
  FakeBrowserWindow.instances = [];
  const app = new FakeApp();
  const ipcMain = new FakeIpcMain();
  const protocolHandlers = new Map<string, (request: Request) => Promise<Response>>();
  const blocker = { started: [] as string[], stopped: 0 };
  const permissions = { request: null as unknown, check: null as unknown };
  const menus: unknown[] = [];
  /** Addresses handed to the system browser. */
  const opened: string[] = [];
  const electron = {
    app,
    BrowserWindow: FakeBrowserWindow,
    protocol: {
      handle: (scheme: string, handler: (request: Request) => Promise<Response>) =>
        void protocolHandlers.set(scheme, handler),
    },
    ipcMain,
    powerSaveBlocker: {
      start: (type: string) => blocker.started.push(type),
      stop: () => void (blocker.stopped += 1),
      isStarted: () => true,
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (h: unknown) => void (permissions.request = h),
        setPermissionCheckHandler: (h: unknown) => void (permissions.check = h),
      },
    },
    Menu: { setApplicationMenu: (menu: unknown) => void menus.push(menu) },
    shell: { openExternal: (url: string) => Promise.resolve(void opened.push(url)) },
  };
  return {
    electron: electron as unknown as ElectronDeps,
    app,
    ipcMain,
    protocolHandlers,
    blocker,
    permissions,
    menus,
    opened,
    windows: FakeBrowserWindow.instances,
  };
}
