/**
 * The phone's deck chooser, opened from its 'Cards' button (PhoneDeckChooser.tsx): a
 * chunk of its own, fetched as the button is pressed, since most phones never open it.
 */
import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { DECK_IDS, type DeckId } from '../../domain/deck';
import { deckText } from '../../i18n/en/deck';
import { customDeckForm, customDeckHelp } from '../common/custom-deck-form';
import { useTranslator } from '../../i18n/react';
import type { DeckChoiceStore } from '../../stores/common/deck-choice-store';
import type { DeckStore } from '../../stores/common/deck-store';
import { PhoneButton, TextInput } from './controls';
import { VOTE_COLORS } from './vote-theme';

const FIELD_LABEL = { fontWeight: 700, fontSize: '0.95rem' } as const;

/** A checkbox with its label, 44 px high. */
function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <Box
      component="label"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44, fontWeight: 600 }}
    >
      <Box
        component="input"
        type="checkbox"
        checked={checked}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.checked)}
        sx={{ width: 22, height: 22, m: 0, accentColor: VOTE_COLORS.accent }}
      />
      {label}
    </Box>
  );
}

/**
 * "Changing the cards starts a new round", with Cancel and Change cards, in place: it
 * comes into view above the sticky Ready bar and takes the focus (on Cancel, the safe
 * answer).
 */
const ConfirmChange = observer(function ConfirmChange({ choice }: { choice: DeckChoiceStore }) {
  const t = useTranslator().part(deckText);
  const titleId = useId();
  const asking = choice.pending !== null;
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!asking) return;
    boxRef.current?.scrollIntoView({ block: 'nearest' });
    // The first button is Cancel.
    boxRef.current?.querySelector('button')?.focus({ preventScroll: true });
  }, [asking]);
  if (!asking) return null;
  return (
    <Box
      ref={boxRef}
      role="alertdialog"
      aria-labelledby={titleId}
      sx={{
        // Clear of the sticky Ready bar when scrolled into view.
        scrollMarginBottom: '160px',
        mt: 1.5,
        p: 1.5,
        borderRadius: '12px',
        bgcolor: VOTE_COLORS.warningSoft,
        color: VOTE_COLORS.warning,
      }}
    >
      <Box id={titleId} sx={{ fontWeight: 800 }}>
        {t('confirm')}
      </Box>
      <Box sx={{ mt: 0.5, color: VOTE_COLORS.ink }}>{t('confirmDetail')}</Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
        <PhoneButton variant="outlined" onClick={choice.cancel} sx={{ flex: 1 }}>
          {t('cancel')}
        </PhoneButton>
        <PhoneButton variant="contained" onClick={choice.confirm} sx={{ flex: 1 }}>
          {t('change')}
        </PhoneButton>
      </Box>
    </Box>
  );
});

/** The chooser itself: the deck list, ? and C of a preset, or the typed list. */
const ChooserPanel = observer(function ChooserPanel({
  deck,
  choice,
  id,
}: {
  deck: DeckStore;
  choice: DeckChoiceStore;
  id: string;
}) {
  const translator = useTranslator();
  const t = translator.part(deckText);
  const selectId = useId();
  const { extras } = choice;
  const refusal = choice.refusal && translator.message(choice.refusal);
  return (
    <Box
      id={id}
      sx={{
        mt: 1,
        p: 1.5,
        borderRadius: '14px',
        bgcolor: VOTE_COLORS.card,
        border: `1px solid ${VOTE_COLORS.cardBorder}`,
      }}
    >
      <Box component="label" htmlFor={selectId} sx={{ ...FIELD_LABEL, display: 'block', mb: 0.5 }}>
        {t('deck')}
      </Box>
      <Box
        component="select"
        id={selectId}
        value={choice.selected}
        onChange={(e: React.ChangeEvent<HTMLSelectElement>) =>
          choice.pick(e.target.value as DeckId)
        }
        sx={{
          width: '100%',
          minHeight: 48,
          px: 1.25,
          font: 'inherit',
          fontSize: '1.05rem',
          color: VOTE_COLORS.ink,
          bgcolor: VOTE_COLORS.card,
          border: '1.5px solid #94a3b8',
          borderRadius: '10px',
        }}
      >
        {DECK_IDS.map((deckId) => (
          <option key={deckId} value={deckId}>
            {t(deckId)}
          </option>
        ))}
      </Box>
      {extras && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, mt: 0.5 }}>
          <Check
            label={t('question')}
            checked={extras.question}
            onChange={(on) => choice.setExtra('question', on)}
          />
          <Check
            label={t('coffee')}
            checked={extras.coffee}
            onChange={(on) => choice.setExtra('coffee', on)}
          />
        </Box>
      )}
      {choice.selected === 'custom' && (
        <Box {...customDeckForm(choice)} sx={{ mt: 1.5 }}>
          <TextInput
            label={t('customLabel')}
            value={choice.customText}
            onChange={choice.setCustomText}
            help={customDeckHelp(t)}
            error={refusal}
            inputProps={{ spellCheck: false, autoCapitalize: 'off', autoComplete: 'off' }}
          />
          <PhoneButton type="submit" variant="contained" sx={{ mt: 1, width: '100%' }}>
            {t('useCards')}
          </PhoneButton>
        </Box>
      )}
      {deck.saveError && (
        <Box role="alert" sx={{ mt: 1, color: VOTE_COLORS.error, fontWeight: 600 }}>
          {translator.message(deck.saveError)}
        </Box>
      )}
      <ConfirmChange choice={choice} />
    </Box>
  );
});

export default ChooserPanel;
