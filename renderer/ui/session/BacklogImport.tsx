import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import { useId, useState, type ChangeEvent } from 'react';
import type { ImportMode } from '../../domain/backlog-import';
import { backlogPanelText } from '../../i18n/en/backlog-panel';
import { useTranslator } from '../../i18n/react';
import type { BacklogStore } from '../../stores/session/backlog-store';
import { formatText, importProblemText, previewText } from './backlog-words';
import { PANEL_COLORS, panelAlert, panelButton } from './panel-look';
import { PanelActions, type PanelAction } from './PanelActions';
import { VISUALLY_HIDDEN } from '../common/sx';
import type { BacklogTrackerParts } from './backlog-tracker';

/**
 * Importing stories (docs/product.md, Backlog): pasted text or an uploaded file is read
 * into a preview sentence first; nothing is stored until 'Import'. When the backlog
 * already holds stories, the import asks whether to append to it or replace it.
 */
export const BacklogImport = observer(function BacklogImport({
  backlog,
  tracker,
}: {
  backlog: BacklogStore;
  /** The wall's tracker: 'From Jira', and the field its preview is written to. */
  tracker?: BacklogTrackerParts;
}) {
  const translator = useTranslator();
  const t = translator.part(backlogPanelText);
  const [text, setText] = useState('');
  const [fileProblem, setFileProblem] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const pasteId = useId();
  const helpId = useId();
  const fileId = useId();
  const { draft } = backlog;
  const existing = backlog.stories.length;

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    // The same file chosen again (after a fix) must read again.
    input.value = '';
    if (!file) return;
    setDone(null);
    setFileProblem(false);
    file.arrayBuffer().then(
      (buffer) => backlog.prepareFile(new Uint8Array(buffer)),
      () => setFileProblem(true),
    );
  };
  const confirm = async (mode: ImportMode) => {
    const count = draft?.items.length ?? 0;
    if (await backlog.confirmImport(mode)) {
      setDone(count);
      setText('');
    }
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
    <Box data-testid="backlog-import" sx={{ display: 'grid', gap: 1 }}>
      <Box component="label" htmlFor={pasteId} sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
        {t('pasteLabel')}
      </Box>
      <Box
        component="textarea"
        id={pasteId}
        aria-describedby={helpId}
        rows={4}
        value={text}
        spellCheck={false}
        onChange={(e: ChangeEvent<HTMLTextAreaElement>) => setText(e.target.value)}
        sx={{
          font: 'inherit',
          fontSize: '0.9rem',
          p: 1,
          minHeight: 88,
          resize: 'vertical',
          borderRadius: '10px',
          border: `2px solid ${PANEL_COLORS.line}`,
          color: PANEL_COLORS.ink,
          bgcolor: '#ffffff',
          '&:focus': { borderColor: PANEL_COLORS.accent, outline: 'none' },
        }}
      />
      <Box id={helpId} sx={{ fontSize: '0.85rem', color: PANEL_COLORS.muted }}>
        {t('pasteHelp')}
      </Box>
      <PanelActions
        actions={[
          {
            label: t('readText'),
            disabled: text.trim() === '',
            onClick: () => {
              setDone(null);
              setFileProblem(false);
              void backlog.prepareText(text);
            },
          },
        ]}
      >
        <Box
          component="label"
          htmlFor={fileId}
          sx={{
            ...panelButton,
            position: 'relative',
            '&:focus-within': panelButton['&:focus-visible'],
          }}
        >
          {t('uploadFile')}
          <Box
            component="input"
            id={fileId}
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/plain"
            onChange={onFile}
            sx={VISUALLY_HIDDEN}
          />
        </Box>
      </PanelActions>
      {tracker && <tracker.ImportSource />}
      {(backlog.importError !== null || fileProblem) && (
        <Box role="alert" data-testid="backlog-import-error" sx={panelAlert}>
          {fileProblem
            ? t('fileUnreadable')
            : backlog.importError && importProblemText(translator, backlog.importError)}
        </Box>
      )}
      {draft && (
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
      )}
      {done !== null && !draft && (
        <Box role="status" sx={{ fontSize: '0.9rem', color: PANEL_COLORS.muted }}>
          {t('imported', { count: done })}
        </Box>
      )}
    </Box>
  );
});
