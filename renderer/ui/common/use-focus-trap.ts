/**
 * A modal dialog's focus (docs/product.md, Reference board): focus moves into it when it
 * opens, Tab and Shift+Tab go round inside it, Escape asks to close it, and focus goes
 * back to where it was when it closes.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

const TABBABLE =
  'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** Traps focus in `dialog` while it is shown; `onClose` is called on Escape. */
export function useFocusTrap(dialog: RefObject<HTMLElement | null>, onClose: () => void): void {
  // Where focus goes back to: read while rendering, before the effect below moves it.
  const [before] = useState(() => document.activeElement);
  // The page's latest onClose, without running the effect again (which would move focus).
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const root = dialog.current;
    if (!root) return undefined;
    const tabbable = () => Array.from(root.querySelectorAll<HTMLElement>(TABBABLE));
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
