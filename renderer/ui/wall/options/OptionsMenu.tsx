import Close from '@mui/icons-material/Close';
import Keyboard from '@mui/icons-material/Keyboard';
import PowerSettingsNew from '@mui/icons-material/PowerSettingsNew';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { TRANSITION_MS } from '../../../domain/constants';
import { backlogText } from '../../../i18n/en/backlog';
import { deckText } from '../../../i18n/en/deck';
import { languageText } from '../../../i18n/en/language';
import { keyHelpText } from '../../../i18n/en/key-help';
import { optionsText } from '../../../i18n/en/options';
import { resultText } from '../../../i18n/en/result';
import { roomOptionsText } from '../../../i18n/en/room-options';
import { trackerText } from '../../../i18n/en/tracker';
import { useTranslator } from '../../../i18n/react';
import type { Platform } from '../../../platform/platform';
import type { ConfigWriterStore } from '../../../stores/wall/config-writer-store';
import type { PreviewStore } from '../../../stores/wall/preview-store';
import type { SessionRoot } from '../../../stores/session/session-root';
import { BacklogPanel } from '../../session/BacklogPanel';
import { HistoryList } from '../../session/HistoryList';
import { BlockedUsers } from './BlockedUsers';
import { DeckChooser } from './DeckChooser';
import { saveProblemText } from './config-text';
import { EditMode } from './edit-mode';
import { ImageRulesEditor } from './ImageRulesEditor';
import { RoundOptions } from './RoundOptions';
import { ThemeList } from './ThemeList';
import type { ResultSwitch, WallMenuSource } from './types';
import { MaterialScope } from '../material-scope';
import { LanguageSelect } from '../../common/LanguageSelect';
import { trackerParts } from '../tracker/parts';
import { TrackerSection } from './TrackerOptions';

export type { ResultSwitch, WallMenuSource } from './types';

// The colour picker library is the heaviest part of the menu: loaded on entering edit mode.
const ColorEditor = lazy(() => import('./ColorEditor'));

/** Props of the Options menu. */
export interface OptionsMenuProps {
  /** Preview cards live on the screen; the menu only switches preview on and off. */
  preview: PreviewStore;
  wall: WallMenuSource;
  /** The session's history is shown and exported from the menu. */
  session: SessionRoot;
  /** The result summary's switch. */
  result: ResultSwitch;
  platform: Platform;
  open: boolean;
  onClose(): void;
  /** Closes the menu and shows the keyboard help. */
  onShowKeys(): void;
}

/** Width of the menu; narrower screens get the whole width. */
const MENU_WIDTH = 440;

