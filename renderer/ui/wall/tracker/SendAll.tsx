import Box from '../../common/Box';
import { observer } from 'mobx-react-lite';
import { useId, type ChangeEvent } from 'react';
import type { EstimateField } from '../../../../shared/trackers/contract';
import type { SendRow } from '../../../domain/tracker-send-all';
import { trackerText } from '../../../i18n/en/tracker';
import { useTranslator } from '../../../i18n/react';
import type { Translator } from '../../../i18n/translate';
import { isSize } from '../../../domain/size-numbers';
import type { TrackerStores } from '../../../stores/tracker/tracker-stores';
import { PANEL_COLORS, panelAlert, panelButton } from '../../session/panel-look';
import { PanelActions } from '../../session/PanelActions';
import {
  failureText,
  fieldName,
  fieldProblemText,
  refusalText,
  rowRefusalText,
} from './tracker-words';

/**
 * One line of the list: 'PAY-1 → 5' ('PAY-1 → 5 (L)' for a size the team gave 5), or the
 * card and why it is not written (a size with no number, with where to give it one; a card
 * off a Linear team's scale with the scale named).
 */
function rowText(
  translator: Translator,
  row: SendRow,
  field: EstimateField | null,
  tracker: string,
): string {
  if (row.value !== null) {
    const size = row.card !== String(row.value) && isSize(row.card) ? ` (${row.card})` : '';
    return `${row.key} → ${row.value}${size}`;
  }
  const why =
    row.refusal === 'sizeNotMapped'
      ? refusalText(translator, row.refusal, row.card)
      : rowRefusalText(translator, row.refusal ?? 'notNumber', field, tracker);
  return `${row.key} (${row.card}): ${why}`;
}

/** The field the list is written to, when the site offers more than one number field. */
const SendAllFieldPicker = observer(function SendAllFieldPicker({
  tracker,
}: {
  tracker: TrackerStores;
}) {
  const translator = useTranslator();
  const t = translator.part(trackerText);
  const { sendAll } = tracker;
  const selectId = useId();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Box component="label" htmlFor={selectId} sx={{ fontWeight: 700 }}>
        {t('field')}
      </Box>
      <Box
        component="select"
        id={selectId}
        value={sendAll.fieldId ?? ''}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => sendAll.chooseField(e.target.value)}
        sx={{ font: 'inherit', p: 0.5, borderRadius: '8px' }}
      >
        {sendAll.field === null && <option value="">{t('pickField')}</option>}
        {sendAll.fields.map((f) => (
          <option key={f.id} value={f.id}>
            {fieldName(translator, f)}
          </option>
        ))}
      </Box>
    </Box>
  );
});

/**
 * 'Send all estimates' (docs/tracker-wall.md): for stories the wall did not import, the list
 * of every key and value it would write, written only once the person confirms it; and
 * a stored list of the wall's that could not be read.
 */
export const SendAll = observer(function SendAll({ tracker }: { tracker: TrackerStores }) {
  const translator = useTranslator();
  const t = translator.part(trackerText);
  const { sendAll, connection, writeBack } = tracker;
  const headingId = useId();
  const rows = sendAll.rows;
  const writable = rows?.filter((r) => r.value !== null).length ?? 0;
  const offered = connection.connected && sendAll.candidates.length > 0;
  const name = connection.trackerName;
  return (
    <Box data-testid="send-all" sx={{ display: 'grid', gap: 1 }}>
      {writeBack.droppedStorage && (
        <Box role="alert" sx={panelAlert}>
          {t('dropped', { tracker: name })}
        </Box>
      )}
      {offered && rows === null && (
        <>
          <Box>
            <Box
              component="button"
              type="button"
              sx={panelButton}
              disabled={sendAll.busy}
              onClick={() => void sendAll.prepare()}
            >
              {sendAll.busy ? t('looking') : t('sendAll')}
            </Box>
          </Box>
          <Box sx={{ fontSize: '0.85rem', color: PANEL_COLORS.muted }}>
            {t('sendAllHelp', { tracker: name })}
          </Box>
        </>
      )}
      {rows !== null && (
        <Box
          role="group"
          aria-labelledby={headingId}
          sx={{
            display: 'grid',
            gap: 1,
            p: 1.25,
            borderRadius: '10px',
            border: `2px solid ${PANEL_COLORS.accent}`,
            bgcolor: PANEL_COLORS.accentSoft,
          }}
        >
          <Box id={headingId} sx={{ fontWeight: 700 }}>
            {/* A GitLab without weights, a Linear team without estimates: found, not written. */}
            {sendAll.fieldProblem
              ? fieldProblemText(translator, sendAll.fieldProblem)
              : t('confirmList', {
                  tracker: name,
                  field: sendAll.field ? fieldName(translator, sendAll.field) : '…',
                })}
          </Box>
          {sendAll.fields.length > 0 && <SendAllFieldPicker tracker={tracker} />}
          <Box
            component="ul"
            data-testid="send-all-list"
            sx={{ m: 0, pl: 2.5, maxHeight: '30vh', overflowY: 'auto' }}
          >
            {rows.map((row) => (
              <Box
                component="li"
                key={row.slot}
                dir="auto"
                sx={{ color: row.value === null ? PANEL_COLORS.muted : PANEL_COLORS.ink }}
              >
                {rowText(translator, row, sendAll.field, name)}
              </Box>
            ))}
          </Box>
          <PanelActions
            actions={[
              ...(sendAll.fieldProblem
                ? []
                : [
                    {
                      label: t('write', { count: writable }),
                      look: 'primary' as const,
                      disabled: writable === 0,
                      onClick: sendAll.confirm,
                    },
                  ]),
              { label: t('cancel'), onClick: sendAll.cancel },
            ]}
          />
        </Box>
      )}
      {sendAll.confirmed !== null && rows === null && (
        <Box role="status" sx={{ fontSize: '0.9rem', color: PANEL_COLORS.muted }}>
          {t('handed', { count: sendAll.confirmed, tracker: name })}
        </Box>
      )}
      {sendAll.failure && (
        <Box role="alert" sx={panelAlert}>
          {failureText(translator, sendAll.failure, name)}
        </Box>
      )}
    </Box>
  );
});
