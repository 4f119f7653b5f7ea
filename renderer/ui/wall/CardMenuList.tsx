import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import { useCallback, useRef, type KeyboardEvent } from 'react';
import type { GridPosition } from '../../domain/types';
import { Popup, type HoverPopup } from '../common/popup';
import { MaterialScope } from './material-scope';
import { cardMenuText } from '../../i18n/en/card-menu';
import { useText } from '../../i18n/react';

/** Props of {@link CardMenuList}. */
export interface CardMenuListProps {
  userName: string;
  position: GridPosition;
  offline: boolean;
  /** Opened from the keyboard: the first item takes the focus. */
  focusFirst: boolean;
  /** Each choice closes the menu first, then acts. */
  choose(action: () => void): void;
  onBlock(): void;
  onPosition(position: GridPosition): void;
  onRemove(): void;
}

const POSITIONS: {
  position: GridPosition;
  label: 'positionCenter' | 'positionLeft' | 'positionRight';
}[] = [
  { position: 'default', label: 'positionCenter' },
  { position: 'left', label: 'positionLeft' },
  { position: 'right', label: 'positionRight' },
];

/**
 * The card menu's items: 'Block User', 'Set Position' (Center, Left, Right, the
 * current one checked) and, for offline participants only, 'Remove from session'.
 * A chunk of its own: the wall screen loads it when a menu is first hovered.
 */
export default function CardMenuList({
  userName,
  position,
  offline,
  focusFirst,
  choose,
  onBlock,
  onPosition,
  onRemove,
}: CardMenuListProps) {
  const t = useText(cardMenuText);
  return (
    <MaterialScope>
      <MenuList
        dense
        autoFocusItem={focusFirst}
        aria-label={t('actions', { name: userName })}
        sx={{ minWidth: 200, py: 0.5 }}
      >
        <MenuItem onClick={() => choose(onBlock)}>{t('blockUser')}</MenuItem>
        <ListSubheader disableSticky sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
          {t('setPosition')}
        </ListSubheader>
        {POSITIONS.map((p) => (
          <MenuItem
            key={p.position}
            selected={position === p.position}
            onClick={() => choose(() => onPosition(p.position))}
            sx={{ pl: 2 }}
          >
            <ListItemIcon>{position === p.position && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText>{t(p.label)}</ListItemText>
          </MenuItem>
        ))}
        {offline && (
          <MenuItem onClick={() => choose(onRemove)} sx={{ color: 'error.main' }}>
            {t('removeFromSession')}
          </MenuItem>
        )}
      </MenuList>
    </MaterialScope>
  );
}

/** Props of {@link CardMenuPopup}. */
export interface CardMenuPopupProps extends Omit<CardMenuListProps, 'focusFirst' | 'choose'> {
  popupProps: HoverPopup['popupProps'];
  setOpen(open: boolean): void;
  /** A choice from the keyboard: the button of the card mounted for it takes the focus. */
  refocusLater(): void;
  /** Opened from the keyboard: the first item takes the focus. */
  fromKeyboard: boolean;
}

/**
 * The open card menu (CardMenu.tsx): its items in a popup below the button. Escape or Tab
 * closes it, and a menu that had the focus gives it back to its button; a choice made
 * from the keyboard that moves the card focuses the new card's button.
 */
export function CardMenuPopup({
  popupProps,
  setOpen,
  refocusLater,
  fromKeyboard,
  userName,
  ...list
}: CardMenuPopupProps) {
  const items = useRef<HTMLDivElement | null>(null);
  const { anchor } = popupProps;
  // Closing a menu that has the focus hands it back to its button, not to the page.
  const closeFromInside = useCallback(() => {
    const inside = items.current?.contains(document.activeElement) ?? false;
    setOpen(false);
    if (inside) anchor.current?.querySelector('button')?.focus();
  }, [setOpen, anchor]);
  const choose = useCallback(
    (action: () => void) => {
      if (items.current?.contains(document.activeElement)) refocusLater();
      closeFromInside();
      action();
    },
    [closeFromInside, refocusLater],
  );
  const onMenuKey = (event: KeyboardEvent) => {
    // Escape closes; Tab leaves the menu as if from its button, to the next control.
    if (event.key === 'Escape' || event.key === 'Tab') closeFromInside();
  };
  return (
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
        <CardMenuList {...list} userName={userName} focusFirst={fromKeyboard} choose={choose} />
      </div>
    </Popup>
  );
}
