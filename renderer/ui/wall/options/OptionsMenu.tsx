import Close from '@mui/icons-material/Close';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { TRANSITION_MS } from '../../../domain/constants';
import { optionsText } from '../../../i18n/en/options';
import { useText } from '../../../i18n/react';
import type { Platform } from '../../../platform/platform';
import type { PreviewStore } from '../../../stores/wall/preview-store';
import type { SessionRoot } from '../../../stores/session/session-root';
import { DeviceOptions } from './DeviceOptions';
import { EditViewSections } from './EditViewSections';
import { EditMode } from './edit-mode';
import { NormalViewSections } from './NormalViewSections';
import { OptionsSection } from './OptionsSection';
import { SaveProblemMessage } from './SaveProblemMessage';
import { ThemeList } from './ThemeList';
import type { ResultSwitch, WallMenuSource } from './types';
import { MaterialScope } from '../material-scope';
import { trackerParts } from '../tracker/parts';

export type { ResultSwitch, WallMenuSource } from './types';
// Preview mode's parts: only Options turns it on (ui/wall/options-code.tsx).
export { PreviewGrid, VisibilityOffIcon } from '../PreviewGrid';

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

/**
 * The Options menu (docs/product.md, Settings menu): slides in from the right
 * in 500 ms. Normal view: 'Themes', 'Blocked Users' and 'History'; edit view (the sliders
 * icon): 'Themes', 'Colors' and 'Value Specific Images'. Between them 'Backlog', 'Cards'
 * and 'Round' (the options the room shares). Also this device's switches (join panel,
 * result summary, sound at reveal) and, in the kiosk, start at login and quit. The backdrop is
 * invisible so a previewed theme stays fully visible beside the menu; a click on it
 * closes the menu. Below 'Themes', each view's sections are EditViewSections' or
 * NormalViewSections', and the device's DeviceOptions'.
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
  const t = useText(optionsText);
  const { configWriter, themeCatalogue } = wall;
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

        <OptionsSection title={t('themes')} testId="section-themes">
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
        </OptionsSection>

        {editing.on ? (
          <EditViewSections wall={wall} />
        ) : (
          <NormalViewSections wall={wall} session={session} tracking={tracking} />
        )}
        <DeviceOptions wall={wall} result={result} platform={platform} onShowKeys={onShowKeys} />
      </Drawer>
    </MaterialScope>
  );
});

export default OptionsMenu;
