import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import type { GridPosition } from '../../domain/types';
import { Popup, useHoverPopup } from '../common/popup';
import { RoundIconButton } from '../common/buttons';
import { MoreHorizIcon } from '../common/icons';
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

const loadMenuList = () => import('./CardMenuList');

/**
 * A choice made from the keyboard that moves the card (a new position) mounts a new
 * card: its menu button takes the focus back if it mounts within this time.
 */
const REFOCUS_MS = 1000;
let refocus: { userName: string; until: number } | null = null;
const CardMenuList = lazy(loadMenuList);

/**
 * The per-card menu behind the ellipsis icon (items in {@link CardMenuList}). It opens
 * on hover after 50 ms and closes 70 ms after the pointer leaves button and menu, and
 * opens on a click or tap, or Enter or Space (the first item focused, the arrows move);
 * a click elsewhere, Escape or a choice closes it, and focus goes back to the button. The items
 * load with the first hover, so the wall screen's first page does not carry them. A card's
 * vote does not re-render it: its props are the same (memo).
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
  const { open, setOpen, anchor, anchorProps, popupProps } = useHoverPopup(loadMenuList);
  const [fromKeyboard, setFromKeyboard] = useState(false);
  const items = useRef<HTMLDivElement | null>(null);
  // Closing a menu that has the focus hands it back to its button, not to the page.
  const closeFromInside = useCallback(() => {
    const inside = items.current?.contains(document.activeElement) ?? false;
    setOpen(false);
    if (inside) anchor.current?.querySelector('button')?.focus();
  }, [setOpen, anchor]);
  const choose = useCallback(
    (action: () => void) => {
      if (items.current?.contains(document.activeElement)) {
        refocus = { userName, until: Date.now() + REFOCUS_MS };
      }
      closeFromInside();
      action();
    },
    [closeFromInside, userName],
  );
  useLayoutEffect(() => {
    if (refocus?.userName !== userName) return;
    if (Date.now() <= refocus.until) anchor.current?.querySelector('button')?.focus();
    refocus = null;
  }, [userName, anchor]);
  const onMenuKey = (event: KeyboardEvent) => {
    // Escape closes; Tab leaves the menu as if from its button, to the next control.
    if (event.key === 'Escape' || event.key === 'Tab') closeFromInside();
  };
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
      <Popup
        {...popupProps}
        placement="bottom-end"
        sx={{
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderRadius: 2,
          boxShadow: 8,
          fontSize: 15,
          overflow: 'hidden',
        }}
      >
        <div ref={items} onKeyDown={onMenuKey}>
          <Suspense fallback={null}>
            <CardMenuList
              userName={userName}
              position={position}
              offline={offline}
              focusFirst={fromKeyboard}
              choose={choose}
              onBlock={onBlock}
              onPosition={onPosition}
              onRemove={onRemove}
            />
          </Suspense>
        </div>
      </Popup>
    </span>
  );
});
