/**
 * The backlog's sentences in the language shown: the import preview ("12 stories; 1 row
 * skipped: row 10 has no title"), why an import was refused or failed, and the name of
 * the format read, the export's words. The rules give kinds and numbers
 * (renderer/domain/backlog-import.ts); the words are the catalogue's.
 */
import {
  BACKLOG_DESCRIPTION_MAX,
  BACKLOG_KEY_MAX,
  BACKLOG_MAX_STORIES,
  BACKLOG_TITLE_MAX,
} from '../../domain/backlog';
import {
  IMPORT_MAX_BYTES,
  SKIPPED_NAMED,
  type ImportFormat,
  type ImportPreview,
  type SkippedRow,
} from '../../domain/backlog-import';
import type { BacklogExportWords } from '../../domain/backlog-export';
import { backlogPanelText } from '../../i18n/en/backlog-panel';
import type { Translator } from '../../i18n/translate';
import type { ImportProblem } from '../../stores/session/backlog-store';

const MEGABYTE = 1024 * 1024;

/** A number in the language's format ('2,000'), Western digits as everywhere in the app. */
function number(translator: Translator, n: number, fractionDigits = 0): string {
  return new Intl.NumberFormat(translator.locale, {
    numberingSystem: 'latn',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(n);
}

/** A number as the language writes it, with up to 3 decimals ('0,5' in German): 'Was 0,5'. */
export function decimalText(translator: Translator, n: number): string {
  return new Intl.NumberFormat(translator.locale, {
    numberingSystem: 'latn',
    maximumFractionDigits: 3,
  }).format(n);
}

/** The trackers' formats, by the names they go by in every language. */
const FORMAT_NAMES: Record<Exclude<ImportFormat, 'lines'>, string> = {
  jira: 'Jira CSV',
  azure: 'Azure DevOps CSV',
  github: 'GitHub CSV',
  csv: 'CSV',
  jql: 'Jira (JQL)',
};

const SKIP_KEYS = {
  noTitle: 'rowNoTitle',
  titleTooLong: 'rowTitleTooLong',
  keyTooLong: 'rowKeyTooLong',
} as const;

/**
 * The name of the format an import was read as: 'Jira CSV'; an import by query's is the
 * wall's tracker's (`queryFormat`, 'Azure DevOps (WIQL)') when it gives one.
 */
export function formatText(
  translator: Translator,
  format: ImportFormat,
  queryFormat?: (translator: Translator) => string,
): string {
  if (format === 'jql' && queryFormat !== undefined) return queryFormat(translator);
  return format === 'lines'
    ? translator.text(backlogPanelText, 'formatLines')
    : FORMAT_NAMES[format];
}

/** 'row 7 has no title, row 9 title over 200 characters' (then 'and 3 more'). */
export function skippedRowsText(translator: Translator, skipped: readonly SkippedRow[]): string {
  const t = translator.part(backlogPanelText);
  const named = skipped.slice(0, SKIPPED_NAMED).map((s) =>
    t(SKIP_KEYS[s.reason], {
      row: s.row,
      max: s.reason === 'keyTooLong' ? BACKLOG_KEY_MAX : BACKLOG_TITLE_MAX,
    }),
  );
  const rows = named.join(t('listSeparator'));
  const more = skipped.length - named.length;
  return more > 0 ? t('andMore', { rows, count: more }) : rows;
}

/**
 * The preview's sentence: "12 stories; 2 rows skipped: row 7 has no title, row 9 title
 * over 200 characters; 1 description cut to 2000 characters".
 */
export function previewText(translator: Translator, preview: ImportPreview): string {
  const t = translator.part(backlogPanelText);
  const parts = [t('storyCount', { count: preview.items.length })];
  if (preview.skipped.length > 0)
    parts.push(
      t('rowsSkipped', {
        count: preview.skipped.length,
        rows: skippedRowsText(translator, preview.skipped),
      }),
    );
  if (preview.cut > 0)
    parts.push(
      t('descriptionsCut', {
        count: preview.cut,
        max: number(translator, BACKLOG_DESCRIPTION_MAX),
      }),
    );
  return parts.join(t('partSeparator'));
}

/** Why an import was refused, or that its update failed. */
export function importProblemText(translator: Translator, problem: ImportProblem): string {
  const t = translator.part(backlogPanelText);
  switch (problem.kind) {
    case 'tooLarge':
      return t(problem.source === 'file' ? 'fileTooLarge' : 'textTooLarge', {
        size: number(translator, problem.bytes / MEGABYTE, 1),
        max: IMPORT_MAX_BYTES / MEGABYTE,
      });
    case 'notText':
      return t(problem.source === 'file' ? 'fileNotText' : 'textNotText');
    case 'empty':
      return t('nothingEmpty');
    case 'noStories':
      return t('nothingStories', { rows: skippedRowsText(translator, problem.skipped) });
    case 'unclosedQuote':
      return t('unclosedQuote', { row: problem.row });
    case 'tooMany':
      return t('tooMany', { count: problem.count, max: BACKLOG_MAX_STORIES });
    case 'overCapacity':
      return t('overCapacity', {
        existing: t('storyCount', { count: problem.existing }),
        count: problem.adding,
        max: BACKLOG_MAX_STORIES,
      });
    case 'saveFailed':
      return t('saveFailed');
  }
}

/**
 * The Markdown export's headers and what a story without an estimate says, in the
 * language shown (the CSV's tracker column names stay as the trackers expect).
 */
export function exportWords(translator: Translator): BacklogExportWords {
  const t = translator.part(backlogPanelText);
  return {
    columns: [
      t('columnKey'),
      t('columnStory'),
      t('columnEstimate'),
      t('columnEstimatedAt'),
      t('columnVotes'),
    ],
    notEstimated: t('notEstimated'),
  };
}
