/**
 * The join form's profile (JoinForm.tsx): the name, with the live avatar beside it, and
 * the optional picture's address, drafts of the identity until Join saves them.
 */
import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { USER_NAME_MAX_LENGTH } from '../../domain/records';
import type { IdentityStore } from '../../stores/phone/identity-store';
import { Avatar } from '../common/Avatar';
import { TextInput } from './controls';
import { phoneText } from '../../i18n/en/phone';
import { useTranslator } from '../../i18n/react';
import type { Message, Translator } from '../../i18n/translate';

/** A field's message as text, or none. */
export const shownMessage = (translator: Translator, m: Message | null): string | null =>
  m === null ? null : translator.message(m);

/**
 * Name and picture. A picture that does not load (the avatar says so) turns the
 * picture's hint into a warning: joining still works, with the initials.
 */
export const ProfileFields = observer(function ProfileFields({
  identity,
}: {
  identity: IdentityStore;
}) {
  const translator = useTranslator();
  const t = translator.part(phoneText);
  const [brokenPicture, setBrokenPicture] = useState<string | null>(null);
  const preview = identity.previewPicture;
  const nameLength = identity.nameDraft.trim().length;
  const pictureBroken = preview !== null && brokenPicture === preview;
  return (
    <>
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
          error={shownMessage(translator, identity.nameError)}
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
        error={shownMessage(translator, identity.pictureError)}
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
    </>
  );
});
