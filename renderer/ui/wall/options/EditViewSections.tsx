import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import { lazy, Suspense } from 'react';
import { optionsText } from '../../../i18n/en/options';
import { useText } from '../../../i18n/react';
import { ImageRulesEditor } from './ImageRulesEditor';
import { OptionsSection } from './OptionsSection';
import type { WallMenuSource } from './types';

// The colour picker library is the heaviest part of the menu: loaded on entering edit mode.
const ColorEditor = lazy(() => import('./ColorEditor'));

/** The sections of Options' edit view (the sliders icon) below 'Themes': 'Colors' and 'Value Specific Images'. */
export function EditViewSections({
  wall,
}: {
  wall: Pick<WallMenuSource, 'configWriter' | 'imageRules'>;
}) {
  const t = useText(optionsText);
  return (
    <>
      <Divider />
      <OptionsSection title={t('colors')} testId="section-colors">
        <Suspense fallback={<CircularProgress size={24} aria-label={t('loadingColorPickers')} />}>
          <ColorEditor config={wall.configWriter} />
        </Suspense>
      </OptionsSection>
      <Divider />
      <OptionsSection title={t('valueSpecificImages')} testId="section-images">
        <ImageRulesEditor store={wall.imageRules} />
      </OptionsSection>
    </>
  );
}
