/**
 * The import's preview (BacklogImport.tsx): the sentence the stories were read as, and
 * the choice that stores them: 'Import' into an empty backlog, else 'Append' or 'Replace';
 * 'Cancel' drops it.
 */
import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import type { ImportMode, ImportPreview } from '../../domain/backlog-import';
import { backlogPanelText } from '../../i18n/en/backlog-panel';
import { useTranslator } from '../../i18n/react';
import type { BacklogStore } from '../../stores/session/backlog-store';
import { formatText, previewText } from './backlog-words';
import { PANEL_COLORS } from './panel-look';
import { PanelActions, type PanelAction } from './PanelActions';
import type { BacklogTrackerParts } from './backlog-tracker';

/** The preview of `draft`; `onImported` gets how many stories were stored. */
export const BacklogPreview = observer(function BacklogPreview({
  backlog,
  draft,
  tracker,
  onImported,
}: {
  backlog: BacklogStore;
  draft: ImportPreview;
  tracker?: BacklogTrackerParts;
  onImported: (count: number) => void;
}) {
  const translator = useTranslator();
  const t = translator.part(backlogPanelText);
  const existing = backlog.stories.length;
  const confirm = async (mode: ImportMode) => {
    const count = draft.items.length;
    if (await backlog.confirmImport(mode)) onImported(count);
  };
  // An import by query waits for its estimate field to be picked.
  const busy = backlog.busy || (tracker?.importBlocked() ?? false);
  // Into an empty backlog it is one import; otherwise append to it or replace it.
  const choices: PanelAction[] =
    existing === 0
      ? [
          {
            label: t('import'),
            look: 'primary',
            disabled: busy,
            onClick: () => void confirm('append'),
          },
        ]
      : [
          {
            label: t('append'),
            look: 'primary',
            disabled: busy,
            onClick: () => void confirm('append'),
          },
          {
            label: t('replace'),
            look: 'danger',
            disabled: busy,
            onClick: () => void confirm('replace'),
          },
        ];
  return (
    <Box
      data-testid="backlog-preview"
      sx={{
        display: 'grid',
        gap: 1,
        p: 1.25,
        borderRadius: '10px',
        border: `2px solid ${PANEL_COLORS.accent}`,
        bgcolor: PANEL_COLORS.accentSoft,
      }}
    >
      <Box sx={{ fontSize: '0.85rem', color: PANEL_COLORS.muted, fontWeight: 700 }}>
        {t('readAs', { format: formatText(translator, draft.format, tracker?.queryFormat) })}
      </Box>
      <Box role="status" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {previewText(translator, draft)}
      </Box>
      {tracker && <tracker.PreviewNote />}
      {existing > 0 && <Box>{t('appendOrReplace', { count: existing })}</Box>}
      <PanelActions
        actions={[
          ...choices,
          { label: t('cancel'), disabled: backlog.busy, onClick: backlog.cancelImport },
        ]}
      />
    </Box>
  );
});
