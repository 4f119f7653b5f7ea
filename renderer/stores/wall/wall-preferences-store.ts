/**
 * What the wall's owner chose for this device alone: the join panel and 'Sound at
 * reveal' (the kiosk's speakers are this device's, so the room does not share it).
 */
import { actionBound, makeObservable, observable } from 'mobx';
import { JOIN_PANEL_KEY, SOUND_AT_REVEAL_KEY } from '../../domain/storage-keys';
import type { AppDeps } from '../common/deps';

/** The wall's per-device preferences. */
export class WallPreferencesStore {
  /** The small join panel is shown while a session runs (on unless switched off). */
  showJoinPanel: boolean;
  /** A chime sounds at the reveal (off unless switched on). */
  soundAtReveal: boolean;

  readonly #storage: AppDeps['localStorage'];

  constructor(storage: AppDeps['localStorage']) {
    this.#storage = storage;
    this.showJoinPanel = storage.getItem(JOIN_PANEL_KEY) !== 'false';
    // Anything but the stored 'true' (nothing, or a value this version never wrote) is off.
    this.soundAtReveal = storage.getItem(SOUND_AT_REVEAL_KEY) === 'true';
    makeObservable(this, {
      showJoinPanel: observable,
      soundAtReveal: observable,
      setShowJoinPanel: actionBound,
      setSoundAtReveal: actionBound,
    });
  }

  /** Shows or hides the join panel (remembered on this device). */
  setShowJoinPanel(on: boolean): void {
    this.showJoinPanel = on;
    this.#storage.setItem(JOIN_PANEL_KEY, String(on));
  }

  /** Switches the chime at the reveal on or off (remembered on this device). */
  setSoundAtReveal(on: boolean): void {
    this.soundAtReveal = on;
    this.#storage.setItem(SOUND_AT_REVEAL_KEY, String(on));
  }
}
