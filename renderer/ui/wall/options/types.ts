/**
 * What the Options menu needs from the wall (the config and its writer, themes,
 * image rules, kiosk settings, the blocked list, the join panel switch and the room's
 * options).
 */
import type { WallRoot } from '../../../stores/wall/wall-root';

/** The part of the wall the Options menu uses. */
export type WallMenuSource = Pick<
  WallRoot,
  | 'configWriter'
  | 'themeCatalogue'
  | 'imageRules'
  | 'kioskSettings'
  | 'blockList'
  | 'unblock'
  | 'wallPreferences'
  | 'deck'
  | 'deckChoice'
  | 'roomOptions'
  | 'tracker'
>;

/** The result summary's switch (the result store), kept per device. */
export interface ResultSwitch {
  /** The summary is shown after a reveal. */
  readonly shown: boolean;
  setShown(on: boolean): void;
}
