import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { DECK_IDS, type DeckId } from '../../../domain/deck';
import { deckText } from '../../../i18n/en/deck';
import { customDeckForm, customDeckHelp } from '../../common/custom-deck-form';
import { useTranslator } from '../../../i18n/react';
import type { DeckChoiceStore } from '../../../stores/common/deck-choice-store';
import type { DeckStore } from '../../../stores/common/deck-store';

/** Props of {@link DeckChooser}. */
export interface DeckChooserProps {
  deck: DeckStore;
  choice: DeckChoiceStore;
}

/** The cards in use, as small chips (one text for a screen reader). */
const CardsInUse = observer(function CardsInUse({ deck }: { deck: DeckStore }) {
  const translator = useTranslator();
  const { cards } = deck.deck;
  return (
    <>
      {/* The caption is in the cards' own name for a screen reader. */}
      <Box
        aria-hidden
        sx={{ mt: 2, mb: 0.75, fontSize: 13, fontWeight: 600, color: 'text.secondary' }}
      >
        {translator.text(deckText, 'inUseTitle')}
      </Box>
      <Box
        role="img"
        aria-label={translator.text(deckText, 'inUse', { cards: cards.join(', ') })}
        data-testid="deck-cards"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
      >
        {cards.map((card) => (
          <Box
            key={card}
            aria-hidden
            dir="auto"
            sx={{
              minWidth: 32,
              px: 0.75,
              py: 0.5,
              borderRadius: 1,
              border: '1px solid',
              borderColor: 'divider',
              bgcolor: 'action.hover',
              fontSize: 14,
              fontWeight: 700,
              textAlign: 'center',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {card}
          </Box>
        ))}
      </Box>
    </>
  );
});

/** The typed list of a custom deck, its reason when refused, and 'Use these cards'. */
const CustomCards = observer(function CustomCards({ choice }: { choice: DeckChoiceStore }) {
  const translator = useTranslator();
  const t = translator.part(deckText);
  const refusal = choice.refusal && translator.message(choice.refusal);
  return (
    <Box {...customDeckForm(choice)} sx={{ mt: 1.5 }}>
      <TextField
        label={t('customLabel')}
        value={choice.customText}
        onChange={(e) => choice.setCustomText(e.target.value)}
        error={refusal !== null}
        helperText={refusal ?? customDeckHelp(t)}
        slotProps={{
          htmlInput: { spellCheck: false, autoCapitalize: 'off', 'data-testid': 'deck-custom' },
          formHelperText: {
            role: refusal ? 'alert' : undefined,
            sx: { mx: 0, fontSize: 14, fontWeight: refusal ? 600 : 400 },
          } as object,
        }}
        fullWidth
        size="small"
      />
      <Button type="submit" variant="contained" sx={{ mt: 1, textTransform: 'none' }}>
        {t('useCards')}
      </Button>
    </Box>
  );
});

/** "Changing the cards starts a new round": asked before a change that ends a round. */
const ConfirmChange = observer(function ConfirmChange({ choice }: { choice: DeckChoiceStore }) {
  const t = useTranslator().part(deckText);
  const titleId = useId();
  return (
    <Dialog open={choice.pending !== null} onClose={choice.cancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('confirm')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('confirmDetail')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={choice.cancel} sx={{ textTransform: 'none' }}>
          {t('cancel')}
        </Button>
        <Button onClick={choice.confirm} variant="contained" sx={{ textTransform: 'none' }}>
          {t('change')}
        </Button>
      </DialogActions>
    </Dialog>
  );
});

/**
 * Options' 'Cards' (docs/product.md, Cards): the deck every phone of this screen
 * offers. A preset is used at once; Custom opens a typed list; a change in the middle
 * of a round is asked first and then starts a New round.
 */
export const DeckChooser = observer(function DeckChooser({ deck, choice }: DeckChooserProps) {
  const translator = useTranslator();
  const t = translator.part(deckText);
  const { extras } = choice;
  return (
    <Box>
      <RadioGroup
        aria-label={t('deck')}
        value={choice.selected}
        onChange={(_, id) => choice.pick(id as DeckId)}
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1 }}
      >
        {DECK_IDS.map((id) => (
          <FormControlLabel
            key={id}
            value={id}
            control={<Radio size="small" />}
            label={t(id)}
            sx={{ mr: 0 }}
          />
        ))}
      </RadioGroup>
      {extras && (
        <Stack sx={{ mt: 0.5 }}>
          <FormControlLabel
            control={
              <Switch
                checked={extras.question}
                onChange={(e) => choice.setExtra('question', e.target.checked)}
              />
            }
            label={t('question')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={extras.coffee}
                onChange={(e) => choice.setExtra('coffee', e.target.checked)}
              />
            }
            label={t('coffee')}
          />
        </Stack>
      )}
      {choice.editingCustom || choice.selected === 'custom' ? (
        <CustomCards choice={choice} />
      ) : null}
      <CardsInUse deck={deck} />
      {deck.saveError && (
        <Box role="alert" sx={{ mt: 1.5, color: 'error.main', fontSize: 14, fontWeight: 600 }}>
          {translator.message(deck.saveError)}
        </Box>
      )}
      <ConfirmChange choice={choice} />
    </Box>
  );
});
