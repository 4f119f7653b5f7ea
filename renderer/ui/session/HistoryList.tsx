import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { HistoryEntry } from '../../domain/history';
import type { ExportColumns } from '../../domain/history-export';
import { historyText } from '../../i18n/en/history';
import { facilitationText } from '../../i18n/en/facilitation';
import { useTranslator } from '../../i18n/react';
import { useCatalogueScope } from '../../i18n/use-catalogue-scope';
import type { Translator } from '../../i18n/translate';
import type { SessionRoot } from '../../stores/session/session-root';
import { copyText, downloadText, historyFileName } from './export-actions';
import { PANEL_COLORS, panelButton, panelDangerButton } from './panel-look';

const { ink: INK, muted: MUTED, line: LINE } = PANEL_COLORS;
const button = panelButton;
const dangerButton = panelDangerButton;

/** The exports' column headers in the language shown (for people, not for a tracker). */
function exportColumns(translator: Translator): ExportColumns {
  const t = translator.part(historyText);
  return [t('time'), t('story'), t('votes'), t('average'), t('closestCard')];
}

/** When a round was kept: date and time as the language writes them. */
const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const;

const Round = function Round({ entry, session }: { entry: HistoryEntry; session: SessionRoot }) {
  const translator = useTranslator();
  const t = translator.part(historyText);
  const [confirming, setConfirming] = useState(false);
  return (
    <Box
      component="li"
      data-testid="history-round"
      sx={{ listStyle: 'none', py: 1.25, borderBottom: `1px solid ${LINE}`, color: INK }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Box
          component="time"
          dateTime={new Date(entry.at).toISOString()}
          sx={{ color: MUTED, fontSize: '0.85rem' }}
        >
          {translator.dateTime(entry.at, WHEN)}
        </Box>
        <Box
          data-testid="history-story"
          sx={{
            fontWeight: 700,
            flex: 1,
            minWidth: 0,
            overflowWrap: 'anywhere',
            fontStyle: entry.story ? 'normal' : 'italic',
          }}
        >
          {entry.story || t('noStory')}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, mt: 0.5, fontSize: '0.95rem', flexWrap: 'wrap' }}>
        <Box data-testid="history-average">
          {t('average')} <b>{translator.average(entry.average)}</b>
        </Box>
        {entry.closest !== undefined && (
          <Box data-testid="history-closest">
            {t('closestCard')} <b>{entry.closest}</b>
          </Box>
        )}
        {entry.early && (
          <Box data-testid="history-early">
            <b>{translator.text(facilitationText, 'revealedEarly')}</b>
            {/* Names hidden ('Hide names'): how many had no vote is all there is to say. */}
            {entry.noVote && entry.noVote.some((name) => name !== '') && (
              <>
                {' · '}
                {translator.text(facilitationText, 'noVoteFrom', {
                  names: entry.noVote.join(translator.text(facilitationText, 'listSeparator')),
                })}
              </>
            )}
          </Box>
        )}
      </Box>
      <Box
        component="ul"
        aria-label={t('votes')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, p: 0, m: 0, mt: 0.75 }}
      >
        {entry.votes.map((v, i) => (
          <Box
            component="li"
            key={i}
            data-testid="history-vote"
            sx={{
              listStyle: 'none',
              px: 1,
              py: 0.25,
              borderRadius: '8px',
              bgcolor: '#ffffff',
              border: `1px solid ${LINE}`,
              fontSize: '0.9rem',
              maxWidth: '100%',
              overflowWrap: 'anywhere',
            }}
          >
            {v.name !== '' && `${v.name}: `}
            <b>{v.value}</b>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {confirming ? (
          <>
            <Box component="span" sx={{ fontSize: '0.9rem', fontWeight: 600 }}>
              {t('confirmDelete')}
            </Box>
            <Box
              component="button"
              type="button"
              sx={dangerButton}
              onClick={() => session.history.deleteRound(entry.id)}
            >
              {t('delete')}
            </Box>
            <Box component="button" type="button" sx={button} onClick={() => setConfirming(false)}>
              {t('keep')}
            </Box>
          </>
        ) : (
          <Box
            component="button"
            type="button"
            sx={dangerButton}
            onClick={() => setConfirming(true)}
          >
            {t('deleteRound')}
          </Box>
        )}
      </Box>
    </Box>
  );
};

/**
 * The session's history (docs/product.md, History), most recent first: time, story,
 * average, closest card and each vote, with 'Download CSV' and 'Copy as Markdown'. It
 * follows the database only while it is shown.
 */
export const HistoryList = observer(function HistoryList({ session }: { session: SessionRoot }) {
  // Its words come with the panel on a phone (i18n/scopes.ts).
  const translator = useCatalogueScope('panels');
  const t = translator.part(historyText);
  useEffect(() => session.history.watch(), [session]);
  // The exports are at hand once the history shows: no network needed to use them.
  useEffect(() => void session.history.loadExportCode().catch(() => undefined), [session]);
  // The key of the last copy's outcome, so it follows a change of language.
  const [message, setMessage] = useState<'copied' | 'copyRefused' | null>(null);
  const history = session.history.entries;
  const none = history.length === 0;
  const copy = async () => {
    // Markdown that could not be made is not copied either: the same message says so.
    const markdown = await session.history.markdown(exportColumns(translator)).catch(() => null);
    const ok = markdown !== null && (await copyText(markdown));
    setMessage(ok ? 'copied' : 'copyRefused');
  };
  return (
    <Box data-testid="history" sx={{ color: INK }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Box
          component="button"
          type="button"
          sx={button}
          disabled={none}
          onClick={() =>
            void downloadText(
              historyFileName(session.code),
              session.history.csv(exportColumns(translator)),
              'text/csv;charset=utf-8',
            )
          }
        >
          {t('downloadCsv')}
        </Box>
        <Box
          component="button"
          type="button"
          sx={button}
          disabled={none}
          onClick={() => void copy()}
        >
          {t('copyMarkdown')}
        </Box>
      </Box>
      <Box role="status" sx={{ minHeight: '1.4em', fontSize: '0.85rem', color: MUTED, mt: 0.5 }}>
        {message && t(message)}
      </Box>
      {!session.history.loaded ? (
        <Box sx={{ color: MUTED }}>{t('loading')}</Box>
      ) : none ? (
        <Box sx={{ color: MUTED }}>{t('empty')}</Box>
      ) : (
        <Box component="ol" aria-label={t('rounds')} sx={{ p: 0, m: 0 }}>
          {history.map((entry) => (
            <Round key={`${entry.id}-${entry.seq}`} entry={entry} session={session} />
          ))}
        </Box>
      )}
    </Box>
  );
});
