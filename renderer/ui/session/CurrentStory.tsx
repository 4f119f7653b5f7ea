import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { storyLine } from '../../domain/backlog';
import { backlogText } from '../../i18n/en/backlog';
import { sessionText } from '../../i18n/en/session';
import { useText } from '../../i18n/react';
import type { BacklogStore } from '../../stores/session/backlog-store';
import { wpx } from '../common/wall-units';
import { FullText } from './FullText';
import { SESSION_LOOKS, sxs, type SessionVariant } from './session-look';

const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The wall's title: at most two lines, then an ellipsis. */
const TWO_LINES = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

/** The phone's texts wrap wherever they must: nothing runs past the card. */
const WRAP = { overflowWrap: 'anywhere', minWidth: 0 } as const;

/** The whole-text popup on the wall, sized like the band's small text. */
const WALL_POPUP_FONT = 'calc(100vmin / 1080 * 24)';

/**
 * The backlog's current story (docs/product.md, Backlog): its key and title large, its
 * place ('3 of 12') and, small, the story after it. On the wall a long key or title is
 * cut with an ellipsis and the whole line shows on hover or keyboard focus; on a phone
 * everything wraps, and the description opens on request (as text).
 */
export const CurrentStory = observer(function CurrentStory({
  backlog,
  variant,
}: {
  backlog: BacklogStore;
  variant: SessionVariant;
}) {
  const t = useText(backlogText);
  const s = useText(sessionText);
  const place = backlog.place;
  if (!place) return null;
  const { current, next } = place;
  const look = SESSION_LOOKS[variant];
  const wall = variant === 'wall';
  const heading = (
    <Box
      component="span"
      sx={sxs(look.label, { display: 'flex', gap: wall ? wpx(12) : 1, alignItems: 'baseline' })}
    >
      <span>{s('story')}</span>
      <Box component="span" data-testid="story-place" sx={{ textTransform: 'none' }}>
        {t('place', { position: place.position, total: place.total })}
      </Box>
    </Box>
  );
  const keyBadge = current.key !== '' && (
    <Box
      component="span"
      data-testid="story-key"
      sx={sxs(
        {
          flex: 'none',
          fontWeight: 800,
          border: '2px solid currentColor',
          borderRadius: wall ? wpx(10) : '8px',
          px: wall ? wpx(10) : 0.75,
          marginInlineEnd: wall ? wpx(14) : '8px',
          fontVariantNumeric: 'tabular-nums',
        },
        wall
          ? { ...ONE_LINE, maxWidth: '40%', fontSize: wpx(32), verticalAlign: 'baseline' }
          : { ...WRAP, fontSize: '0.95rem', display: 'inline-block', maxWidth: '100%' },
      )}
    >
      {current.key}
    </Box>
  );
  const title = (
    <Box component="span" data-testid="story-title" dir="auto" sx={wall ? TWO_LINES : WRAP}>
      {current.title}
    </Box>
  );
  const nextLine = (
    <Box
      component="span"
      data-testid="story-next"
      sx={sxs(look.label, wall ? ONE_LINE : WRAP, { textTransform: 'none', letterSpacing: 0 })}
    >
      {next ? t('next', { story: storyLine(next) }) : t('lastStory')}
    </Box>
  );
  return (
    <Box
      data-testid="current-story"
      sx={{ display: 'grid', gap: wall ? wpx(4) : 0.5, minWidth: 0 }}
    >
      {heading}
      {wall ? (
        <FullText text={storyLine(current)} fontSize={WALL_POPUP_FONT} sx={look.story}>
          <Box component="span" sx={{ display: 'flex', alignItems: 'baseline', minWidth: 0 }}>
            {keyBadge}
            {title}
          </Box>
        </FullText>
      ) : (
        <Box sx={sxs(look.story, WRAP)}>
          {keyBadge}
          {title}
        </Box>
      )}
      {nextLine}
      {!wall && current.description !== '' && (
        <Description key={current.slot} text={current.description} />
      )}
    </Box>
  );
});

/** A phone's description of the current story: closed until asked for; plain text. */
function Description({ text }: { text: string }) {
  const t = useText(backlogText);
  const [open, setOpen] = useState(false);
  const id = useId();
  const look = SESSION_LOOKS.phone;
  return (
    <>
      <Box
        component="button"
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        sx={sxs(look.button, { justifySelf: 'start', mt: 0.5 })}
      >
        {open ? t('hideDescription') : t('showDescription')}
      </Box>
      <Box
        id={id}
        hidden={!open}
        data-testid="story-description"
        dir="auto"
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontSize: '0.95rem',
          lineHeight: 1.45,
          maxHeight: '40vh',
          overflowY: 'auto',
          mt: 0.5,
          p: 1.25,
          borderRadius: '10px',
          bgcolor: '#f1f5f9',
        }}
      >
        {text}
      </Box>
    </>
  );
}
