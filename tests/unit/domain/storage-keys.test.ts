/**
 * Walls and phones keep their data under these keys across updates: a changed value
 * would silently lose every stored name, picture, position and remembered list.
 */
import { describe, expect, it } from 'vitest';
import {
  IDENTITY_KEYS,
  JOIN_PANEL_KEY,
  LAST_CLIENTS_CODE_KEY,
  RECOVERY_KEY,
  RESULT_SUMMARY_KEY,
  SOUND_AT_REVEAL_KEY,
  STORAGE_KEYS,
  TIMER_PRESET_KEY,
  VOTE_SESSION_KEYS,
  WATCH_KEY,
} from '../../../renderer/domain/storage-keys';
import { TRACKER_KEYS } from '../../../renderer/domain/tracker-storage-keys';

describe('browser-storage keys never change', () => {
  it("keeps a wall's tracker lists under its screen code", () => {
    expect(TRACKER_KEYS.own('Team-A')).toBe('storyPoint.tracker.own.Team-A');
    expect(TRACKER_KEYS.queue('Team-A')).toBe('storyPoint.tracker.queue.Team-A');
    expect(TRACKER_KEYS.kind('Team-A')).toBe('storyPoint.tracker.kind.Team-A');
  });

  it('keeps every key the devices already store data under', () => {
    expect({
      ...STORAGE_KEYS,
      ...IDENTITY_KEYS,
      ...VOTE_SESSION_KEYS,
      LAST_CLIENTS_CODE_KEY,
      JOIN_PANEL_KEY,
      RESULT_SUMMARY_KEY,
      RECOVERY_KEY,
      WATCH_KEY,
      TIMER_PRESET_KEY,
      SOUND_AT_REVEAL_KEY,
    }).toEqual({
      blockedClients: 'blockedClients',
      lastClients: 'lastClients',
      positionConfig: 'positionConfig',
      userId: 'storyPoint.vote.userId',
      userName: 'storyPoint.vote.userName',
      picture: 'storyPoint.vote.picture',
      cardSet: 'storyPoint.vote.cardSet',
      joinedCode: 'storyPoint.vote.joinedCode',
      LAST_CLIENTS_CODE_KEY: 'storyPoint.screen.lastClientsCode',
      JOIN_PANEL_KEY: 'storyPoint.screen.showJoinPanel',
      RESULT_SUMMARY_KEY: 'storyPoint.screen.showResultSummary',
      RECOVERY_KEY: 'storyPoint.renderRecovery',
      WATCH_KEY: 'storyPoint.vote.role',
      TIMER_PRESET_KEY: 'storyPoint.timer.lastPreset',
      SOUND_AT_REVEAL_KEY: 'storyPoint.screen.soundAtReveal',
    });
  });
});
