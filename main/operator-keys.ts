/**
 * The operator's key combinations, active only while the kiosk window has
 * focus (window-local `before-input-event`, not global shortcuts, so they do
 * not steal keys from other programs):
 *
 * - Ctrl+Shift+Q (Cmd+Shift+Q on macOS): quit the kiosk.
 * - Ctrl+Shift+K (Cmd+Shift+K on macOS): leave kiosk mode, or enter it again.
 */
import type { Input, WebContents } from 'electron';

/** The documented combinations, for the README and the settings menu. */
export const OPERATOR_KEYS = {
  quit: 'Ctrl+Shift+Q',
  toggleKiosk: 'Ctrl+Shift+K',
} as const;

/** What a key event asks the kiosk to do, if anything. */
export type OperatorAction = 'quit' | 'toggle-kiosk' | null;

/**
 * Maps one input event to an operator action. Letters are matched by
 * physical key as well as by character, so the combination works on any
 * keyboard layout; auto-repeat is ignored so holding the keys acts once.
 */
export function operatorAction(
  input: Pick<
    Input,
    'type' | 'key' | 'code' | 'control' | 'meta' | 'shift' | 'alt' | 'isAutoRepeat'
  >,
): OperatorAction {
  if (input.type !== 'keyDown' || input.isAutoRepeat) return null;
  if (!(input.control || input.meta) || !input.shift || input.alt) return null;
  const key = input.key.toLowerCase();
  if (key === 'q' || input.code === 'KeyQ') return 'quit';
  if (key === 'k' || input.code === 'KeyK') return 'toggle-kiosk';
  return null;
}

/** Listens for the combinations on the kiosk window's web contents. */
export function setupOperatorKeys(
  contents: Pick<WebContents, 'on'>,
  actions: { quit: () => void; toggleKiosk: () => void },
): void {
  contents.on('before-input-event', (event, input) => {
    const action = operatorAction(input);
    if (action === null) return;
    event.preventDefault();
    if (action === 'quit') actions.quit();
    else actions.toggleKiosk();
  });
}
