import Delete from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { Hint } from '../../common/Hint';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { optionsPanelsText } from '../../../i18n/en/options-panels';
import { useText } from '../../../i18n/react';
import type { WallMenuSource } from './types';

/** The 'Blocked Users' entries: each name with a delete icon that unblocks it. */
export const BlockedUsers = observer(function BlockedUsers({ wall }: { wall: WallMenuSource }) {
  const t = useText(optionsPanelsText);
  const listRef = useRef<HTMLDivElement>(null);

  // The pressed button goes away with its row. Keyboard focus stays in the menu (the
  // next row's button, or the menu itself once the list is gone), so Tab and Escape
  // keep working instead of focus falling back to the page behind the drawer.
  function unblock(userId: string, index: number): void {
    const dialog = listRef.current?.closest<HTMLElement>('[role="dialog"]');
    wall.unblock(userId);
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
      const next = buttons[Math.min(index, buttons.length - 1)];
      (next ?? dialog)?.focus();
    });
  }

  return (
    <Stack spacing={0.5} data-testid="blocked-users" ref={listRef}>
      {wall.blockList.blocked.map((p, index) => (
        <Stack
          key={p.userId}
          direction="row"
          spacing={1}
          useFlexGap
          data-testid="blocked-user"
          data-user-id={p.userId}
          sx={{ alignItems: 'center', pl: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}
        >
          <Typography
            dir="auto"
            sx={{ flex: 1, minWidth: 0, fontSize: 17, textAlign: 'left' }}
            noWrap
            title={p.userName}
          >
            {p.userName}
          </Typography>
          <Hint title={t('unblock')}>
            <IconButton
              aria-label={t('unblockUser', { name: p.userName })}
              onClick={() => unblock(p.userId, index)}
            >
              <Delete />
            </IconButton>
          </Hint>
        </Stack>
      ))}
    </Stack>
  );
});
