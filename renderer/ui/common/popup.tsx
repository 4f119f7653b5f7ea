/**
 * Hover popups without MUI's Tooltip and Popper (which cost the first page about
 * 15 KB of gzip): {@link useHoverPopup} opens after {@link POPUP_OPEN_DELAY_MS} of
 * hover and closes {@link POPUP_CLOSE_DELAY_MS} after the pointer leaves both the
 * anchor and the popup; {@link Popup} draws the body in a portal next to its anchor,
 * flipped above it when there is no room below, and closes on a click elsewhere or
 * Escape.
 */
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { POPUP_CLOSE_DELAY_MS, POPUP_OPEN_DELAY_MS } from '../../domain/constants';
import type { PopupProps } from './popup-body';

export type { PopupPlacement, PopupProps } from './popup-body';

/**
 * The popup's body (popup-body.tsx): fetched as a pointer enters or focus reaches an
 * anchor, within the open delay, so a page that nobody hovers never loads it.
 */
const loadBody = () => import('./popup-body');
const PopupBody = lazy(loadBody);

/** The popup body in a portal next to its anchor while open (popup-body.tsx). */
export function Popup(props: PopupProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <PopupBody {...props} />
    </Suspense>
  );
}

/** Hover handlers for the anchor and for the popup itself. */
export interface HoverHandlers {
  onPointerEnter(event: PointerEvent): void;
  onPointerLeave(event: PointerEvent): void;
}

/** Focus handlers for the anchor: a hint shows for the keyboard as for the mouse. */
export interface FocusHandlers {
  onFocus(event: FocusEvent): void;
  onBlur(event: FocusEvent): void;
}

/** What {@link useHoverPopup} gives its component. */
export interface HoverPopup {
  open: boolean;
  /** Opens or closes at once (a click, Escape, a choice made). */
  setOpen(open: boolean): void;
  /** Closes at once (stable: fit for effects and `onClose`). */
  close(): void;
  /** Hover handlers, for the popup. */
  hover: HoverHandlers;
  /**
   * Focus handlers, for an anchor whose popup is a hint: keyboard focus (not a click's
   * focus) opens it with the hover delay, and it closes when focus leaves the anchor.
   */
  focus: FocusHandlers;
  /** The anchor: `ref` for {@link Popup}'s `anchor`. */
  anchor: RefObject<HTMLSpanElement>;
  /** Spread on {@link Popup}: its anchor, open state, closing and hover. */
  popupProps: Pick<PopupProps, 'anchor' | 'open' | 'onClose' | 'hover'>;
  /** Spread on the anchor, a `<span>` around what the popup belongs to. */
  anchorProps: HoverHandlers & {
    ref: RefObject<HTMLSpanElement>;
    style: { display: 'inline-flex' };
  };
}

/**
 * Open state driven by mouse hover with the popup delays of docs/product.md, Constants
 * (touch and pen open by a tap instead: their enter and leave events say nothing about
 * intent).
 *
 * @param onHoverStart - called as soon as a mouse enters, before the delay (to start
 *   loading the popup's body)
 */
export function useHoverPopup(onHoverStart?: () => void): HoverPopup {
  const [open, setOpenState] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const later = useCallback(
    (next: boolean, ms: number) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        setOpenState(next);
      }, ms);
    },
    [cancel],
  );
  useEffect(() => cancel, [cancel]);
  const setOpen = useCallback(
    (next: boolean) => {
      cancel();
      setOpenState(next);
    },
    [cancel],
  );
  const close = useCallback(() => setOpen(false), [setOpen]);
  const anchor = useRef<HTMLSpanElement | null>(null);
  const hover: HoverHandlers = {
    onPointerEnter: (event) => {
      if (event.pointerType !== 'mouse') return;
      void loadBody();
      onHoverStart?.();
      if (open) cancel();
      else later(true, POPUP_OPEN_DELAY_MS);
    },
    onPointerLeave: (event) => {
      if (event.pointerType !== 'mouse') return;
      // From the popup back onto its anchor: still hovering (the popup is the anchor's
      // child in React's tree, so the anchor sees no enter).
      const to = event.relatedTarget;
      if (to instanceof Node && anchor.current?.contains(to)) return;
      if (open) later(false, POPUP_CLOSE_DELAY_MS);
      else cancel();
    },
  };
  const focus: FocusHandlers = {
    onFocus: (event) => {
      if (event.target instanceof Element && event.target.matches(':focus-visible')) {
        void loadBody();
        later(true, POPUP_OPEN_DELAY_MS);
      }
    },
    onBlur: (event) => {
      const to = event.relatedTarget;
      if (to instanceof Node && anchor.current?.contains(to)) return;
      setOpen(false);
    },
  };
  return {
    open,
    setOpen,
    close,
    hover,
    focus,
    anchor,
    popupProps: { anchor, open, onClose: close, hover },
    anchorProps: { ...hover, ref: anchor, style: ANCHOR_STYLE },
  };
}

const ANCHOR_STYLE = { display: 'inline-flex' } as const;
