/**
 * Hover popups without MUI's Tooltip and Popper (which cost the first page about
 * 15 KB of gzip): {@link useHoverPopup} opens after {@link POPUP_OPEN_DELAY_MS} of
 * hover and closes {@link POPUP_CLOSE_DELAY_MS} after the pointer leaves both the
 * anchor and the popup; {@link Popup} draws the body in a portal next to its anchor,
 * flipped above it when there is no room below, and closes on a click elsewhere or
 * Escape.
 */
import Box from '@mui/system/Box';
import type { SxProps, Theme } from '@mui/system';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { POPUP_CLOSE_DELAY_MS, POPUP_OPEN_DELAY_MS } from '../../domain/constants';
import { sxList } from './sx';

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

/** Where the popup sits relative to its anchor (below, flipped above when needed). */
export type PopupPlacement = 'bottom' | 'bottom-end';

/** Props of {@link Popup}. */
export interface PopupProps {
  anchor: RefObject<HTMLElement>;
  open: boolean;
  onClose(): void;
  hover: HoverHandlers;
  placement: PopupPlacement;
  role?: string;
  id?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

const GAP = 6;
const MARGIN = 8;

/** Viewport position of a popup of `size` next to `anchor`, kept on screen. */
export function placePopup(
  anchor: { top: number; bottom: number; left: number; right: number },
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  placement: PopupPlacement,
): { top: number; left: number } {
  const wanted =
    placement === 'bottom-end'
      ? anchor.right - size.width
      : (anchor.left + anchor.right) / 2 - size.width / 2;
  const left = Math.max(MARGIN, Math.min(wanted, viewport.width - MARGIN - size.width));
  const below = anchor.bottom + GAP;
  const above = anchor.top - GAP - size.height;
  const fitsBelow = below + size.height <= viewport.height - MARGIN;
  const top = fitsBelow || above < MARGIN ? below : above;
  return { top, left };
}

/**
 * The popup body in a portal on `document.body`, fixed next to its anchor. It is
 * measured before it shows and follows its own size (a body that loads lazily grows).
 */
export function Popup({
  anchor,
  open,
  onClose,
  hover,
  placement,
  role,
  id,
  sx,
  children,
}: PopupProps) {
  const ref = useRef<HTMLDivElement | null>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  useLayoutEffect(() => {
    const el = ref.current;
    const target = anchor.current;
    if (!open || !el || !target) {
      setPosition(null);
      return undefined;
    }
    const place = () =>
      setPosition(
        placePopup(
          target.getBoundingClientRect(),
          { width: el.offsetWidth, height: el.offsetHeight },
          { width: window.innerWidth, height: window.innerHeight },
          placement,
        ),
      );
    place();
    const observer = new ResizeObserver(place);
    observer.observe(el);
    // A scrolled page (a portrait window) moves the anchor: the popup follows it.
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, anchor, placement]);

  useEffect(() => {
    if (!open) return undefined;
    const away = (event: Event) => {
      const target = event.target as Node | null;
      if (target && (ref.current?.contains(target) || anchor.current?.contains(target))) return;
      onClose();
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('pointerdown', away, true);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away, true);
      document.removeEventListener('keydown', escape);
    };
  }, [open, onClose, anchor]);

  if (!open) return null;
  return createPortal(
    <Box
      ref={ref}
      role={role}
      id={id}
      onPointerEnter={hover.onPointerEnter}
      onPointerLeave={hover.onPointerLeave}
      // Measured screen coordinates go inline: styles are mirrored in a right-to-left
      // Options menu (MaterialScope), a measured `left` must not be.
      style={{
        top: position?.top ?? 0,
        left: position?.left ?? 0,
        // Unseen until placed, yet focusable: a menu opened from the keyboard focuses
        // its item while it mounts, before the first placement (hidden would refuse).
        opacity: position ? 1 : 0,
      }}
      sx={[{ position: 'fixed', zIndex: 1500 }, ...sxList(sx)]}
    >
      {children}
    </Box>,
    document.body,
  );
}
