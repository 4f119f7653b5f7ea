import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { asksSite } from '../../../domain/tracker-setup';
import { trackerText } from '../../../i18n/en/tracker';
import { useTranslator } from '../../../i18n/react';
import type { Deck } from '../../../domain/deck';
import type { TrackerConnectionStore } from '../../../stores/tracker/tracker-connection-store';
import type { TrackerStores } from '../../../stores/tracker/tracker-stores';
import { failureText } from '../tracker/tracker-words';
import { TRACKER_ALERT } from './tracker-alert';
import { SizeNumbersForm } from './SizeNumbersForm';
import { TrackerSetupForm } from './TrackerSetupForm';

/** Options' 'Issue tracker' section: the connection, then the team's sizes as numbers. */
export function TrackerSection({ stores, deck }: { stores: TrackerStores; deck: Deck }) {
  return (
    <>
      <TrackerOptions connection={stores.connection} />
      <SizeNumbersForm store={stores.sizeNumbers} deck={deck} />
    </>
  );
}

/**
 * Options' 'Issue tracker' (docs/tracker-wall.md, Connecting): the setup form, or once
 * connected the site (and Azure DevOps' project; Linear, which has none, by its name), the
 * account and Disconnect.
 */
export const TrackerOptions = observer(function TrackerOptions({
  connection,
}: {
  connection: TrackerConnectionStore;
}) {
  const translator = useTranslator();
  const t = translator.part(trackerText);
  useEffect(() => connection.check(), [connection]);

  const failure = connection.failure && (
    <Box role="alert" data-testid="tracker-failure" sx={TRACKER_ALERT}>
      {failureText(translator, connection.failure, connection.trackerName)}
    </Box>
  );
  if (connection.phase === 'checking')
    return <CircularProgress size={24} aria-label={t('checking')} />;
  const status = connection.status;
  if (!connection.connected || !status)
    return <TrackerSetupForm connection={connection} failure={failure} />;
  // In a right-to-left sentence an address and a login ('ana-lima') are isolated, so they
  // keep their order: the address left to right, the account by its own first letter.
  const rtl = translator.dir === 'rtl';
  const where = {
    site: rtl ? `\u2066${status.baseUrl}\u2069` : status.baseUrl,
    account: rtl ? `\u2068${status.account}\u2069` : status.account,
  };
  return (
    <Stack spacing={1.25} data-testid="tracker-connected">
      <Box role="status" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {status.project
          ? t('connectedProject', { ...where, project: status.project })
          : asksSite(status.kind)
            ? t('connectedAs', where)
            : t('connectedTo', { ...where, tracker: connection.trackerName })}
      </Box>
      <Box>
        <Button
          variant="outlined"
          disabled={connection.busy}
          onClick={() => void connection.disconnect()}
        >
          {t('disconnect')}
        </Button>
      </Box>
      {failure}
    </Stack>
  );
});
