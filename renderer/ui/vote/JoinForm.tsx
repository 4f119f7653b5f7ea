import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { USER_NAME_MAX_LENGTH } from '../../domain/records';
import type { VoteStore } from '../../stores/vote-store';
import { Avatar } from '../common/Avatar';
import { VOTE_COLORS } from './vote-theme';

/** Shown when the picture address does not load; the avatar is used instead. */
export const BROKEN_PICTURE_HINT =
  'That picture could not be loaded, so your initials are shown instead.';

/** The join form: name, optional picture with a live avatar preview, and the screen code. */
export const JoinForm = observer(function JoinForm({ store }: { store: VoteStore }) {
  const { identity } = store;
  const [brokenPicture, setBrokenPicture] = useState<string | null>(null);
  const preview = identity.previewPicture;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    store.submitJoin();
  };
  const nameLength = identity.nameDraft.trim().length;
  return (
    <Paper
      component="form"
      noValidate
      onSubmit={onSubmit}
      elevation={0}
      sx={{ p: { xs: 2.5, sm: 3 }, border: `1px solid ${VOTE_COLORS.cardBorder}` }}
      aria-labelledby="vote-join-title"
    >
      <Typography id="vote-join-title" component="h1" variant="h5" sx={{ fontWeight: 800 }}>
        Join the vote
      </Typography>
      <Typography variant="body1" sx={{ color: 'text.secondary', mt: 0.5, mb: 2.5 }}>
        Pick a card from your phone; it shows on the screen when everyone is ready.
      </Typography>

      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Avatar
          name={identity.previewName}
          picture={preview}
          size={64}
          testId="vote-avatar"
          ring
          onBroken={(broken) => setBrokenPicture(broken ? preview : null)}
        />
        <TextField
          label="Your name"
          value={identity.nameDraft}
          onChange={(e) => identity.setNameDraft(e.target.value)}
          error={identity.nameError !== null}
          helperText={
            identity.nameError ?? `${nameLength}/${USER_NAME_MAX_LENGTH} · remembered on this phone`
          }
          autoComplete="nickname"
          fullWidth
          required
          slotProps={{ htmlInput: { 'data-testid': 'vote-name', enterKeyHint: 'go' } }}
        />
      </Box>

      <TextField
        label="Picture URL (optional)"
        placeholder="https://…"
        value={identity.pictureDraft}
        onChange={(e) => identity.setPictureDraft(e.target.value)}
        error={identity.pictureError !== null}
        helperText={
          identity.pictureError ??
          (preview !== null && brokenPicture === preview
            ? BROKEN_PICTURE_HINT
            : 'Leave empty to use your initials')
        }
        type="url"
        inputMode="url"
        autoComplete="photo"
        fullWidth
        sx={{ mt: 2 }}
        slotProps={{
          htmlInput: { 'data-testid': 'vote-picture', autoCapitalize: 'none', spellCheck: false },
          formHelperText: {
            // The hint is a warning, not an error: the join still works.
            sx:
              preview !== null && brokenPicture === preview && identity.pictureError === null
                ? { color: VOTE_COLORS.warning, fontWeight: 600 }
                : undefined,
            'data-testid': 'vote-picture-help',
          } as object,
        }}
      />

      <TextField
        label="Screen code"
        value={store.codeDraft}
        onChange={(e) => store.setCodeDraft(e.target.value)}
        error={store.codeError !== null}
        helperText={store.codeError ?? 'Shown on the screen, or type another to switch rooms'}
        fullWidth
        sx={{ mt: 2 }}
        slotProps={{
          htmlInput: { 'data-testid': 'vote-code', autoCapitalize: 'none', spellCheck: false },
        }}
      />

      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        data-testid="vote-join"
        sx={{ mt: 3, minHeight: 56, fontSize: '1.15rem', borderRadius: 3 }}
      >
        Join
      </Button>
    </Paper>
  );
});
