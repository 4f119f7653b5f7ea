import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Tune from '@mui/icons-material/Tune';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { Hint } from '../../common/Hint';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { gradientCss } from '../../../domain/theme-colors';
import { optionsText } from '../../../i18n/en/options';
import { optionsPanelsText } from '../../../i18n/en/options-panels';
import { useText, useTranslator } from '../../../i18n/react';
import type { Theme } from '../../../domain/types';
import type { ConfigWriterStore } from '../../../stores/wall/config-writer-store';
import type { ThemeCatalogueStore } from '../../../stores/wall/theme-catalogue-store';
import type { EditMode } from './edit-mode';

/** The gradient swatch of a theme (only safe colours reach CSS; none → neutral grey). */
export function ThemeGradient({ colors }: { colors: readonly string[] }) {
  return (
    <Box
      aria-hidden
      data-testid="theme-gradient"
      sx={{
        width: 56,
        height: 36,
        flexShrink: 0,
        borderRadius: 1.5,
        border: '1px solid rgba(127,127,127,0.45)',
        background:
          gradientCss(colors) ?? 'repeating-linear-gradient(45deg, #888 0 6px, #aaa 6px 12px)',
      }}
    />
  );
}

interface RowProps {
  name: string;
  colors: readonly string[];
  selected: boolean;
  /** Preview mode shows this theme: outlined, so the owner sees which one is on screen. */
  previewing?: boolean;
  children: ReactNode;
  testId: string;
}

function Row({ name, colors, selected, previewing = false, children, testId }: RowProps) {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      // A gap, not a margin on one side: the same space in a right-to-left menu.
      useFlexGap
      data-testid={testId}
      data-theme-name={name}
      data-selected={selected ? 'true' : 'false'}
      data-previewing={previewing ? 'true' : 'false'}
      sx={{
        alignItems: 'center',
        px: 1,
        py: 0.5,
        borderRadius: 2,
        bgcolor: selected ? 'action.selected' : 'transparent',
        outline: previewing ? '2px solid' : 'none',
        outlineColor: 'primary.main',
      }}
    >
      <ThemeGradient colors={colors} />
      {/* Theme names come from the database: rendered as text, one line, cut at the end
          of their own script but aligned with the page ('left' mirrors in right-to-left:
          see MaterialScope). */}
      <Typography
        dir="auto"
        sx={{ flex: 1, minWidth: 0, fontSize: 17, textAlign: 'left' }}
        noWrap
        title={name}
      >
        {name}
      </Typography>
      {children}
    </Stack>
  );
}

const EditButton = observer(function EditButton({ editing }: { editing: EditMode }) {
  const t = useText(optionsPanelsText);
  return (
    <Hint title={editing.on ? t('doneEditing') : t('editColoursAndImages')}>
      <IconButton
        aria-label={t('editTheme')}
        aria-pressed={editing.on}
        color={editing.on ? 'primary' : 'default'}
        onClick={editing.toggle}
      >
        <Tune />
      </IconButton>
    </Hint>
  );
});

const ThemeRow = observer(function ThemeRow({
  theme,
  catalogue,
  editing,
}: {
  theme: Theme;
  catalogue: ThemeCatalogueStore;
  editing: EditMode;
}) {
  const translator = useTranslator();
  const t = translator.part(optionsPanelsText);
  const selected = catalogue.selectedTheme === theme;
  const previewing = catalogue.isPreviewing(theme);
  return (
    <Row
      name={theme.name}
      colors={theme.preview}
      selected={selected}
      previewing={previewing}
      testId="theme-row"
    >
      <Hint title={selected ? t('selected') : t('select')}>
        <IconButton
          aria-label={t('selectTheme', { name: theme.name })}
          aria-pressed={selected}
          color={selected ? 'primary' : 'default'}
          onClick={() => editing.selectTheme(theme)}
        >
          {selected ? <CheckCircle /> : <RadioButtonUnchecked />}
        </IconButton>
      </Hint>
      <Hint title={previewing ? translator.text(optionsText, 'closePreview') : t('preview')}>
        <IconButton
          aria-label={t('previewTheme', { name: theme.name })}
          aria-pressed={previewing}
          color={previewing ? 'primary' : 'default'}
          onClick={() => catalogue.togglePreview(theme)}
        >
          {previewing ? <VisibilityOff /> : <Visibility />}
        </IconButton>
      </Hint>
      {selected ? <EditButton editing={editing} /> : <Box sx={{ width: 40 }} />}
    </Row>
  );
});

/**
 * The 'Themes' section: every theme with its gradient, name, select and preview icons,
 * the sliders (edit) icon on the selected one, and a 'Custom' entry first when the
 * config equals no theme.
 */
export const ThemeList = observer(function ThemeList({
  catalogue,
  config,
  editing,
}: {
  catalogue: ThemeCatalogueStore;
  config: ConfigWriterStore;
  editing: EditMode;
}) {
  const t = useText(optionsPanelsText);
  const current = config.current;
  const custom = catalogue.selectedTheme === null;
  return (
    <Stack spacing={0.5} data-testid="theme-list">
      {custom && (
        <Row
          name={t('custom')}
          colors={[current.screenBackground, current.cardBackground, current.cardBorder]}
          selected
          testId="theme-custom"
        >
          <Hint title={t('selected')}>
            <Box
              role="img"
              aria-label={t('selected')}
              sx={{ display: 'flex', p: 1, color: 'primary.main' }}
            >
              <CheckCircle />
            </Box>
          </Hint>
          <Box sx={{ width: 40 }} />
          <EditButton editing={editing} />
        </Row>
      )}
      {catalogue.themes.map((theme, i) => (
        <ThemeRow
          key={`${i}:${theme.name}`}
          theme={theme}
          catalogue={catalogue}
          editing={editing}
        />
      ))}
      {catalogue.themesLoaded && catalogue.themes.length === 0 && (
        <Typography color="text.secondary">{t('noThemes')}</Typography>
      )}
    </Stack>
  );
});
