import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import type { PhoneRoot } from '../../stores/phone/phone-root';
import { CheckBox, PhoneButton, TextInput } from './controls';
import { VOTE_COLORS } from './vote-theme';
import { phoneText } from '../../i18n/en/phone';
import { watchText } from '../../i18n/en/watch';
import { useText, useTranslator } from '../../i18n/react';
import { JOIN_FORM_ID, JOINING_CLASS } from './early-start';
import { ProfileFields, shownMessage } from './ProfileFields';

/** The Join button's label while the boot script keeps a Join (see early-start.ts). */
const WHILE_JOINING = { [`.${JOINING_CLASS} &`]: { display: 'none' } } as const;
const ONLY_WHILE_JOINING = { display: 'none', [`.${JOINING_CLASS} &`]: { display: 'inline' } };

/** 'Join', or 'Starting…' while the boot script keeps a Join pressed before the app was ready. */
function JoinButton() {
  const t = useText(phoneText);
  return (
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
  );
}

/**
 * The join form: name, optional picture with a live avatar preview (ProfileFields.tsx),
 * the screen code, and whether to watch rather than vote.
 */
export const JoinForm = observer(function JoinForm({ store }: { store: PhoneRoot }) {
  const { joinForm } = store;
  const translator = useTranslator();
  const t = translator.part(phoneText);
  const w = translator.part(watchText);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    joinForm.submit();
  };
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

      <ProfileFields identity={store.identity} />

      <TextInput
        label={t('screenCode')}
        value={joinForm.codeDraft}
        onChange={(v) => joinForm.setCodeDraft(v)}
        error={shownMessage(translator, joinForm.codeError)}
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

      <JoinButton />
    </Box>
  );
});
