import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import { useId, useState, type ChangeEvent } from 'react';
import { backlogPanelText } from '../../i18n/en/backlog-panel';
import { useText, useTranslator } from '../../i18n/react';
import type { BacklogStore } from '../../stores/session/backlog-store';
import { importProblemText } from './backlog-words';
import { PANEL_COLORS, panelAlert, panelButton } from './panel-look';
import { PanelActions } from './PanelActions';
import { VISUALLY_HIDDEN } from '../common/sx';
import type { BacklogTrackerParts } from './backlog-tracker';
import { BacklogPreview } from './BacklogPreview';

/**
 * Where the stories come from: pasted text ('Read text') or an uploaded file. `onRead`
 * runs as a read begins, `onFileProblem` when the file cannot be read at all.
 */
function PasteOrUpload({
  backlog,
  text,
  onText,
  onRead,
  onFileProblem,
}: {
  backlog: BacklogStore;
  text: string;
  onText: (text: string) => void;
  onRead: () => void;
  onFileProblem: () => void;
}) {
  const t = useText(backlogPanelText);
  const pasteId = useId();
  const helpId = useId();
  const fileId = useId();
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    // The same file chosen again (after a fix) must read again.
    input.value = '';
    if (!file) return;
    onRead();
    file.arrayBuffer().then((buffer) => backlog.prepareFile(new Uint8Array(buffer)), onFileProblem);
  };
  return (
    <>
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
        onChange={(e: ChangeEvent<HTMLTextAreaElement>) => onText(e.target.value)}
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
              onRead();
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
    </>
  );
}

/**
 * Importing stories (docs/product.md, Backlog): pasted text or an uploaded file is read
 * into a preview sentence first (BacklogPreview.tsx); nothing is stored until 'Import'.
 * When the backlog already holds stories, the import asks whether to append to it or
 * replace it.
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
  const { draft } = backlog;
  // A new read: what the last one said (imported, or an unreadable file) goes.
  const onRead = () => {
    setDone(null);
    setFileProblem(false);
  };
  const onImported = (count: number) => {
    setDone(count);
    setText('');
  };
  return (
    <Box data-testid="backlog-import" sx={{ display: 'grid', gap: 1 }}>
      <PasteOrUpload
        backlog={backlog}
        text={text}
        onText={setText}
        onRead={onRead}
        onFileProblem={() => setFileProblem(true)}
      />
      {tracker && <tracker.ImportSource />}
      {(backlog.importError !== null || fileProblem) && (
        <Box role="alert" data-testid="backlog-import-error" sx={panelAlert}>
          {fileProblem
            ? t('fileUnreadable')
            : backlog.importError && importProblemText(translator, backlog.importError)}
        </Box>
      )}
      {draft && (
        <BacklogPreview backlog={backlog} draft={draft} tracker={tracker} onImported={onImported} />
      )}
      {done !== null && !draft && (
        <Box role="status" sx={{ fontSize: '0.9rem', color: PANEL_COLORS.muted }}>
          {t('imported', { count: done })}
        </Box>
      )}
    </Box>
  );
});
