/** Keeps the wall's display on: no screen saver, no display sleep. */
import type { PowerSaveBlocker } from 'electron';

/** Starts blocking display sleep; returns a disposer that lets the display sleep again. */
export function setupKeepAwake(
  blocker: Pick<PowerSaveBlocker, 'start' | 'stop' | 'isStarted'>,
): () => void {
  const id = blocker.start('prevent-display-sleep');
  return () => {
    if (blocker.isStarted(id)) blocker.stop(id);
  };
}
