/**
 * The language list, shared by the wall's Options and the phone's switch: each language
 * named in its own words (and tagged with its own lang, so a screen reader says it
 * right), the one shown selected; choosing one keeps it on this device.
 */
import Box from './Box';
import type { SxProps, Theme } from '@mui/system';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { languageText } from '../../i18n/en/language';
import { LOCALES, type LocaleCode } from '../../../shared/locales';
import { useLanguageChoice, useTranslator } from '../../i18n/react';

/** Props of {@link LanguageSelect}. */
export interface LanguageSelectProps {
  /** Styles of the select element. */
  selectSx?: SxProps<Theme>;
  /** Styles of the whole (label, select, status). */
  sx?: SxProps<Theme>;
  /** Shows the label 'Language' beside the list (else it is its accessible name only). */
  showLabel?: boolean;
}

export const LanguageSelect = observer(function LanguageSelect({
  selectSx,
  sx,
  showLabel = true,
}: LanguageSelectProps) {
  const store = useLanguageChoice();
  const translator = useTranslator();
  const t = translator.part(languageText);
  const id = useId();
  const failed = LOCALES.find((l) => l.code === store.failed);
  return (
    <Box sx={sx}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Box
          component="label"
          htmlFor={id}
          sx={
            showLabel
              ? { fontWeight: 600 }
              : {
                  // Read by screen readers only. In px: a bare 1 in sx means 100 %.
                  position: 'absolute',
                  width: '1px',
                  height: '1px',
                  overflow: 'hidden',
                  whiteSpace: 'nowrap',
                  clip: 'rect(0 0 0 0)',
                }
          }
        >
          {t('language')}
        </Box>
        <Box
          component="select"
          id={id}
          data-testid="language-select"
          value={store.locale}
          onChange={(e: React.ChangeEvent<HTMLSelectElement>) =>
            void store.choose(e.target.value as LocaleCode)
          }
          sx={[
            {
              font: 'inherit',
              minHeight: 44,
              px: 1.5,
              borderRadius: '10px',
              border: '1px solid #94a3b8',
              bgcolor: '#ffffff',
              color: '#0f172a',
              maxWidth: '100%',
              // The browser's own thin ring is lost on the phone's dark header.
              '&:focus-visible': { outline: '3px solid #4338ca', outlineOffset: 2 },
            },
            ...(Array.isArray(selectSx) ? selectSx : [selectSx]),
          ]}
        >
          {LOCALES.map((l) => (
            <option key={l.code} value={l.code} lang={l.code} dir={l.dir}>
              {l.name}
            </option>
          ))}
        </Box>
        {store.pending && (
          <Box component="span" role="status" sx={{ opacity: 0.7 }}>
            {t('loading')}
          </Box>
        )}
      </Box>
      {failed && (
        <Box
          role="alert"
          data-testid="language-failed"
          sx={{ mt: 1, color: '#b91c1c', fontWeight: 600 }}
        >
          {t('loadFailed', { language: failed.name })}
        </Box>
      )}
    </Box>
  );
});
