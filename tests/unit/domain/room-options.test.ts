import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROOM_OPTIONS,
  parseRoomOptions,
  type RoomOptions,
} from '../../../renderer/domain/room-options';

describe("parseRoomOptions: the room's options as any client wrote them", () => {
  it('everything off, the closest card, by default', () => {
    expect(DEFAULT_ROOM_OPTIONS).toEqual({
      revealCountdown: false,
      hideNames: false,
      suggestedCard: 'closest',
    });
  });

  it.each<[unknown, RoomOptions]>([
    [null, DEFAULT_ROOM_OPTIONS],
    ['hideNames', DEFAULT_ROOM_OPTIONS],
    [{}, DEFAULT_ROOM_OPTIONS],
    [
      { revealCountdown: true, hideNames: true, suggestedCard: 'up' },
      { revealCountdown: true, hideNames: true, suggestedCard: 'up' },
    ],
    [{ hideNames: true }, { ...DEFAULT_ROOM_OPTIONS, hideNames: true }],
    [{ revealCountdown: true }, { ...DEFAULT_ROOM_OPTIONS, revealCountdown: true }],
    [{ suggestedCard: 'up' }, { ...DEFAULT_ROOM_OPTIONS, suggestedCard: 'up' }],
    // One bad field costs only itself.
    [
      { hideNames: 'yes', revealCountdown: true, suggestedCard: 'median' },
      { ...DEFAULT_ROOM_OPTIONS, revealCountdown: true },
    ],
    [{ revealCountdown: 1 }, DEFAULT_ROOM_OPTIONS],
  ])('%j', (raw, expected) => {
    expect(parseRoomOptions(raw)).toEqual(expected);
  });
});
