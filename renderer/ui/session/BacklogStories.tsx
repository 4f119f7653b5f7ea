/**
 * The backlog's stories (BacklogPanel.tsx), in order: each with its estimate and a way
 * to go to it, the current one marked and kept in view.
 */
import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { BacklogStory } from '../../domain/backlog';
import { backlogPanelText } from '../../i18n/en/backlog-panel';
import { useTranslator } from '../../i18n/react';
import type { TextFn } from '../../i18n/translate';
import type { BacklogStore } from '../../stores/session/backlog-store';
import type { BacklogTrackerParts } from './backlog-tracker';
import { decimalText } from './backlog-words';
import { PANEL_COLORS, panelButton } from './panel-look';

type T = TextFn<typeof backlogPanelText.en>;

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

/** The list of stories, scrolled (inside itself, not the page) to the current one. */
export const BacklogStories = observer(function BacklogStories({
  backlog,
  tracker,
}: {
  backlog: BacklogStore;
  tracker?: BacklogTrackerParts;
}) {
  const translator = useTranslator();
  const t = translator.part(backlogPanelText);
  const { stories, place } = backlog;
  const currentSlot = place?.current.slot;
  const list = useRef<HTMLOListElement | null>(null);
  // The current story in view inside the list (not the page): it may be the 40th.
  useEffect(() => {
    const ol = list.current;
    const item = ol?.querySelector<HTMLElement>('[aria-current="true"]');
    // The list is the items' offset parent (position: relative).
    if (ol && item) ol.scrollTop = item.offsetTop - ol.clientHeight / 3;
  }, [currentSlot, stories.length]);
  return (
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
  );
});