function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Box component="section" aria-label={title} data-testid={testId} sx={{ px: 2.5, py: 2 }}>
      <Typography
        component="h3"
        sx={{
          fontSize: 13,
          fontWeight: 700,
          letterSpacing: '0.08em',
          textTransform: 'uppercase',
          color: 'text.secondary',
          mb: 1.25,
        }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * A change that was not saved: what and why, in the menu until a later save of it
 * succeeds. Sticky below the title, so it is seen from every section.
 */
const SaveProblemMessage = observer(function SaveProblemMessage({
  config,
}: {
  config: ConfigWriterStore;
}) {
  const translator = useTranslator();
  const problem = config.saveProblem;
  if (!problem) return null;
  return (
    <Box
      role="alert"
      data-testid="save-problem"
      sx={{
        position: 'sticky',
        top: 64,
        zIndex: 1,
        mx: 2.5,
        mb: 1,
        px: 1.5,
        py: 1.25,
        borderRadius: 2,
        bgcolor: '#fdecea',
        color: '#5f2120',
        border: '1px solid #f5c2c0',
        fontSize: 14,
        lineHeight: 1.45,
      }}
    >
      {saveProblemText(translator, problem)}
    </Box>
  );
});

/**
 * The settings menu 'Options' (docs/product.md, Settings menu): slides in from the right
 * in 500 ms. Normal view: 'Themes', 'Blocked Users' and 'History'; edit view (the sliders
 * icon): 'Themes', 'Colors' and 'Value Specific Images'. Between them 'Backlog', 'Cards'
 * and 'Round' (the options the room shares). Also this device's switches (join panel,
 * result summary, sound at reveal) and, in the kiosk, start at login and quit. The backdrop is
 * invisible so a previewed theme stays fully visible beside the menu; a click on it
 * closes the menu.
 */
const OptionsMenu = observer(function OptionsMenu({
  wall,
  session,
  result,
  platform,
  open,
  onClose,
  onShowKeys,
}: OptionsMenuProps) {
  const translator = useTranslator();
  const t = translator.part(optionsText);
  const { configWriter, themeCatalogue, imageRules, kioskSettings } = wall;
  // Which view the menu shows is menu state: kept while the page lives, not in a store.
  const [editing] = useState(() => new EditMode(themeCatalogue));
  const { ensureThemes } = themeCatalogue;
  const { tracker } = wall;
  // Made once: the panel's rows render the same components from one render to the next.
  const tracking = useMemo(() => trackerParts(tracker, session.backlog), [tracker, session]);
  useEffect(() => {
    if (open) ensureThemes();
  }, [open, ensureThemes]);
  // The tracker's stores load with Options: its backlog and Issue tracker sections use them.
  useEffect(() => {
    if (open) void tracker.load();
  }, [open, tracker]);

  return (
    <MaterialScope>
      <Drawer
        // The menu slides in from the side a reader's eye ends a line on: the right,
        // mirrored to the left in a right-to-left language (see MaterialScope).
        anchor="right"
        open={open}
        onClose={onClose}
        transitionDuration={TRANSITION_MS}
        slotProps={{
          backdrop: { invisible: true },
          paper: {
            'data-testid': 'settings-menu',
            role: 'dialog',
            'aria-label': t('options'),
            sx: { width: `min(${MENU_WIDTH}px, 100vw)` },
          } as object,
        }}
      >
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            px: 2.5,
            pt: 2,
            pb: 1,
            position: 'sticky',
            top: 0,
            bgcolor: 'background.paper',
            zIndex: 1,
          }}
        >
          <Typography component="h2" sx={{ flex: 1, fontSize: 24, fontWeight: 700 }}>
            {t('options')}
          </Typography>
          <IconButton aria-label={t('closeMenu')} onClick={onClose}>
            <Close />
          </IconButton>
        </Stack>
        <SaveProblemMessage config={configWriter} />

        <Section title={t('themes')} testId="section-themes">
          {themeCatalogue.previewMode && (
            <Button
              variant="outlined"
              startIcon={<VisibilityOff />}
              onClick={themeCatalogue.closePreview}
              data-testid="menu-close-preview"
              sx={{ mb: 1.5 }}
              fullWidth
            >
              {t('closePreview')}
            </Button>
          )}
          {themeCatalogue.themesLoaded || themeCatalogue.themes.length > 0 ? (
            <ThemeList catalogue={themeCatalogue} config={configWriter} editing={editing} />
          ) : (
            <CircularProgress size={24} aria-label={t('loadingThemes')} />
          )}
        </Section>

        {editing.on ? (
          <>
            <Divider />
            <Section title={t('colors')} testId="section-colors">
              <Suspense
                fallback={<CircularProgress size={24} aria-label={t('loadingColorPickers')} />}
              >
                <ColorEditor config={configWriter} />
              </Suspense>
            </Section>
            <Divider />
            <Section title={t('valueSpecificImages')} testId="section-images">
              <ImageRulesEditor store={imageRules} />
            </Section>
          </>
        ) : (
          wall.blockList.blocked.length > 0 && (
            <>
              <Divider />
              <Section title={t('blockedUsers')} testId="section-blocked">
                <BlockedUsers wall={wall} />
              </Section>
            </>
          )
        )}

        {!editing.on && (
          <>
            <Divider />
            <Section title={translator.text(backlogText, 'backlog')} testId="section-backlog">
              <BacklogPanel session={session} tracker={tracking} />
            </Section>
            {tracker.offered && (
              <>
                <Divider />
                <Section title={translator.text(trackerText, 'section')} testId="section-tracker">
                  {tracker.stores ? (
                    <TrackerSection stores={tracker.stores} deck={wall.deck.deck} />
                  ) : (
                    <CircularProgress
                      size={24}
                      aria-label={translator.text(trackerText, 'checking')}
                    />
                  )}
                </Section>
              </>
            )}
            <Divider />
            <Section title={translator.text(deckText, 'cards')} testId="section-cards">
              <DeckChooser deck={wall.deck} choice={wall.deckChoice} />
            </Section>
            <Divider />
            <Section title={translator.text(roomOptionsText, 'round')} testId="section-round">
              <RoundOptions store={wall.roomOptions} />
            </Section>
            <Divider />
            <Section title={t('history')} testId="section-history">
              <HistoryList session={session} />
            </Section>
          </>
        )}

        <Divider />
        <Section title={translator.text(languageText, 'language')} testId="section-language">
          <LanguageSelect showLabel={false} selectSx={{ width: '100%' }} />
        </Section>
        <Divider />
        <Stack sx={{ px: 2.5, py: 1.5 }} spacing={0.5}>
          <FormControlLabel
            control={
              <Switch
                checked={wall.wallPreferences.showJoinPanel}
                onChange={(e) => wall.wallPreferences.setShowJoinPanel(e.target.checked)}
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
                checked={wall.wallPreferences.soundAtReveal}
                onChange={(e) => wall.wallPreferences.setSoundAtReveal(e.target.checked)}
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
      </Drawer>
    </MaterialScope>
  );
});

export default OptionsMenu;
