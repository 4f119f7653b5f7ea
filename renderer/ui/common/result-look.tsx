/**
 * What the result summary's parts share (ResultSummaryPanel.tsx, ResultHeadline.tsx,
 * ResultDistribution.tsx): the panel's unit, where a part reads the summary, and a
 * value's face.
 */
import type { ResultSummary } from '../../domain/result-summary';
import { COFFEE } from '../../domain/cards';
import { resultText } from '../../i18n/en/result';
import { useText } from '../../i18n/react';
import { CoffeeIcon } from './icons';

/** CSS variable of the panel's unit: every size in the panel is a multiple of it. */
export const UNIT_VAR = '--sp-result-unit';

/** `n` panel units (one CSS pixel of a 1080p wall, or of the phone's layout). */
export const r = (n: number): string => `calc(var(${UNIT_VAR}) * ${n})`;

/** Height of one distribution row when there is room for it. */
export const ROW = 56;

/**
 * Where the panel reads its summary: a page's result store. Each part of the panel
 * observes only its own numbers (a vote re-renders the bars whose counts moved, not the
 * panel), and reads nothing once the summary is gone (the page is removing the panel).
 */
export interface SummarySource {
  readonly visible: ResultSummary | null;
}

const NO_SUMMARY: ResultSummary = {
  voters: 0,
  distribution: [],
  consensus: false,
  lowest: null,
  highest: null,
  closest: null,
  nextUp: null,
  median: null,
};

/** The summary shown, or an empty one while the page removes the panel. */
export const summaryOf = (source: SummarySource): ResultSummary => source.visible ?? NO_SUMMARY;

/** A card value as text, the coffee card as its icon (named 'Coffee'). */
export function ValueFace({ value }: { value: string }) {
  const t = useText(resultText);
  if (value === COFFEE) return <CoffeeIcon aria-label={t('coffee')} sx={{ fontSize: '1.15em' }} />;
  return <>{value}</>;
}
