import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { estimatedCount } from '../../domain/backlog';
import { backlogPanelText } from '../../i18n/en/backlog-panel';
import { useText, useTranslator } from '../../i18n/react';
import { useCatalogueScope } from '../../i18n/use-catalogue-scope';
import type { BacklogStore } from '../../stores/session/backlog-store';
import type { SessionRoot } from '../../stores/session/session-root';
import { BacklogImport } from './BacklogImport';
import { BacklogStories } from './BacklogStories';
import type { BacklogTrackerParts } from './backlog-tracker';
import { exportWords } from './backlog-words';
import { backlogFileName, downloadText } from './export-actions';
import { PANEL_COLORS, panelAlert, panelButton } from './panel-look';

/** The media type of each backlog export. */
const BACKLOG_FILE_TYPES = {
  csv: 'text/csv;charset=utf-8',
  md: 'text/markdown;charset=utf-8',
} as const;

/** Where the team stands ('3 of 12 estimated'), Back and Skip, and a move that failed. */
const BacklogPlace = observer(function BacklogPlace({ backlog }: { backlog: BacklogStore }) {
  const t = useText(backlogPanelText);
  const { stories, place } = backlog;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box data-testid="backlog-progress" sx={{ flex: 1, fontWeight: 700, minWidth: 0 }}>
          {t('estimatedCount', { estimated: estimatedCount(stories), total: stories.length })}
        </Box>
        <Box
          component="button"
          type="button"
          sx={panelButton}
          disabled={!place || place.position === 1}
          onClick={() => void backlog.back()}
        >
          {t('back')}
        </Box>
        <Box
          component="button"
          type="button"
          sx={panelButton}
          disabled={!place}
          onClick={() => void backlog.skip()}
        >
          {t('skip')}
        </Box>
      </Box>
      {backlog.moveFailed && (
        <Box role="alert" sx={panelAlert}>
          {t('moveFailed')}
        </Box>
      )}
    </>
  );
});

/** The backlog as a CSV or a Markdown file, its times as the history writes them. */
function BacklogExports({ session }: { session: SessionRoot }) {
  const translator = useTranslator();
  const t = translator.part(backlogPanelText);
  const { backlog } = session;
  const formatTime = (ms: number) => session.history.formatTime(ms);
  /** A button's action: the backlog as a file of that kind. */
  const download = (kind: 'csv' | 'md', text: () => Promise<string>) => () =>
    void downloadText(backlogFileName(session.code, kind), text(), BACKLOG_FILE_TYPES[kind]);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Box
        component="button"
        type="button"
        sx={panelButton}
        onClick={download('csv', () => backlog.csv(formatTime, t('notEstimated')))}
      >
        {t('downloadCsv')}
      </Box>
      <Box
        component="button"
        type="button"
        sx={panelButton}
        onClick={download('md', () => backlog.markdown(formatTime, exportWords(translator)))}
      >
        {t('downloadMarkdown')}
      </Box>
    </Box>
  );
}

/**
 * The backlog (docs/product.md, Backlog), in the wall's Options and on a phone alike:
 * where the team stands, back and skip, every story with its estimate and a way to go
 * to it (BacklogStories.tsx), the CSV and Markdown exports, and the import.
 */
export const BacklogPanel = observer(function BacklogPanel({
  session,
  subheading = 'h4',
  tracker,
}: {
  session: SessionRoot;
  /** The level of the import's heading, one below the panel's own. */
  subheading?: 'h3' | 'h4';
  /** The wall's tracker: each story's state, 'From Jira' and 'Send all estimates'. */
  tracker?: BacklogTrackerParts;
}) {
  const translator = useCatalogueScope('panels');
  const t = translator.part(backlogPanelText);
  const { backlog } = session;
  const none = backlog.stories.length === 0;
  // Its import and exports are at hand once the panel shows: no network needed to use them.
  useEffect(() => void backlog.loadCode().catch(() => undefined), [backlog]);
  return (
    <Box data-testid="backlog" sx={{ display: 'grid', gap: 1.5, color: PANEL_COLORS.ink }}>
      {none ? (
        <Box sx={{ color: PANEL_COLORS.muted }}>{t('empty')}</Box>
      ) : (
        <>
          <BacklogPlace backlog={backlog} />
          <BacklogStories backlog={backlog} tracker={tracker} />
          <BacklogExports session={session} />
          {tracker && <tracker.Actions />}
        </>
      )}
      <Box
        component={subheading}
        sx={{ m: 0, mt: none ? 0 : 0.5, fontSize: '0.95rem', fontWeight: 800 }}
      >
        {t('importHeading')}
      </Box>
      <BacklogImport backlog={backlog} tracker={tracker} />
    </Box>
  );
});
