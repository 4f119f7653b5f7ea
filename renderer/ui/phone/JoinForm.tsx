import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { USER_NAME_MAX_LENGTH } from '../../domain/records';
import type { PhoneRoot } from '../../stores/phone/phone-root';
import { Avatar } from '../common/Avatar';
import { CheckBox, PhoneButton, TextInput } from './controls';
import { VOTE_COLORS } from './vote-theme';
import { phoneText } from '../../i18n/en/phone';
import { watchText } from '../../i18n/en/watch';
import { useTranslator } from '../../i18n/react';
import type { Message } from '../../i18n/translate';
import { JOIN_FORM_ID, JOINING_CLASS } from './early-start';

/** The Join button's label while the boot script keeps a Join (see early-start.ts). */
const WHILE_JOINING = { [`.${JOINING_CLASS} &`]: { display: 'none' } } as const;
const ONLY_WHILE_JOINING = { display: 'none', [`.${JOINING_CLASS} &`]: { display: 'inline' } };

/**
 * The join form: name, optional picture with a live avatar preview, the screen code, and
 * whether to watch rather than vote.
 */
export const JoinForm = observer(function JoinForm({ store }: { store: PhoneRoot }) {
  const { identity, joinForm } = store;
  const translator = useTranslator();
  const t = translator.part(phoneText);
  const w = translator.part(watchText);
  const shown = (m: Message | null) => (m === null ? null : translator.message(m));
  const [brokenPicture, setBrokenPicture] = useState<string | null>(null);
  const preview = identity.previewPicture;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    joinForm.submit();
  };
  const nameLength = identity.nameDraft.trim().length;
  const pictureBroken = preview !== null && brokenPicture === preview;
  return (
    <Box
      component="form"
      id={JOIN_FORM_ID}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="vote-join-title"
      sx={{
        p: { xs: 2.5, sm: 3 },
        bgcolor: VOTE_COLORS.card,
        border: `1px solid ${VOTE_COLORS.cardBorder}`,
        borderRadius: '14px',
      }}
    >
      <Box
        component="h1"
        id="vote-join-title"
        sx={{ m: 0, fontWeight: 800, fontSize: '1.5rem', lineHeight: 1.33 }}
      >
        {t('joinTitle')}
      </Box>
      <Box component="p" sx={{ color: 'text.secondary', mt: 0.5, mb: 2.5 }}>
        {t('joinIntro')}
      </Box>

      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Avatar
          name={identity.previewName}
          picture={preview}
          size={64}
          testId="vote-avatar"
          ring
          onBroken={(broken) => setBrokenPicture(broken ? preview : null)}
        />
        <TextInput
          label={t('yourName')}
          value={identity.nameDraft}
          onChange={(v) => identity.setNameDraft(v)}
          error={shown(identity.nameError)}
          help={t('nameLength', { length: nameLength, max: USER_NAME_MAX_LENGTH })}
          required
          inputProps={{
            name: 'name',
            'data-testid': 'vote-name',
            enterKeyHint: 'go',
            autoComplete: 'nickname',
          }}
          sx={{ flex: 1 }}
        />
      </Box>

      <TextInput
        label={t('pictureUrl')}
        placeholder="https://…"
        value={identity.pictureDraft}
        onChange={(v) => identity.setPictureDraft(v)}
        error={shown(identity.pictureError)}
        // The hint is a warning, not an error: the join still works.
        warning={pictureBroken}
        help={t(pictureBroken ? 'pictureBroken' : 'pictureHelp')}
        helpTestId="vote-picture-help"
        type="url"
        inputProps={{
          name: 'picture',
          'data-testid': 'vote-picture',
          // An address reads left to right in every language ('https://…', not '…//:https').
          dir: 'ltr',
          inputMode: 'url',
          autoComplete: 'photo',
          autoCapitalize: 'none',
          spellCheck: false,
        }}
        sx={{ mt: 2 }}
      />

      <TextInput
        label={t('screenCode')}
        value={joinForm.codeDraft}
        onChange={(v) => joinForm.setCodeDraft(v)}
        error={shown(joinForm.codeError)}
        help={t('screenCodeHelp')}
        inputProps={{
          name: 'code',
          // The prerendered page is the same for every screen: the boot script writes
          // this screen's code in as the page is parsed.
          'data-screen-code': '',
          'data-testid': 'vote-code',
          autoCapitalize: 'none',
          spellCheck: false,
        }}
        sx={{ mt: 2 }}
      />

      <CheckBox
        label={w('watchOnly')}
        help={w('watchOnlyHelp')}
        checked={store.watchChoice.watching}
        onChange={store.watchChoice.setWatching}
        name="watch"
        testId="vote-watch"
        sx={{ mt: 2 }}
      />

      <PhoneButton
        type="submit"
        variant="contained"
        data-testid="vote-join"
        sx={{ mt: 3, width: '100%', minHeight: 56, fontSize: '1.15rem' }}
      >
        <Box component="span" sx={WHILE_JOINING}>
          {t('join')}
        </Box>
        <Box component="span" sx={ONLY_WHILE_JOINING}>
          {t('starting')}
        </Box>
      </PhoneButton>
    </Box>
  );
});
