/**
 * Hides the mouse pointer after a few seconds without movement: on a wall
 * screen a pointer left in the middle of a card is only in the way. Any
 * movement, click, wheel or touch shows it again.
 */

/** How long the pointer stays visible after it last moved. */
export const CURSOR_IDLE_MS = 3000;

/** Attribute set on `<html>` while the pointer is hidden. */
export const CURSOR_HIDDEN_ATTRIBUTE = 'data-story-point-cursor-hidden';

/** The CSS that hides the pointer while the attribute is set. */
export const CURSOR_HIDDEN_CSS = `html[${CURSOR_HIDDEN_ATTRIBUTE}], html[${CURSOR_HIDDEN_ATTRIBUTE}] * { cursor: none !important; }`;

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'wheel', 'touchstart'] as const;

/** The window API the hider uses (the preload's window, or a fake in tests). */
export interface CursorWindow {
  document: {
    readyState: string;
    documentElement: {
      setAttribute(name: string, value: string): void;
      removeAttribute(name: string): void;
    };
    head: { appendChild(node: unknown): unknown } | null;
    createElement(tag: 'style'): { textContent: string | null };
  };
  addEventListener(type: string, listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void, options?: EventListenerOptions): void;
  setTimeout(handler: () => void, ms: number): number;
  clearTimeout(handle: number): void;
}

/** Installs the hider; returns a disposer (listeners and timer removed, pointer shown). */
export function installCursorHider(win: CursorWindow, idleMs: number = CURSOR_IDLE_MS): () => void {
  let timer: number | null = null;
  const root = () => win.document.documentElement;
  const hide = () => {
    timer = null;
    root().setAttribute(CURSOR_HIDDEN_ATTRIBUTE, '');
  };
  const onActivity = () => {
    root().removeAttribute(CURSOR_HIDDEN_ATTRIBUTE);
    if (timer !== null) win.clearTimeout(timer);
    timer = win.setTimeout(hide, idleMs);
  };
  const addStyle = () => {
    const style = win.document.createElement('style');
    style.textContent = CURSOR_HIDDEN_CSS;
    win.document.head?.appendChild(style);
  };
  // The preload runs before the page is parsed: add the style once <head> exists.
  if (win.document.readyState === 'loading') {
    win.addEventListener('DOMContentLoaded', addStyle, { once: true });
  } else {
    addStyle();
  }
  for (const type of ACTIVITY_EVENTS) {
    win.addEventListener(type, onActivity, { capture: true, passive: true });
  }
  // Start the countdown at once: a pointer that never moves is hidden too.
  timer = win.setTimeout(hide, idleMs);
  return () => {
    for (const type of ACTIVITY_EVENTS)
      win.removeEventListener(type, onActivity, { capture: true });
    if (timer !== null) win.clearTimeout(timer);
    timer = null;
    root().removeAttribute(CURSOR_HIDDEN_ATTRIBUTE);
  };
}
