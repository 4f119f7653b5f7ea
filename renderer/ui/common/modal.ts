/**
 * The wall's modal dialogs (the help overlay, the reference board): the dimmed layer
 * under them, and their focus: it moves into the dialog when it opens, Tab and
 * Shift+Tab go round inside it, Escape asks to close it, and it goes back to where it
 * was when the dialog closes.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

const TABBABLE =
  'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** The layer over the page under a dialog: a click on it closes the dialog. */
export const BACKDROP_SX = {
  position: 'fixed',
  inset: 0,
  zIndex: 1400,
  display: 'grid',
  placeItems: 'center',
  bgcolor: 'rgba(15, 23, 42, 0.6)',
} as const;

/**
 * Traps focus in `dialog` while it is shown; `onClose` is called on Escape. Focus goes
 * back to `returnTo` on closing, or (absent or null) to where it was before.
 */
export function useFocusTrap(
  dialog: RefObject<HTMLElement | null>,
  onClose: () => void,
  returnTo?: HTMLElement | null,
): void {
  // Where focus goes back to: as asked, else where it was before the dialog took it
  // (read while rendering, before the effect below moves it).
  const [before] = useState(() => returnTo ?? document.activeElement);
  // The page's latest onClose, without running the effect again (which would move focus).
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const root = dialog.current;
    if (!root) return undefined;
    const tabbable = () => Array.from(root.querySelectorAll<HTMLElement>(TABBABLE));
    // In an effect, not autoFocus: a menu closing in the same moment gives focus back to
    // its button in its own effect, which runs first (it comes first on the page).
    tabbable()[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = tabbable();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const at = document.activeElement;
      const outside = !(at instanceof Node) || !root.contains(at);
      if (event.shiftKey && (at === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (at === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [dialog, before]);
}
