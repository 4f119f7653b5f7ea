import { lazy, Suspense, useCallback, useState } from 'react';
import type { GridPosition } from '../../domain/types';
import { Popup, useHoverPopup } from '../common/popup';
import { RoundIconButton } from '../common/buttons';
import { MoreHorizIcon } from '../common/icons';
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
const CardMenuList = lazy(loadMenuList);

/**
 * The per-card menu behind the ellipsis icon (items in {@link CardMenuList}). It opens
 * on hover after 50 ms and closes 70 ms after the pointer leaves button and menu, and
 * opens on a click or tap; a click elsewhere, Escape or a choice closes it. The items
 * load with the first hover, so the wall screen's first page does not carry them.
 */
export function CardMenu({
  userName,
  position,
  offline,
  onBlock,
  onPosition,
  onRemove,
}: CardMenuProps) {
  const t = useText(cardMenuText);
  const { open, setOpen, anchorProps, popupProps } = useHoverPopup(loadMenuList);
  const [fromKeyboard, setFromKeyboard] = useState(false);
  const choose = useCallback(
    (action: () => void) => {
      setOpen(false);
      action();
    },
    [setOpen],
  );
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
        sx={{
          color: 'inherit',
          bgcolor: 'rgba(0, 0, 0, 0.06)',
          '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.14)' },
          // In the card's em, so it scales with the card.
          fontSize: '1em',
          p: '0.2em',
        }}
      >
        <MoreHorizIcon sx={{ fontSize: '1.5em' }} />
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
      </Popup>
    </span>
  );
}
