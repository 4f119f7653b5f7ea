import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { estimatedCount, type BacklogStory } from '../../domain/backlog';
import { backlogPanelText } from '../../i18n/en/backlog-panel';
import { useCatalogueScope } from '../../i18n/use-catalogue-scope';
import type { TextFn } from '../../i18n/translate';
import type { BacklogStore } from '../../stores/session/backlog-store';
import type { SessionRoot } from '../../stores/session/session-root';
import { BacklogImport } from './BacklogImport';
import type { BacklogTrackerParts } from './backlog-tracker';
import { decimalText, exportWords } from './backlog-words';
import { backlogFileName, downloadText } from './export-actions';
import { PANEL_COLORS, panelAlert, panelButton } from './panel-look';

type T = TextFn<typeof backlogPanelText.en>;

/** The media type of each backlog export. */
const BACKLOG_FILE_TYPES = {
  csv: 'text/csv;charset=utf-8',
  md: 'text/markdown;charset=utf-8',
} as const;

/** A link to the story's issue: only an http(s) one (the story's parse keeps no other). */
function IssueLink({ url, children }: { url: string; children: string }) {
  return (
    <Box
      component="a"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      sx={{
        color: PANEL_COLORS.accent,
        '&:focus-visible': { outline: `3px solid ${PANEL_COLORS.accent}`, outlineOffset: 2 },
      }}
    >
      {children}
    </Box>
  );
}

/**
 * One story of the list: key (a link to its issue when it came from a tracker), title,
 * estimate (or 'Not estimated'), the tracker's 'Was', and going to it.
 */
function StoryRow({
  story,
  current,
  backlog,
  t,
  tracker,
  was,
}: {
  story: BacklogStory;
  current: boolean;
  backlog: BacklogStore;
  t: T;
  tracker?: BacklogTrackerParts;
  /** 'Was 5' as the language writes the number. */
  was: (n: number) => string;
}) {
  const { estimate, url } = story;
  return (
    <Box
      component="li"
      data-testid="backlog-story"
      aria-current={current ? 'true' : undefined}
      sx={{
        listStyle: 'none',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.75,
        borderBottom: `1px solid ${PANEL_COLORS.line}`,
        borderInlineStart: `4px solid ${current ? PANEL_COLORS.accent : 'transparent'}`,
        bgcolor: current ? PANEL_COLORS.accentSoft : 'transparent',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ overflowWrap: 'anywhere', lineHeight: 1.35 }} dir="auto">
          {story.key !== '' && (
            <Box component="b" sx={{ marginInlineEnd: '6px' }}>
              {url ? <IssueLink url={url}>{story.key}</IssueLink> : story.key}
            </Box>
          )}
          {story.title}
          {story.key === '' && url && (
            <Box component="span" sx={{ marginInlineStart: '6px' }}>
              <IssueLink url={url}>{t('issueLink')}</IssueLink>
            </Box>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, fontSize: '0.85rem', color: PANEL_COLORS.muted }}>
          {current && (
            <Box component="span" sx={{ fontWeight: 700, color: PANEL_COLORS.accent }}>
              {t('current')}
            </Box>
          )}
          <Box component="span" data-testid="backlog-estimate">
            {estimate ? t('estimate', { value: estimate.value }) : t('notEstimated')}
          </Box>
          {story.was !== undefined && (
            <Box component="span" data-testid="backlog-was">
              {was(story.was)}
            </Box>
          )}
        </Box>
        {tracker && <tracker.StoryState story={story} />}
      </Box>
      {!current && (
        <Box
          component="button"
          type="button"
          sx={panelButton}
          onClick={() => void backlog.goTo(story.slot)}
        >
          {estimate ? t('reEstimate') : t('estimateNow')}
        </Box>
      )}
    </Box>
  );
}

/**
 * The backlog (docs/product.md, Backlog), in the wall's Options and on a phone alike:
 * where the team stands, back and skip, every story with its estimate and a way to go
 * to it, the CSV and Markdown exports, and the import.
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
  const { stories, place } = backlog;
  const formatTime = (ms: number) => session.history.formatTime(ms);
  /** A button's action: the backlog as a file of that kind. */
  const download = (kind: 'csv' | 'md', text: () => Promise<string>) => () =>
    void downloadText(backlogFileName(session.code, kind), text(), BACKLOG_FILE_TYPES[kind]);
  const none = stories.length === 0;
  const currentSlot = place?.current.slot;
  const list = useRef<HTMLOListElement | null>(null);
  // Its import and exports are at hand once the panel shows: no network needed to use them.
  useEffect(() => void backlog.loadCode().catch(() => undefined), [backlog]);
  // The current story in view inside the list (not the page): it may be the 40th.
  useEffect(() => {
    const ol = list.current;
    const item = ol?.querySelector<HTMLElement>('[aria-current="true"]');
    // The list is the items' offset parent (position: relative).
    if (ol && item) ol.scrollTop = item.offsetTop - ol.clientHeight / 3;
  }, [currentSlot, stories.length]);
  return (
    <Box data-testid="backlog" sx={{ display: 'grid', gap: 1.5, color: PANEL_COLORS.ink }}>
      {none ? (
        <Box sx={{ color: PANEL_COLORS.muted }}>{t('empty')}</Box>
      ) : (
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
          <Box
            component="ol"
            ref={list}
            aria-label={t('stories')}
            sx={{
              p: 0,
              m: 0,
              maxHeight: '50vh',
              overflowY: 'auto',
              position: 'relative',
              border: `1px solid ${PANEL_COLORS.line}`,
              borderRadius: '10px',
            }}
          >
            {stories.map((story) => (
              <StoryRow
                key={story.slot}
                story={story}
                current={story.slot === currentSlot}
                backlog={backlog}
                t={t}
                tracker={tracker}
                was={(n) => t('was', { value: decimalText(translator, n) })}
              />
            ))}
          </Box>
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
