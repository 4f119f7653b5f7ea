/**
 * What a device shows of the round, in one shape for the wall and a phone, so a test
 * can say they agree: the cards, how many are ready, whether they are revealed, the
 * average.
 */
import type { PhoneRoot } from '../../renderer/stores/phone/phone-root';
import type { WallRoot } from '../../renderer/stores/wall/wall-root';

/** The round as a device shows it. */
export interface RoundView {
  cards: number;
  ready: number;
  revealed: boolean;
  average: number;
}

/** The wall's statistics bar and cards. */
export const wallShows = (wall: WallRoot): RoundView => ({
  cards: wall.roster.participantCount,
  ready: wall.roster.readyCount,
  revealed: wall.roster.revealed,
  average: wall.roster.average,
});

/** A phone's counts, reveal and average. */
export const phoneShows = (phone: PhoneRoot): RoundView => ({
  cards: phone.roster.summary.participantCount,
  ready: phone.roster.summary.readyCount,
  revealed: phone.roster.summary.allReady,
  average: phone.roster.summary.average,
});
