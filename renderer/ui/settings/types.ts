/**
 * What the settings menu needs from the wall (the blocked list, Unblock and the join
 * panel switch), so the menu does not depend on every wall store.
 */
import type { ParticipantRecord } from '../../domain/types';

/** The part of the wall the settings menu uses. */
export interface WallMenuSource {
  readonly blockList: {
    /** Blocked participants, in the order they were blocked. */
    readonly blocked: readonly ParticipantRecord[];
  };
  /** Unblocks a participant (the wall reads the snapshot again). */
  unblock(userId: string): void;
  readonly preferences: {
    /** The small join panel (code and QR) is shown while a session runs. */
    readonly showJoinPanel: boolean;
    setShowJoinPanel(on: boolean): void;
  };
}

/** The result summary's switch (the result store), kept per device. */
export interface ResultSwitch {
  /** The summary is shown after a reveal. */
  readonly shown: boolean;
  setShown(on: boolean): void;
}
