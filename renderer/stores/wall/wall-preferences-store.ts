/** What the wall's owner chose for this device alone: for now, the join panel switch. */
import { actionBound, makeObservable, observable } from 'mobx';
import { JOIN_PANEL_KEY } from '../../domain/storage-keys';
import type { AppDeps } from '../common/deps';

/** The wall's per-device preferences. */
export class WallPreferencesStore {
  /** The small join panel is shown while a session runs. */
  showJoinPanel: boolean;

  readonly #storage: AppDeps['localStorage'];

  constructor(storage: AppDeps['localStorage']) {
    this.#storage = storage;
    this.showJoinPanel = storage.getItem(JOIN_PANEL_KEY) !== 'false';
    makeObservable(this, { showJoinPanel: observable, setShowJoinPanel: actionBound });
  }

  /** Shows or hides the join panel (remembered on this device). */
  setShowJoinPanel(on: boolean): void {
    this.showJoinPanel = on;
    this.#storage.setItem(JOIN_PANEL_KEY, String(on));
  }
}
