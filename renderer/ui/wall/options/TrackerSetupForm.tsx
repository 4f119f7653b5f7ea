import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { TrackerKind } from '../../../../shared/trackers/contract';
import { trackerName } from '../../../domain/tracker-kinds';
import {
  asksSite,
  checkSetup,
  defaultSite,
  GITHUB_COM,
  GITLAB_COM,
  type SetupProblem,
} from '../../../domain/tracker-setup';
import { trackerText } from '../../../i18n/en/tracker';
import { useTranslator } from '../../../i18n/react';
import type { TextFn } from '../../../i18n/translate';
import type { TrackerConnectionStore } from '../../../stores/tracker/tracker-connection-store';
import { TRACKER_ALERT } from './tracker-alert';

/**
 * Which tracker: Jira Cloud, Jira Data Center/Server, Azure DevOps, GitHub, GitLab or
 * Linear (the store keeps the pick).
 */
const KindChoice = observer(function KindChoice({
  connection,
}: {
  connection: TrackerConnectionStore;
}) {
  const t = useTranslator().part(trackerText);
  const kindId = useId();
  return (
    <>
      <Box id={kindId} sx={{ fontSize: 13, fontWeight: 600, color: 'text.secondary' }}>
        {t('kind')}
      </Box>
      <RadioGroup
        aria-labelledby={kindId}
        value={connection.lastKind}
        onChange={(_, value) => connection.choose(value as TrackerKind)}
      >
        <FormControlLabel value="jira-cloud" control={<Radio size="small" />} label={t('cloud')} />
        <FormControlLabel
          value="jira-server"
          control={<Radio size="small" />}
          label={t('server')}
        />
        <FormControlLabel
          value="azure-devops"
          control={<Radio size="small" />}
          label={trackerName('azure-devops')}
        />
        <FormControlLabel
          value="github"
          control={<Radio size="small" />}
          label={trackerName('github')}
        />
        <FormControlLabel
          value="gitlab"
          control={<Radio size="small" />}
          label={trackerName('gitlab')}
        />
        <FormControlLabel
          value="linear"
          control={<Radio size="small" />}
          label={trackerName('linear')}
        />
      </RadioGroup>
    </>
  );
});

/** 'Remember on this device' and what it means (a browser wall only). */
function RememberChoice({
  remember,
  onChange,
}: {
  remember: boolean;
  onChange: (remember: boolean) => void;
}) {
  const t = useTranslator().part(trackerText);
  const helpId = useId();
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            checked={remember}
            onChange={(e) => onChange(e.target.checked)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label={t('remember')}
      />
      <Box id={helpId} sx={{ fontSize: 13, color: 'text.secondary', mt: 0.25 }}>
        {t('rememberHelp')}
      </Box>
    </Box>
  );
}

/** The address field's label and help, by the tracker picked. */
function siteWords(t: TextFn<typeof trackerText.en>, kind: TrackerKind) {
  if (kind === 'azure-devops') return { label: t('organizationUrl'), help: t('organizationHelp') };
  // Addresses isolated left to right, so a right-to-left sentence keeps them whole.
  if (kind === 'github') {
    const help = t('githubHelp', {
      github: `\u2066${GITHUB_COM}\u2069`,
      server: '\u2066https://github.example.com\u2069',
    });
    return { label: t('address'), help };
  }
  if (kind === 'gitlab') {
    const help = t('gitlabHelp', {
      gitlab: `\u2066${GITLAB_COM}\u2069`,
      server: '\u2066https://gitlab.example.com\u2069',
    });
    return { label: t('address'), help };
  }
  return { label: t('siteUrl'), help: t('siteHelp') };
}

/** The token field's label and what the token must be, by the tracker picked. */
function tokenWords(t: TextFn<typeof trackerText.en>, kind: TrackerKind) {
  if (kind === 'jira-cloud') return { label: t('apiToken'), scope: null };
  // Linear's menu is named in Linear's words, isolated left to right.
  if (kind === 'linear')
    return { label: t('linearKey'), scope: t('linearKeyHelp', { menu: LINEAR_KEY_MENU }) };
  if (kind !== 'gitlab') return { label: t('accessToken'), scope: null };
  // GitLab's read_api cannot write a weight: the scope is said before Connect, not after.
  return { label: t('gitlabToken'), scope: t('gitlabTokenHelp', { scope: '\u2066api\u2069' }) };
}

