import Stack from '@mui/material/Stack';
import { MuiColorInput, MuiColorInputButton, type MuiColorButtonProps } from 'mui-color-input';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { LABELS } from '../../domain/constants';
import { optionsText } from '../../i18n/en/options';
import { useText } from '../../i18n/react';
import { COLOR_KEYS, type ColorKey } from '../../domain/theme-config';
import type { ConfigWriterStore } from '../../stores/config-writer-store';

const LABEL_OF: Record<ColorKey, string> = {
  cardBackground: LABELS.cardBackground,
  cardBorder: LABELS.cardBorder,
  textColor: LABELS.textColor,
  screenBackground: LABELS.screenBackground,
  screenForeground: LABELS.screenForeground,
};

const ColorField = observer(function ColorField({
  config,
  field,
}: {
  config: ConfigWriterStore;
  field: ColorKey;
}) {
  const t = useText(optionsText);
  const name = t('colorPicker', { field: LABEL_OF[field] });
  // The swatch shows a colour, not a word: its name says which picker it opens. One
  // component per name, so a new colour does not remount the button the picker hangs on.
  const Swatch = useMemo(
    () =>
      function Swatch(props: MuiColorButtonProps) {
        return <MuiColorInputButton {...props} aria-label={name} />;
      },
    [name],
  );
  return (
    <MuiColorInput
      data-testid={`color-${field}`}
      label={LABEL_OF[field]}
      value={config.colorValue(field)}
      // Hex without alpha (docs/product.md, Settings menu): the swatch at the start opens
      // the picker, which closes on a click outside it (MUI Popover).
      format="hex"
      isAlphaHidden
      size="small"
      fullWidth
      placeholder="#rrggbb"
      onChange={(value) => config.setColor(field, value)}
      Adornment={Swatch}
    />
  );
});

/**
 * The 'Colors' section of edit mode: a hex colour picker for each of the five colour
 * fields. A separate chunk: the picker library loads only when edit mode opens.
 */
export default function ColorEditor({ config }: { config: ConfigWriterStore }) {
  return (
    <Stack spacing={1.75} sx={{ pt: 1 }} data-testid="color-editor">
      {COLOR_KEYS.map((field) => (
        <ColorField key={field} config={config} field={field} />
      ))}
    </Stack>
  );
}
