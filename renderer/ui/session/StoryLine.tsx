import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import { useId, useState, type KeyboardEvent } from 'react';
import { STORY_MAX_LENGTH } from '../../domain/story';
import { wpx } from '../common/wall-units';
import { SESSION_LOOKS, sxs, type SessionPartProps } from './session-look';
import { sessionText } from '../../i18n/en/session';
import { useText } from '../../i18n/react';

const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * The story's field, opened on the story as it is: Enter or 'Save' saves it, Escape or
 * 'Cancel' closes it unchanged; a counter says how much of its length is used.
 */
function StoryForm({ session, variant, onClose }: SessionPartProps & { onClose: () => void }) {
  const t = useText(sessionText);
  const look = SESSION_LOOKS[variant];
  const [draft, setDraft] = useState(() => session.story.text);
  const id = useId();
  const save = () => {
    session.story.set(draft);
    onClose();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose();
    }
  };
  return (
    <Box
      component="form"
      data-testid="story-form"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        save();
      }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: variant === 'wall' ? 1.5 : 1,
        minWidth: 0,
        flexWrap: variant === 'phone' ? 'wrap' : 'nowrap',
      }}
    >
      <Box component="label" htmlFor={id} sx={sxs(look.label, { flex: 'none' })}>
        {t('story')}
      </Box>
      <Box
        component="input"
        id={id}
        type="text"
        value={draft}
        maxLength={STORY_MAX_LENGTH}
        autoFocus
        autoComplete="off"
        placeholder={t('storyPlaceholder')}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => setDraft(e.target.value)}
        onKeyDown={onKey}
        sx={sxs(look.input, variant === 'phone' && { flexBasis: '100%' })}
      />
      <Box
        component="span"
        aria-hidden
        sx={sxs(look.label, { flex: 'none', textTransform: 'none' })}
      >
        {draft.length}/{STORY_MAX_LENGTH}
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          flex: 'none',
          marginInlineStart: variant === 'phone' ? 'auto' : 0,
        }}
      >
        <Box component="button" type="submit" sx={look.primary}>
          {t('save')}
        </Box>
        <Box component="button" type="button" onClick={onClose} sx={look.button}>
          {t('cancel')}
        </Box>
      </Box>
    </Box>
  );
}

/** The story shown as a button ('Add a story' when there is none) that opens its field. */
const StoryButton = observer(function StoryButton({
  session,
  variant,
  onOpen,
}: SessionPartProps & { onOpen: () => void }) {
  const t = useText(sessionText);
  const look = SESSION_LOOKS[variant];
  const empty = session.story.text === '';
  return (
    <Box
      component="button"
      type="button"
      data-testid="story"
      title={empty ? undefined : session.story.text}
      onClick={onOpen}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        justifyContent: 'center',
        minWidth: 0,
        width: '100%',
        // A touch target at least 44 px high, however short the story text.
        minHeight: variant === 'wall' ? wpx(44) : 44,
        p: 0,
        m: 0,
        border: 0,
        bgcolor: 'transparent',
        color: 'inherit',
        font: 'inherit',
        textAlign: 'start',
        cursor: 'pointer',
        '&:focus-visible': { outline: '3px solid currentColor', outlineOffset: 4 },
      }}
    >
      <Box component="span" sx={look.label}>
        {t('story')}
      </Box>
      <Box
        component="span"
        data-testid="story-text"
        sx={sxs(
          look.story,
          // The wall's band keeps one line (the whole story is the button's title); a
          // phone has the room to wrap, even inside a long word.
          variant === 'wall' ? ONE_LINE : { overflowWrap: 'anywhere' },
          { maxWidth: '100%' },
          // Faded as a prompt, still readable (4.5:1 on the phone's white).
          empty && { opacity: 0.65, fontWeight: 600 },
        )}
      >
        {empty ? t('addStory') : session.story.text}
      </Box>
    </Box>
  );
});

/**
 * The story being estimated (docs/product.md, Story): one line of plain text. Shown as
 * text (React escapes it; a pasted link stays text and nothing is fetched). A click,
 * Enter or Space on it opens the field; Enter saves, Escape cancels.
 */
export const StoryLine = observer(function StoryLine({ session, variant }: SessionPartProps) {
  const [editing, setEditing] = useState(false);
  if (editing)
    return <StoryForm session={session} variant={variant} onClose={() => setEditing(false)} />;
  return <StoryButton session={session} variant={variant} onOpen={() => setEditing(true)} />;
});