/** Where Linear's settings make a personal API key, as Linear names it. */
const LINEAR_KEY_MENU = '\u2066Security & access\u2069';

/** The addresses typed, each tracker with a default of its own keeping its own. */
type Sites = { github: string; gitlab: string; other: string };
const siteOf = (kind: TrackerKind): keyof Sites =>
  kind === 'github' || kind === 'gitlab' ? kind : 'other';

/**
 * Options' tracker setup (docs/tracker-wall.md, Connecting): Jira Cloud, Jira Data
 * Center/Server, Azure DevOps, GitHub or GitLab; the site's address (Jira), the organization or
 * collection URL and the project (Azure DevOps), GitHub's address (github.com, filled
 * in, or an Enterprise Server's) or GitLab's (gitlab.com, filled in, or a self-managed
 * GitLab's root), the e-mail for Jira Cloud and the token as a password (GitLab's with
 * the scope it needs said); Linear's API key alone, Linear having one address;
 * on a browser wall, 'Remember on this device', unticked unless ticked. The token leaves
 * this form only through Connect and is forgotten here once connected.
 */
export const TrackerSetupForm = observer(function TrackerSetupForm({
  connection,
  failure,
}: {
  connection: TrackerConnectionStore;
  /** Why the last try failed, as Options shows it. */
  failure: ReactNode;
}) {
  const t = useTranslator().part(trackerText);
  // The pick is the store's, so the backlog's import names the tracker picked here.
  const kind = connection.lastKind;
  // GitHub's and GitLab's addresses are their own (filled in); the others share one field.
  const [sites, setSites] = useState<Sites>({
    github: defaultSite('github'),
    gitlab: defaultSite('gitlab'),
    other: '',
  });
  const site = sites[siteOf(kind)];
  const setSite = (value: string) => setSites((s) => ({ ...s, [siteOf(kind)]: value }));
  const [email, setEmail] = useState('');
  const [project, setProject] = useState('');
  const [token, setToken] = useState('');
  const [remember, setRemember] = useState(false);
  const [problem, setProblem] = useState<SetupProblem | null>(null);
  const azure = kind === 'azure-devops';
  const siteField = siteWords(t, kind);
  const tokenField = tokenWords(t, kind);
  // Remember is a browser wall's: the kiosk and the room server keep the token anyway.
  const offersRemember = connection.inBrowser;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = { kind, site, email, project, token, remember: offersRemember && remember };
    const checked = checkSetup(input);
    setProblem(checked.ok ? null : checked.problem);
    if (!checked.ok) return;
    void connection.connect(checked.setup).then((ok) => {
      if (ok) setToken('');
    });
  };

  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} noValidate data-testid="tracker-setup">
      <KindChoice connection={connection} />
      {asksSite(kind) && (
        <TextField
          label={siteField.label}
          type="url"
          value={site}
          onChange={(e) => setSite(e.target.value)}
          helperText={siteField.help}
          error={problem === 'badSite'}
          size="small"
          fullWidth
        />
      )}
      {azure && (
        <TextField
          label={t('project')}
          value={project}
          onChange={(e) => setProject(e.target.value)}
          error={problem === 'needProject'}
          size="small"
          fullWidth
        />
      )}
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
        label={tokenField.label}
        type="password"
        autoComplete="off"
        value={token}
        onChange={(e) => setToken(e.target.value)}
        helperText={[tokenField.scope, offersRemember ? t('tokenHelpBrowser') : t('tokenHelp')]
          .filter((text) => text !== null)
          .join(' ')}
        error={problem === 'needToken'}
        size="small"
        fullWidth
      />
      {offersRemember && <RememberChoice remember={remember} onChange={setRemember} />}
      {/* What is wrong with the input now, else why the last try failed. */}
      {problem ? (
        <Box role="alert" sx={TRACKER_ALERT}>
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
