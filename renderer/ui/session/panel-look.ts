/**
 * The look of the session's panels shown both in the wall's Options and on a phone
 * (the history, the backlog): light colours and outlined text buttons.
 */

/** Colours of the panels: the settings menu and the phone are both light. */
export const PANEL_COLORS = {
  ink: '#0f172a',
  muted: '#475569',
  line: '#cbd5e1',
  accent: '#4338ca',
  accentSoft: '#e0e7ff',
  danger: '#b91c1c',
  dangerSoft: '#fee2e2',
  soft: '#f1f5f9',
} as const;

/** An outlined text button. */
export const panelButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 40,
  px: 1.5,
  m: 0,
  font: 'inherit',
  fontSize: '0.9rem',
  fontWeight: 700,
  borderRadius: '10px',
  border: `2px solid ${PANEL_COLORS.accent}`,
  color: PANEL_COLORS.accent,
  bgcolor: '#ffffff',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '&:hover:not(:disabled)': { bgcolor: PANEL_COLORS.accentSoft },
  '&:focus-visible': { outline: `3px solid ${PANEL_COLORS.accent}`, outlineOffset: 2 },
  '&:disabled': { opacity: 0.5, cursor: 'default' },
} as const;

/** The filled button of the main action. */
export const panelPrimaryButton = {
  ...panelButton,
  color: '#ffffff',
  bgcolor: PANEL_COLORS.accent,
  '&:hover:not(:disabled)': { bgcolor: '#3730a3' },
} as const;

/** A button that destroys something. */
export const panelDangerButton = {
  ...panelButton,
  borderColor: PANEL_COLORS.danger,
  color: PANEL_COLORS.danger,
  '&:hover:not(:disabled)': { bgcolor: PANEL_COLORS.dangerSoft },
} as const;

/** A refusal or failure, in the panel until the next try. */
export const panelAlert = {
  px: 1.5,
  py: 1,
  borderRadius: '10px',
  bgcolor: '#fdecea',
  color: '#5f2120',
  border: '1px solid #f5c2c0',
  fontSize: '0.9rem',
  lineHeight: 1.45,
  overflowWrap: 'anywhere',
} as const;
