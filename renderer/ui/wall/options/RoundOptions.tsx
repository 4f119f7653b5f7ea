import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Box from '@mui/material/Box';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { SUGGEST_RULES, type RoomOptions } from '../../../domain/room-options';
import type { SuggestRule } from '../../../domain/result-summary';
import { roomOptionsText } from '../../../i18n/en/room-options';
import { useTranslator } from '../../../i18n/react';
import type { RoomOptionsStore } from '../../../stores/common/room-options-store';

/** The label of each 'Suggested card' rule. */
const RULE_LABELS = { closest: 'closest', up: 'nextUp' } as const satisfies Record<
  SuggestRule,
  keyof typeof roomOptionsText.en
>;

/** The room's on/off options, in the order Options lists them. */
const ROOM_SWITCHES = ['revealCountdown', 'hideNames'] as const satisfies readonly (keyof Omit<
  RoomOptions,
  'suggestedCard'
>)[];

/**
 * Options' 'Round' (docs/product.md, Room options): the options the whole room shares,
 * for every wall and phone of the screen code. A change shows once the database has it;
 * a refused one is said below.
 */
export const RoundOptions = observer(function RoundOptions({ store }: { store: RoomOptionsStore }) {
  const translator = useTranslator();
  const t = translator.part(roomOptionsText);
  const { options, error } = store;
  const captionId = useId();
  return (
    <Stack>
      {ROOM_SWITCHES.map((key) => (
        <FormControlLabel
          key={key}
          control={
            <Switch checked={options[key]} onChange={(e) => store.set(key, e.target.checked)} />
          }
          label={t(key)}
        />
      ))}
      <Box
        id={captionId}
        sx={{ mt: 1.5, mb: 0.25, fontSize: 13, fontWeight: 600, color: 'text.secondary' }}
      >
        {t('suggestedCard')}
      </Box>
      <RadioGroup
        aria-labelledby={captionId}
        value={options.suggestedCard}
        onChange={(_, rule) => store.set('suggestedCard', rule as SuggestRule)}
      >
        {SUGGEST_RULES.map((rule) => (
          <FormControlLabel
            key={rule}
            value={rule}
            control={<Radio size="small" />}
            label={t(RULE_LABELS[rule])}
          />
        ))}
      </RadioGroup>
      {error && (
        <Box role="alert" sx={{ mt: 1, color: 'error.main', fontSize: 14, fontWeight: 600 }}>
          {translator.message(error)}
        </Box>
      )}
    </Stack>
  );
});
