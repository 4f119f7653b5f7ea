import Keyboard from '@mui/icons-material/Keyboard';
import PowerSettingsNew from '@mui/icons-material/PowerSettingsNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { observer } from 'mobx-react-lite';
import { keyHelpText } from '../../../i18n/en/key-help';
import { languageText } from '../../../i18n/en/language';
import { optionsText } from '../../../i18n/en/options';
import { resultText } from '../../../i18n/en/result';
import { roomOptionsText } from '../../../i18n/en/room-options';
import { useTranslator } from '../../../i18n/react';
import type { Platform } from '../../../platform/platform';
import { LanguageSelect } from '../../common/LanguageSelect';
import { OptionsSection } from './OptionsSection';
import type { ResultSwitch, WallMenuSource } from './types';

/** Props of {@link DeviceOptions}. */
export interface DeviceOptionsProps {
  wall: Pick<WallMenuSource, 'wallPreferences' | 'kioskSettings'>;
  result: ResultSwitch;
  platform: Platform;
  /** Closes the menu and shows the keyboard help. */
  onShowKeys(): void;
}

/**
 * What Options keeps for this device, below the room's sections: the language, the
 * switches (join panel, result summary, sound at reveal and, in the kiosk, start at
 * login), the keyboard help and, in the kiosk, Quit.
 */
export const DeviceOptions = observer(function DeviceOptions({
  wall,
  result,
  platform,
  onShowKeys,
}: DeviceOptionsProps) {
  const translator = useTranslator();
  const t = translator.part(optionsText);
  const { wallPreferences, kioskSettings } = wall;
  return (
    <>
      <Divider />
      <OptionsSection title={translator.text(languageText, 'language')} testId="section-language">
        <LanguageSelect showLabel={false} selectSx={{ width: '100%' }} />
      </OptionsSection>
      <Divider />
      <Stack sx={{ px: 2.5, py: 1.5 }} spacing={0.5}>
        <FormControlLabel
          control={
            <Switch
              checked={wallPreferences.showJoinPanel}
              onChange={(e) => wallPreferences.setShowJoinPanel(e.target.checked)}
            />
          }
          label={t('showJoinPanel')}
        />
        <FormControlLabel
          control={
            <Switch checked={result.shown} onChange={(e) => result.setShown(e.target.checked)} />
          }
          label={translator.text(resultText, 'show')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={wallPreferences.soundAtReveal}
              onChange={(e) => wallPreferences.setSoundAtReveal(e.target.checked)}
            />
          }
          label={translator.text(roomOptionsText, 'soundAtReveal')}
        />
        {platform.startAtLogin && (
          <FormControlLabel
            control={
              <Switch
                checked={kioskSettings.startAtLogin ?? false}
                disabled={kioskSettings.startAtLogin === null}
                onChange={(e) => kioskSettings.setStartAtLogin(e.target.checked)}
              />
            }
            label={t('startAtLogin')}
          />
        )}
        <Box>
          <Button startIcon={<Keyboard />} onClick={onShowKeys}>
            {translator.text(keyHelpText, 'title')}
          </Button>
        </Box>
        {platform.quit && (
          <Box>
            <Button color="error" startIcon={<PowerSettingsNew />} onClick={kioskSettings.quit}>
              {t('quit')}
            </Button>
          </Box>
        )}
      </Stack>
    </>
  );
});
