import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import type { Deck } from '../../../domain/deck';
import {
  deckSizes,
  sizeNumbersFrom,
  sizeNumbersTyped,
  sizeOutOfOrder,
} from '../../../domain/size-numbers';
import { trackerSizesText } from '../../../i18n/en/tracker-sizes';
import { useTranslator } from '../../../i18n/react';
import type { SizeNumbersStore } from '../../../stores/tracker/size-numbers-store';
import { TRACKER_ALERT } from './tracker-alert';

const NOTE = { fontSize: 13, color: 'text.secondary', lineHeight: 1.45 } as const;

/**
 * Options' 'T-shirt sizes as numbers' (docs/tracker-wall.md, The estimate written): one
 * field per size of the screen's deck, offered with a suggestion that maps nothing until
 * Save; Clear unmaps them all. Shown only when the deck has sizes.
 */
export const SizeNumbersForm = observer(function SizeNumbersForm({
  store,
  deck,
}: {
  store: SizeNumbersStore;
  deck: Deck;
}) {
  const sizes = deckSizes(deck);
  if (sizes.length === 0) return null;
  // A new deck's sizes start their fields afresh.
  return <SizeFields key={sizes.join(' ')} store={store} sizes={sizes} />;
});

const SizeFields = observer(function SizeFields({
  store,
  sizes,
}: {
  store: SizeNumbersStore;
  sizes: readonly string[];
}) {
  const t = useTranslator().part(trackerSizesText);
  const headingId = useId();
  const [typed, setTyped] = useState(() => sizeNumbersTyped(store.numbers, sizes));
  const [refused, setRefused] = useState<readonly string[]>([]);

  const save = (e: FormEvent) => {
    e.preventDefault();
    const read = sizeNumbersFrom(typed, sizes);
    if (!read.ok) return setRefused(read.refused);
    setRefused([]);
    store.save(read.numbers);
    setTyped(sizeNumbersTyped(store.numbers, sizes));
  };
  const clear = () => {
    store.clear();
    setRefused([]);
    setTyped(sizeNumbersTyped({}, sizes));
  };
  const lower = store.mapped ? sizeOutOfOrder(store.numbers, sizes) : null;

  return (
    <Stack
      component="form"
      role="group"
      aria-labelledby={headingId}
      noValidate
      onSubmit={save}
      spacing={1.25}
      data-testid="size-numbers"
      sx={{ pt: 1 }}
    >
      <Box id={headingId} component="h3" sx={{ m: 0, fontSize: 15, fontWeight: 700 }}>
        {t('heading')}
      </Box>
      <Box sx={NOTE}>{t('help')}</Box>
      {store.droppedStorage && (
        <Box role="alert" sx={TRACKER_ALERT}>
          {t('dropped')}
        </Box>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.25 }}>
        {sizes.map((size) => (
          <TextField
            key={size}
            label={size}
            value={typed[size] ?? ''}
            onChange={(e) => setTyped({ ...typed, [size]: e.target.value })}
            error={refused.includes(size)}
            size="small"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        ))}
      </Box>
      {refused.length > 0 && (
        <Box role="alert" sx={TRACKER_ALERT}>
          {t('bad', { sizes: refused.join(', ') })}
        </Box>
      )}
      {/* Said on Save and Clear; not a status role, which Options keeps for the connection. */}
      <Box sx={{ ...NOTE, fontWeight: 600 }} aria-live="polite" data-testid="size-numbers-state">
        {store.mapped ? t('saved') : t('notSaved')}
      </Box>
      {lower !== null && <Box sx={NOTE}>{t('outOfOrder', { size: lower })}</Box>}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained">
          {t('save')}
        </Button>
        <Button variant="outlined" disabled={!store.mapped} onClick={clear}>
          {t('clear')}
        </Button>
      </Stack>
    </Stack>
  );
});
