import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import type { GridPosition } from '../../domain/types';
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
