import Box from '../../common/Box';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { BACKLOG_MAX_STORIES } from '../../../domain/backlog';
import {
  GITHUB_ISSUES_EXAMPLE,
  GITHUB_PROJECT_EXAMPLE,
  GITHUB_SEARCH_EXAMPLE,
  GITLAB_FILTERS,
  GITLAB_GROUP_EXAMPLE,
  GITLAB_ISSUES_EXAMPLE,
  GITLAB_PROJECT_EXAMPLE,
  JQL_EXAMPLE,
  LINEAR_FILTERS,
  LINEAR_ISSUES_EXAMPLE,
  LINEAR_TEAM_EXAMPLE,
  queryLanguage,
  SAVED_QUERY_EXAMPLE,
  WIQL_EXAMPLE,
  type QueryLanguage,
} from '../../../domain/tracker-kinds';
import { trackerText } from '../../../i18n/en/tracker';
import { useTranslator } from '../../../i18n/react';
import type { TextFn } from '../../../i18n/translate';
import type { BacklogStore } from '../../../stores/session/backlog-store';
import type { TrackerStores } from '../../../stores/tracker/tracker-stores';
import { PANEL_COLORS, panelAlert, panelButton } from '../../session/panel-look';
import {
  failureText,
  fieldFoundText,
  fieldName,
  fieldProblemText,
  notAppliedText,
} from './tracker-words';

const fieldLook = {
  font: 'inherit',
  fontSize: '0.9rem',
  p: 1,
  borderRadius: '10px',
  border: `2px solid ${PANEL_COLORS.line}`,
  color: PANEL_COLORS.ink,
  bgcolor: '#ffffff',
  '&:focus': { borderColor: PANEL_COLORS.accent, outline: 'none' },
} as const;

/** The query box's label and help, by the tracker's query language. */
function queryWords(t: TextFn<typeof trackerText.en>, language: QueryLanguage) {
  switch (language) {
    case 'jql':
      return { label: t('query'), help: t('queryHelp', { query: JQL_EXAMPLE }) };
    case 'wiql':
      return {
        label: t('wiqlQuery'),
        help: t('wiqlHelp', { query: WIQL_EXAMPLE, path: SAVED_QUERY_EXAMPLE }),
      };
    case 'github':
      return {
        label: t('searchQuery'),
        help: t('searchHelp', {
          search: GITHUB_SEARCH_EXAMPLE,
          project: GITHUB_PROJECT_EXAMPLE,
          issues: GITHUB_ISSUES_EXAMPLE,
        }),
      };
    case 'gitlab':
      return {
        label: t('filtersQuery'),
        help: t('filtersHelp', {
          filters: GITLAB_FILTERS,
          project: GITLAB_PROJECT_EXAMPLE,
          group: GITLAB_GROUP_EXAMPLE,
          issues: GITLAB_ISSUES_EXAMPLE,
        }),
      };
    case 'linear':
      return {
        label: t('teamQuery'),
        help: t('teamHelp', {
          filters: LINEAR_FILTERS,
          team: LINEAR_TEAM_EXAMPLE,
          issues: LINEAR_ISSUES_EXAMPLE,
        }),
      };
  }
}

/**
 * 'From Jira', 'From Azure DevOps', 'From GitHub', 'From GitLab' or 'From Linear' in the
 * backlog's import (docs/tracker-wall.md, Import by query): a JQL query, a WIQL query or
 * saved query, GitHub's repository search, project or issues, GitLab's project or group
 * with filters, or Linear's team with filters, whose stories fill the same preview as a CSV. Without a connection it says where to make one.
 */
export const QueryImport = observer(function QueryImport({ tracker }: { tracker: TrackerStores }) {
  const translator = useTranslator();
  const t = translator.part(trackerText);
  const { connection, trackerImport } = tracker;
  const [query, setQuery] = useState('');
  const queryId = useId();
  const helpId = useId();
  useEffect(() => connection.check(), [connection]);
  const name = connection.trackerName;
  const words = queryWords(t, queryLanguage(connection.kind));
  const run = (e: FormEvent) => {
    e.preventDefault();
    void trackerImport.run(query);
  };
  return (
    <Box
      component="form"
      data-testid="tracker-import"
      onSubmit={run}
      sx={{ display: 'grid', gap: 1, pt: 1, borderTop: `1px solid ${PANEL_COLORS.line}` }}
    >
      <Box sx={{ fontWeight: 800, fontSize: '0.95rem' }}>{t('fromTracker', { tracker: name })}</Box>
      <Box component="label" htmlFor={queryId} sx={{ fontWeight: 700, fontSize: '0.9rem' }}>
        {words.label}
      </Box>
      <Box
        component="input"
        id={queryId}
        type="text"
        dir="ltr"
        aria-describedby={helpId}
        value={query}
        disabled={!connection.connected}
        spellCheck={false}
        onChange={(e: ChangeEvent<HTMLInputElement>) => setQuery(e.target.value)}
        sx={fieldLook}
      />
      <Box id={helpId} sx={{ fontSize: '0.85rem', color: PANEL_COLORS.muted }}>
        {connection.connected ? words.help : t('connectFirst')}
      </Box>
      <Box>
        <Box
          component="button"
          type="submit"
          sx={panelButton}
          disabled={!connection.connected || trackerImport.busy || query.trim() === ''}
        >
          {trackerImport.busy ? t('fetching') : t('fetch')}
        </Box>
      </Box>
      {trackerImport.failure && (
        <Box role="alert" data-testid="tracker-import-error" sx={panelAlert}>
          {failureText(translator, trackerImport.failure, name)}
        </Box>
      )}
    </Box>
  );
});

/**
 * In the preview of an import by query: the estimate field its stories will be written
 * to, or the number fields to pick one from when none was found, or why the tracker has
 * none (a GitLab without weights, a Linear team without estimates).
 */
export const QueryPreviewNote = observer(function QueryPreviewNote({
  tracker,
  backlog,
}: {
  tracker: TrackerStores;
  backlog: BacklogStore;
}) {
  const translator = useTranslator();
  const t = translator.part(trackerText);
  const { trackerImport } = tracker;
  const selectId = useId();
  const found = trackerImport.found;
  if (backlog.draft?.format !== 'jql' || !found) return null;
  return (
    <Box data-testid="tracker-field" sx={{ display: 'grid', gap: 0.75 }}>
      {found.truncated && <Box>{t('truncated', { max: BACKLOG_MAX_STORIES })}</Box>}
      {found.notApplied && found.notApplied.length > 0 && (
        <Box role="status">{notAppliedText(translator, found.notApplied)}</Box>
      )}
      {trackerImport.field ? (
        <Box>{fieldFoundText(translator, trackerImport.field)}</Box>
      ) : (
        <Box role="status">
          {trackerImport.fieldProblem
            ? fieldProblemText(translator, trackerImport.fieldProblem)
            : t('fieldMissing')}
        </Box>
      )}
      {trackerImport.fields.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Box component="label" htmlFor={selectId} sx={{ fontWeight: 700 }}>
            {t('field')}
          </Box>
          <Box
            component="select"
            id={selectId}
            value={trackerImport.fieldId ?? ''}
            onChange={(e: ChangeEvent<HTMLSelectElement>) =>
              trackerImport.chooseField(e.target.value)
            }
            sx={fieldLook}
          >
            {trackerImport.field === null && <option value="">{t('pickField')}</option>}
            {trackerImport.fields.map((f) => (
              <option key={f.id} value={f.id}>
                {fieldName(translator, f)}
              </option>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
});
