import Box from '../common/Box';
import type { ReactNode } from 'react';
import { panelButton, panelDangerButton, panelPrimaryButton } from './panel-look';

const LOOKS = { plain: panelButton, primary: panelPrimaryButton, danger: panelDangerButton };

/** One button of a panel's row: its visible label is its accessible name. */
export interface PanelAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** 'primary' for what the row is for, 'danger' for what cannot be undone. */
  look?: keyof typeof LOOKS;
}

/**
 * A row of a panel's buttons, wrapping on a narrow phone; `children` (a file picker's
 * label, say) follow the buttons in the same row.
 */
export function PanelActions({
  actions,
  children,
}: {
  actions: readonly PanelAction[];
  children?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {actions.map(({ label, onClick, disabled = false, look = 'plain' }) => (
        <Box
          key={label}
          component="button"
          type="button"
          sx={LOOKS[look]}
          disabled={disabled}
          onClick={onClick}
        >
          {label}
        </Box>
      ))}
      {children}
    </Box>
  );
}
