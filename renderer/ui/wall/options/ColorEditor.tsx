import Stack from '@mui/material/Stack';
import { MuiColorInput, MuiColorInputButton, type MuiColorButtonProps } from 'mui-color-input';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { optionsText } from '../../../i18n/en/options';
import { COLOR_KEYS, type ColorKey } from '../../../domain/theme-colors';
import { useTranslator } from '../../../i18n/react';
import type { ConfigWriterStore } from '../../../stores/wall/config-writer-store';
import { fieldName } from './config-text';

const ColorField = observer(function ColorField({
  config,
  field,
}: {
  config: ConfigWriterStore;
  field: ColorKey;
}) {
  const translator = useTranslator();
  const label = fieldName(translator, field);
  const name = translator.text(optionsText, 'colorPicker', { field: label });
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
      label={label}
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
