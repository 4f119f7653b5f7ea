/**
 * Participant records as the database holds them, built in one place for the store
 * tests: a vote is encoded for its screen code and participant, as a phone writes it.
 */
import { encodeSelected } from '../../renderer/domain/codec';
import type { ParticipantRecord, RoomCard } from '../../renderer/domain/types';
import type { FakeGateway } from './fake-gateway';

/** A record voting `value` on `code` (named after its userId unless `extra` says otherwise). */
export function voteRecord(
  code: string,
  userId: string,
  value: string,
  showCard: boolean,
  extra: Partial<ParticipantRecord> = {},
): ParticipantRecord {
  return {
    userId,
    userName: userId,
    selected: encodeSelected(value, code, userId),
    showCard,
    lastUpdate: 1,
    ...extra,
  };
}

/** A participant of a round as a device sees it (online). */
export function roundVote(
  code: string,
  userId: string,
  userName: string,
  value: string,
  ready = true,
): RoomCard {
  return { record: voteRecord(code, userId, value, ready, { userName }), offline: false };
}

/** Another participant, written into the fake database as its phone would (now, optionally present). */
export function writeOther(
  gateway: FakeGateway,
  code: string,
  userId: string,
  value: string,
  showCard: boolean,
  present = false,
): void {
  const record: Record<string, unknown> = {
    ...voteRecord(code, userId, value, showCard, {
      lastUpdate: Date.now(),
      round: gateway.roundOf(code),
    }),
  };
  gateway.setRecord(code, userId, record);
  if (present) gateway.setPresence(code, userId, { at: Date.now() });
}
