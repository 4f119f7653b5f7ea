import { lazy, memo, Suspense, useCallback, useLayoutEffect, useState } from 'react';
import type { GridPosition } from '../../domain/types';
import { useHoverPopup } from '../common/popup';
import { RoundIconButton } from '../common/buttons';
import { MoreHorizIcon } from './wall-icons';
import { CARD_CLASS } from './card-styles';
import { cardMenuText } from '../../i18n/en/card-menu';
import { useText } from '../../i18n/react';

/** Props of {@link CardMenu}. */
export interface CardMenuProps {
  userName: string;
  position: GridPosition;
  offline: boolean;
  onBlock(): void;
  onPosition(position: GridPosition): void;
  onRemove(): void;
}

const loadMenu = () => import('./CardMenuList');
const CardMenuPopup = lazy(() => loadMenu().then((m) => ({ default: m.CardMenuPopup })));

/**
 * A choice made from the keyboard that moves the card (a new position) mounts a new
 * card: its menu button takes the focus back if it mounts within this time.
 */
const REFOCUS_MS = 1000;
let refocus: { userName: string; until: number } | null = null;

/**
 * The per-card menu behind the ellipsis icon (the open menu in {@link CardMenuPopup}). It
 * opens on hover after 50 ms and closes 70 ms after the pointer leaves button and menu, and
 * opens on a click or tap, or Enter or Space (the first item focused, the arrows move);
 * a click elsewhere, Escape or a choice closes it, and focus goes back to the button. The
 * open menu's code loads with the first hover, so the wall screen's first page does not
 * carry it. A card's vote does not re-render it: its props are the same (memo).
 */
export const CardMenu = memo(function CardMenu({
  userName,
  position,
  offline,
  onBlock,
  onPosition,
  onRemove,
}: CardMenuProps) {
  const t = useText(cardMenuText);
  const { open, setOpen, anchor, anchorProps, popupProps } = useHoverPopup(loadMenu);
  const [fromKeyboard, setFromKeyboard] = useState(false);
  const refocusLater = useCallback(() => {
    refocus = { userName, until: Date.now() + REFOCUS_MS };
  }, [userName]);
  useLayoutEffect(() => {
    if (refocus?.userName !== userName) return;
    if (Date.now() <= refocus.until) anchor.current?.querySelector('button')?.focus();
    refocus = null;
  }, [userName, anchor]);
  return (
    <span {...anchorProps}>
      <RoundIconButton
        data-testid="card-menu-button"
        aria-label={t('moreActions', { name: userName })}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={(event) => {
          // A keyboard "click" has no pointer position: detail is 0.
          setFromKeyboard(event.detail === 0);
          setOpen(true);
        }}
        size="small"
        className={CARD_CLASS.menu}
      >
        <MoreHorizIcon className={CARD_CLASS.menuIcon} />
      </RoundIconButton>
      {open && (
        <Suspense fallback={null}>
          <CardMenuPopup
            popupProps={popupProps}
            setOpen={setOpen}
            refocusLater={refocusLater}
            userName={userName}
            position={position}
            offline={offline}
            fromKeyboard={fromKeyboard}
            onBlock={onBlock}
            onPosition={onPosition}
            onRemove={onRemove}
          />
        </Suspense>
      )}
    </span>
  );
});
