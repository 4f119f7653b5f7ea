import Check from '@mui/icons-material/Check';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Tooltip from '@mui/material/Tooltip';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import { useState } from 'react';
import { LABELS, POPUP_CLOSE_DELAY_MS, POPUP_OPEN_DELAY_MS } from '../../domain/constants';
import type { GridPosition } from '../../domain/types';

/** Props of {@link CardMenu}. */
export interface CardMenuProps {
  userName: string;
  position: GridPosition;
  offline: boolean;
  onBlock(): void;
  onPosition(position: GridPosition): void;
  onRemove(): void;
}

const POSITIONS: { position: GridPosition; label: string }[] = [
  { position: 'default', label: LABELS.positionCenter },
  { position: 'left', label: LABELS.positionLeft },
  { position: 'right', label: LABELS.positionRight },
];

/**
 * The per-card menu behind the ellipsis icon: 'Block User', 'Set Position' (Center,
 * Left, Right) and, for offline participants only, 'Remove from session'. It opens on
 * hover after 50 ms and closes 70 ms after the pointer leaves (MUI's popup delays, no
 * timers of our own), and on a click or tap.
 */
export function CardMenu({
  userName,
  position,
  offline,
  onBlock,
  onPosition,
  onRemove,
}: CardMenuProps) {
  const [open, setOpen] = useState(false);
  const run = (fn: () => void) => () => {
    setOpen(false);
    fn();
  };
  const menu = (
    <MenuList dense aria-label={`Actions for ${userName}`} sx={{ minWidth: 200, py: 0.5 }}>
      <MenuItem onClick={run(onBlock)}>{LABELS.blockUser}</MenuItem>
      <ListSubheader disableSticky sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
        {LABELS.setPosition}
      </ListSubheader>
      {POSITIONS.map((p) => (
        <MenuItem
          key={p.position}
          selected={position === p.position}
          onClick={run(() => onPosition(p.position))}
          sx={{ pl: 2 }}
        >
          <ListItemIcon>{position === p.position && <Check fontSize="small" />}</ListItemIcon>
          <ListItemText>{p.label}</ListItemText>
        </MenuItem>
      ))}
      {offline && (
        <MenuItem onClick={run(onRemove)} sx={{ color: 'error.main' }}>
          {LABELS.removeFromSession}
        </MenuItem>
      )}
    </MenuList>
  );
  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <span>
        <Tooltip
          title={menu}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          enterDelay={POPUP_OPEN_DELAY_MS}
          enterNextDelay={POPUP_OPEN_DELAY_MS}
          leaveDelay={POPUP_CLOSE_DELAY_MS}
          enterTouchDelay={0}
          placement="bottom-end"
          describeChild
          slotProps={{
            tooltip: {
              sx: {
                bgcolor: 'background.paper',
                color: 'text.primary',
                p: 0,
                maxWidth: 'none',
                borderRadius: 2,
                boxShadow: 8,
                fontSize: 15,
              },
            },
          }}
        >
          <IconButton
            data-testid="card-menu-button"
            aria-label={`More actions for ${userName}`}
            aria-haspopup="menu"
            aria-expanded={open}
            onClick={() => setOpen(true)}
            size="small"
            sx={{
              color: 'inherit',
              bgcolor: 'rgba(0, 0, 0, 0.06)',
              '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.14)' },
              fontSize: '1em',
            }}
          >
            <MoreHoriz sx={{ fontSize: '1.5em' }} />
          </IconButton>
        </Tooltip>
      </span>
    </ClickAwayListener>
  );
}
