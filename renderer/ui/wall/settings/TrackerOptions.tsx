import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { TrackerKind } from '../../../../shared/trackers/contract';
import { checkSetup, type SetupProblem } from '../../../domain/tracker-setup';
import { trackerText } from '../../../i18n/en/tracker';
import { useTranslator } from '../../../i18n/react';
import type { TrackerConnectionStore } from '../../../stores/tracker/tracker-connection-store';
import { failureText } from '../tracker/tracker-words';

const ALERT = {
  px: 1.5,
  py: 1.25,
  borderRadius: 2,
  bgcolor: '#fdecea',
  color: '#5f2120',
  border: '1px solid #f5c2c0',
  fontSize: 14,
  lineHeight: 1.45,
  overflowWrap: 'anywhere',
} as const;

/**
 * Options' 'Jira' (docs/tracker-wall.md, Connecting): Cloud or Data Center/Server, the
 * site's address, the e-mail for Cloud and the token as a password; once connected,
 * the account and Disconnect. The token leaves this form only through Connect and is
 * forgotten here once connected.
 */
export const TrackerOptions = observer(function TrackerOptions({
  connection,
}: {
  connection: TrackerConnectionStore;
}) {
  const translator = useTranslator();
  const t = translator.part(trackerText);
  const [kind, setKind] = useState<TrackerKind>('jira-cloud');
  const [site, setSite] = useState('');
  const [email, setEmail] = useState('');
  const [token, setToken] = useState('');
  const [problem, setProblem] = useState<SetupProblem | null>(null);
  const kindId = useId();
  useEffect(() => connection.check(), [connection]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkSetup({ kind, site, email, token });
    setProblem(checked.ok ? null : checked.problem);
    if (!checked.ok) return;
    void connection.connect(checked.setup).then((ok) => {
      if (ok) setToken('');
    });
  };

  const failure = connection.failure && (
    <Box role="alert" data-testid="tracker-failure" sx={ALERT}>
      {failureText(translator, connection.failure)}
    </Box>
  );
  if (connection.phase === 'checking')
    return <CircularProgress size={24} aria-label={t('checking')} />;
  const status = connection.status;
  if (connection.connected && status)
    return (
      <Stack spacing={1.25} data-testid="tracker-connected">
        <Box role="status" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {t('connectedAs', { site: status.baseUrl, account: status.account })}
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
  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} noValidate data-testid="tracker-setup">
      <Box id={kindId} sx={{ fontSize: 13, fontWeight: 600, color: 'text.secondary' }}>
        {t('kind')}
      </Box>
      <RadioGroup
        aria-labelledby={kindId}
        value={kind}
        onChange={(_, value) => setKind(value as TrackerKind)}
      >
        <FormControlLabel value="jira-cloud" control={<Radio size="small" />} label={t('cloud')} />
        <FormControlLabel
          value="jira-server"
          control={<Radio size="small" />}
          label={t('server')}
        />
      </RadioGroup>
      <TextField
        label={t('siteUrl')}
        type="url"
        value={site}
        onChange={(e) => setSite(e.target.value)}
        helperText={t('siteHelp')}
        error={problem === 'badSite'}
        size="small"
        fullWidth
      />
      {kind === 'jira-cloud' && (
        <TextField
          label={t('email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={problem === 'needEmail'}
          size="small"
          fullWidth
        />
      )}
      <TextField
        label={kind === 'jira-cloud' ? t('apiToken') : t('accessToken')}
        type="password"
        autoComplete="off"
        value={token}
        onChange={(e) => setToken(e.target.value)}
        helperText={t('tokenHelp')}
        error={problem === 'needToken'}
        size="small"
        fullWidth
      />
      {/* What is wrong with the input now, else why the last try failed. */}
      {problem ? (
        <Box role="alert" sx={ALERT}>
          {t(problem)}
        </Box>
      ) : (
        failure
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={connection.busy}>
          {connection.busy ? t('connecting') : t('connect')}
        </Button>
      </Box>
    </Stack>
  );
});
