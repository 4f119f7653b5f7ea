/**
 * The phone's colours, apart from its theme (vote-theme.ts): the session's parts the wall
 * draws too read them, and the wall's first page needs no phone theme.
 */

/** Colours used by the phone page's own elements (contrast ≥ 4.5:1 on their backgrounds). */
export const VOTE_COLORS = {
  page: '#eef2f7',
  header: '#0f172a',
  headerText: '#f8fafc',
  ink: '#0f172a',
  muted: '#475569',
  card: '#ffffff',
  cardBorder: '#cbd5e1',
  accent: '#4338ca',
  accentDark: '#3730a3',
  accentInk: '#ffffff',
  accentSoft: '#e0e7ff',
  ready: '#047857',
  readyDark: '#065f46',
  readySoft: '#d1fae5',
  warning: '#92400e',
  warningSoft: '#fef3c7',
  error: '#b91c1c',
} as const;
