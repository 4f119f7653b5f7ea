import Delete from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import type { ScreenStoreLike } from './types';

/** The 'Blocked Users' entries: each name with a delete icon that unblocks it. */
export const BlockedUsers = observer(function BlockedUsers({
  screen,
}: {
  screen: ScreenStoreLike;
}) {
  return (
    <Stack spacing={0.5} data-testid="blocked-users">
      {screen.blocked.map((p) => (
        <Stack
          key={p.userId}
          direction="row"
          spacing={1}
          data-testid="blocked-user"
          data-user-id={p.userId}
          sx={{ alignItems: 'center', pl: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}
        >
          <Typography sx={{ flex: 1, minWidth: 0, fontSize: 17 }} noWrap title={p.userName}>
            {p.userName}
          </Typography>
          <Tooltip title="Unblock">
            <IconButton
              aria-label={`Unblock ${p.userName}`}
              onClick={() => screen.unblock(p.userId)}
            >
              <Delete />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
    </Stack>
  );
});
