import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import type { Ref } from 'react';
import { storyLine } from '../../domain/backlog';
import { nextStoryText } from '../../i18n/en/next-story';
import { useTranslator } from '../../i18n/react';
import type { BacklogStore } from '../../stores/session/backlog-store';
import type { NextStoryControl } from '../../stores/session/next-story-control';
import { wpx } from '../common/wall-units';
import { SESSION_LOOKS, sxs, type SessionVariant } from './session-look';

/** Props of {@link NextStory}. */
export interface NextStoryProps {
  control: NextStoryControl;
  backlog: BacklogStore;
  /** The deck's cards, for another estimate than the suggested card. */
  cards: readonly string[];
  variant: SessionVariant;
  /** The 'Skip story' button while it is shown (the wall's N key moves focus to it). */
  skipRef?: Ref<HTMLButtonElement>;
}

/**
 * 'Next story' after a reveal (docs/product.md, Backlog): one tap stores the suggested
 * card (the closest, or the next card up: Options' 'Suggested card') on the current story
 * and moves on; one more tap on another card saves it instead ('Save 8 instead').
 * Without a suggested card (only ? and C) it asks for a card
 * or a skip. Shown only while it is offered; a failure stays until dismissed.
 */
export const NextStory = observer(function NextStory({
  control,
  backlog,
  cards,
  variant,
  skipRef,
}: NextStoryProps) {
  const translator = useTranslator();
  const t = translator.part(nextStoryText);
  const place = backlog.place;
  if (!control.offered || !place) return null;
  const look = SESSION_LOOKS[variant];
  const wall = variant === 'wall';
  const story = storyLine(place.current);
  const { suggested, busy } = control;
  const next = (estimate: string | null) => void control.next(estimate);
  const others = control.alternatives(cards);
  return (
    <Box
      component="section"
      aria-label={t('nextStory')}
      data-testid={`${variant}-next-story`}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: wall ? wpx(10) : 1,
        minWidth: 0,
        overflowWrap: 'anywhere',
      }}
    >
      {control.error && (
        <Box role="alert" sx={{ fontWeight: 700, color: wall ? 'inherit' : '#b91c1c' }}>
          {translator.message(control.error)}
        </Box>
      )}
      {suggested !== null ? (
        <>
          <Box
            component="button"
            type="button"
            disabled={busy}
            onClick={() => next(suggested)}
            sx={sxs(look.primary, {
              fontSize: wall ? wpx(24) : '1.1rem',
              minHeight: wall ? wpx(56) : 52,
            })}
          >
            {t('nextStory')}
          </Box>
          <Box sx={sxs(look.label, { textTransform: 'none', letterSpacing: 0, opacity: 1 })}>
            {t('saves', { value: suggested, story })}
          </Box>
        </>
      ) : (
        <Box role="status" sx={{ fontWeight: 700, fontSize: wall ? wpx(20) : '1rem' }}>
          {t('noClosest', { story })}
        </Box>
      )}
      <Box sx={sxs(look.label, { textTransform: 'none', letterSpacing: 0 })}>{t('otherCard')}</Box>
      <Box
        role="group"
        aria-label={t('otherCard')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: wall ? wpx(8) : 0.75 }}
      >
        {others.map((value) => (
          <Box
            key={value}
            component="button"
            type="button"
            disabled={busy}
            aria-label={t('saveInstead', { value })}
            onClick={() => next(value)}
            sx={sxs(look.button, {
              minWidth: wall ? wpx(52) : 44,
              px: wall ? wpx(10) : 1,
            })}
          >
            {value}
          </Box>
        ))}
      </Box>
      {suggested === null && (
        <Box
          ref={skipRef}
          component="button"
          type="button"
          disabled={busy}
          onClick={() => next(null)}
          sx={look.button}
        >
          {t('skipStory')}
        </Box>
      )}
    </Box>
  );
});
