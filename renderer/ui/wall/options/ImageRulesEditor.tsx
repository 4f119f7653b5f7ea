import AddCircleOutline from '@mui/icons-material/AddCircleOutlined';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Hint } from '../../common/Hint';
import { observer } from 'mobx-react-lite';
import {
  HOST_PLACEHOLDER,
  imageRuleValueProblem,
  MAX_RULE_PATTERN_LENGTH,
  type ImageRuleValueProblem,
} from '../../../domain/image-rule-syntax';
import { optionsPanelsText } from '../../../i18n/en/options-panels';
import { useText } from '../../../i18n/react';
import type { CustomImageRule } from '../../../domain/types';
import type { ImageRulesStore } from '../../../stores/wall/image-rules-store';

/** The words under a rule's 'Value' for each problem. */
const PROBLEM_TEXT = {
  tooLong: 'valueTooLong',
  invalid: 'valueInvalid',
  unsupported: 'valueUnsupported',
} as const satisfies Record<ImageRuleValueProblem, keyof typeof optionsPanelsText.en>;

interface RuleRowProps {
  rules: ImageRulesStore;
  rule: CustomImageRule;
  index: number;
  last: boolean;
}

const RuleRow = observer(function RuleRow({ rules, rule, index, last }: RuleRowProps) {
  const t = useText(optionsPanelsText);
  const problem = imageRuleValueProblem(rule.value);
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      data-testid="image-rule"
      sx={{
        alignItems: 'flex-start',
        p: 1.25,
        borderRadius: 2,
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Stack spacing={1.25} sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap>
          <TextField
            label={t('value')}
            placeholder={t('valuePlaceholder')}
            value={rule.value}
            onChange={(e) => rules.update(index, { value: e.target.value })}
            error={problem !== null}
            helperText={problem && t(PROBLEM_TEXT[problem], { max: MAX_RULE_PATTERN_LENGTH })}
            size="small"
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { 'data-testid': 'image-rule-value', spellCheck: false } }}
          />
          <TextField
            label={t('userName')}
            placeholder={t('userNamePlaceholder')}
            value={rule.user}
            onChange={(e) => rules.update(index, { user: e.target.value })}
            size="small"
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { 'data-testid': 'image-rule-user' } }}
          />
        </Stack>
        <TextField
          label={t('images')}
          // The token itself (docs/product.md, Settings menu): the same in every language.
          placeholder={HOST_PLACEHOLDER}
          value={rule.images}
          onChange={(e) => rules.update(index, { images: e.target.value })}
          // The placeholder names itself: {host} is what the owner types.
          helperText={t('imagesHelp', { host: HOST_PLACEHOLDER })}
          multiline
          minRows={2}
          maxRows={8}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'image-rule-images', spellCheck: false } }}
        />
      </Stack>
      <Stack>
        <Hint title={t('remove')}>
          <IconButton aria-label={t('removeImageRule')} onClick={() => rules.remove(index)}>
            <RemoveCircleOutline />
          </IconButton>
        </Hint>
        {last && (
          <Hint title={t('add')}>
            <IconButton aria-label={t('addImageRule')} color="primary" onClick={rules.add}>
              <AddCircleOutline />
            </IconButton>
          </Hint>
        )}
      </Stack>
    </Stack>
  );
});

/**
 * The 'Value Specific Images' section: one row per rule ('Value' as a regular
 * expression, 'User Name', newline-separated image URLs), a remove button on each row
 * and an add button on the last. An invalid expression is shown under its field (the
 * matcher skips it).
 */
export const ImageRulesEditor = observer(function ImageRulesEditor({
  store,
}: {
  store: ImageRulesStore;
}) {
  const t = useText(optionsPanelsText);
  const rules = store.rules;
  return (
    <Stack spacing={1.25} data-testid="image-rules">
      {rules.map((rule, i) => (
        // Rows have no identity of their own; index keys are fine for controlled fields.
        <RuleRow key={i} rules={store} rule={rule} index={i} last={i === rules.length - 1} />
      ))}
      {rules.length === 0 && (
        <Box>
          <Button startIcon={<AddCircleOutline />} onClick={store.add}>
            {t('addImageRule')}
          </Button>
        </Box>
      )}
    </Stack>
  );
});
