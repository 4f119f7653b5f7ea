import type { ReactNode } from 'react';
import { Popup, useHoverPopup } from './popup';

/** Props of {@link Hint}. */
export interface HintProps {
  /** The text shown (as text, never HTML). */
  title: string;
  children: ReactNode;
}

/**
 * A tooltip: `title` below its child after a short hover or when the keyboard focuses it
 * (the product's popup delays), gone when the pointer or the focus leaves, the child is
 * clicked or Escape is pressed. The child
 * carries the same words as its accessible name (the hint is for the eye).
 */
export function Hint({ title, children }: HintProps) {
  const { close, anchorProps, popupProps, focus } = useHoverPopup();
  return (
    <span {...anchorProps} {...focus} onClickCapture={close}>
      {children}
      <Popup
        {...popupProps}
        placement="bottom"
        role="tooltip"
        sx={{
          pointerEvents: 'none',
          bgcolor: 'rgba(33, 37, 41, 0.94)',
          color: '#ffffff',
          fontSize: 15,
          fontWeight: 600,
          lineHeight: 1.3,
          px: 1.25,
          py: 0.5,
          borderRadius: 1,
          whiteSpace: 'nowrap',
        }}
      >
        {title}
      </Popup>
    </span>
  );
}
