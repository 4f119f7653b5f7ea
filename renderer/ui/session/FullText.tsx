import Box from '../common/Box';
import type { SxProps, Theme } from '@mui/system';
import { useId, type ReactNode } from 'react';
import { Popup, useHoverPopup } from '../common/popup';
import { sxList } from '../common/sx';

/** Props of {@link FullText}. */
export interface FullTextProps {
  /** The whole text (shown as text, never HTML). */
  text: string;
  /** The text as laid out, possibly cut with an ellipsis. */
  children: ReactNode;
  /** Size of the popup's text (the wall's is in viewport units, the phone's in rem). */
  fontSize: string;
  sx?: SxProps<Theme>;
  testId?: string;
}

/**
 * Text that may be cut with an ellipsis, with the whole of it on demand: as its title,
 * and in a popup after a short hover or while it has keyboard focus (Tab reaches it).
 */
export function FullText({ text, children, fontSize, sx, testId }: FullTextProps) {
  const { setOpen, close, anchorProps, popupProps } = useHoverPopup();
  const id = useId();
  return (
    <Box
      component="span"
      {...anchorProps}
      style={undefined}
      tabIndex={0}
      title={text}
      aria-describedby={popupProps.open ? id : undefined}
      data-testid={testId}
      onFocus={() => setOpen(true)}
      onBlur={close}
      sx={[
        {
          display: 'block',
          minWidth: 0,
          borderRadius: '4px',
          '&:focus-visible': { outline: '3px solid currentColor', outlineOffset: 4 },
        },
        ...sxList(sx),
      ]}
    >
      {children}
      <Popup
        {...popupProps}
        id={id}
        placement="bottom"
        role="tooltip"
        sx={{
          pointerEvents: 'none',
          maxWidth: 'min(90vw, 60em)',
          bgcolor: 'rgba(15, 23, 42, 0.96)',
          color: '#ffffff',
          fontSize,
          fontWeight: 600,
          lineHeight: 1.35,
          px: '0.75em',
          py: '0.4em',
          borderRadius: '0.4em',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          boxShadow: '0 8px 24px rgba(0,0,0,0.35)',
        }}
      >
        {text}
      </Popup>
    </Box>
  );
}
