/**
 * The wall's shortcuts (renderer/domain/wall-keys.ts) on the page's keyboard events.
 * What a key may not take: text being typed, and keys a focused control uses itself.
 */
import { useEffect, useRef } from 'react';
import { wallKeyAction, type WallKeyAction } from '../../domain/wall-keys';

/** What each shortcut does on this page; an action left out does nothing. */
export type WallKeyHandlers = Partial<Record<WallKeyAction, () => void>>;

const TEXT_INPUTS = new Set([
  'text',
  'search',
  'url',
  'email',
  'tel',
  'password',
  'number',
  'date',
  'time',
  'datetime-local',
  'month',
  'week',
]);

/**
 * Focus is where keys are text or choose an item by its first letter: a field, a text
 * area, a select, an editable element, a menu or a list box.
 */
export function isTyping(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) return TEXT_INPUTS.has(element.type);
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  return (
    element.closest(
      '[role="textbox"], [role="combobox"], [role="spinbutton"], [role="menu"], [role="listbox"]',
    ) !== null
  );
}

/** Focus is on a control that moves with arrows itself (a menu, a list, a slider, tabs). */
export function isOnArrowControl(element: Element | null): boolean {
  return (
    element?.closest(
      '[role="menubar"], [role="slider"], [role="tablist"], [role="radiogroup"], [role="grid"]',
    ) != null
  );
}

/** A key pressed before the keys' code was in, and where focus was then. */
export interface EarlyKey {
  event: KeyboardEvent;
  focused: Element | null;
}

/**
 * The keys pressed while the keys' code was loading (ui/wall/later.tsx, WallKeysSlot):
 * kept until {@link useWallKeys} takes them, then no longer collected.
 */
export interface EarlyKeys {
  keys: EarlyKey[];
  taken: boolean;
}

/**
 * Listens on the window while the page is shown. `handlers` is asked at each key for
 * what applies now (while Options is open, nothing: its keys are its own). The keys
 * pressed before this code was in (`early`) are handled first, in their order.
 */
export function useWallKeys(handlers: () => WallKeyHandlers, early?: EarlyKeys): void {
  // The latest handlers without re-subscribing on every render.
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const handle = (event: KeyboardEvent, focused: Element | null) => {
      if (event.defaultPrevented || event.repeat) return;
      const action = wallKeyAction({
        key: event.key,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        metaKey: event.metaKey,
        typing: isTyping(focused),
        onControl: isOnArrowControl(focused),
      });
      if (!action) return;
      const handler = latest.current()[action];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    const onKeyDown = (event: KeyboardEvent) => handle(event, document.activeElement);
    window.addEventListener('keydown', onKeyDown);
    if (early && !early.taken) {
      early.taken = true;
      for (const { event, focused } of early.keys.splice(0)) handle(event, focused);
    }
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [early]);
}
