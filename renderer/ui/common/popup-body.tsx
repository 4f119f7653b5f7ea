/**
 * The body of a hover popup (popup.tsx): the portal next to its anchor, placed and
 * followed, and closed by a click elsewhere or Escape. Its code loads with the first
 * hover or keyboard focus of any popup's anchor, not with the page.
 */
import Box from './Box';
import type { SxProps, Theme } from '@mui/system';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import type { HoverHandlers } from './popup';
import { sxList } from './sx';

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
export default function PopupBody({
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
