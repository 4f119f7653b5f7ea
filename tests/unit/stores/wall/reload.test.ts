/**
 * What the wall keeps over time and over a reload: an idle participant leaves within the
 * stale check's 30 s after the 30-minute rule applies (docs/product.md, Constants: 1,800,000 ms), and the
 * remembered and blocked lists of a realistic size come back from session storage.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ParticipantRecord } from '../../../../renderer/domain/types';
import { HARNESS_CODE, wallHarness, type WallHarness } from '../../../support/wall-harness';
import type { TestDeps } from '../../../support/test-deps';
import { LAST_CLIENTS_CODE_KEY, STORAGE_KEYS } from '../../../../renderer/domain/storage-keys';

const harnesses: WallHarness[] = [];
afterEach(() => {
  for (const s of harnesses.splice(0)) s.wall.dispose();
});

function open(prepare?: (deps: TestDeps) => void): WallHarness {
  const harness = wallHarness(prepare);
  harnesses.push(harness);
  return harness;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** A participant as a phone writes it: a long name and a profile picture URL. */
function person(i: number, lastUpdate: number): ParticipantRecord {
  return {
    userId: `u-${i}-${'x'.repeat(20)}`,
    userName: `Participant number ${i} of the platform team`,
    selected: '-',
    showCard: false,
    lastUpdate,
    picture: `https://lh3.googleusercontent.com/a/ACg8ocJ${'k'.repeat(60)}${i}=s96-c`,
  };
}

describe('the 30-minute rule on an idle wall', () => {
  // Joining some seconds after the wall opened, the 30 minutes end between two checks.
  it.each([1, 5, 15, 29])(
    'an idle participant (joined %i s after the wall opened) is gone 30 minutes after its last update, 30 s later at most',
    (offset) => {
      const harness = open();
      harness.deps.clock.advance(offset * SECOND);
      const lastUpdate = harness.deps.clock.now();
      harness.join('idle', '5', false, lastUpdate);
      const at = (ms: number) =>
        harness.deps.clock.advance(lastUpdate + ms - harness.deps.clock.now());
      // Ann's phone refreshes its record; Idle's writes nothing more, so only the wall's
      // own periodic check can drop it.
      at(20 * MINUTE);
      harness.join('ann', '3', false);
      at(30 * MINUTE - SECOND);
      expect(harness.cards()).toEqual(['idle', 'ann']);
      at(30 * MINUTE);
      expect(harness.cards()).toEqual(['idle', 'ann']);
      at(30 * MINUTE + 30 * SECOND);
      expect(harness.cards()).toEqual(['ann']);
      expect(harness.wall.roster.participantCount).toBe(1);
    },
  );

  it('a participant who keeps its page open (heartbeat every 4 minutes) stays all day', () => {
    const harness = open();
    for (let minute = 0; minute <= 8 * 60; minute += 4) {
      harness.join('ann', '8', true);
      harness.deps.clock.advance(4 * MINUTE);
    }
    expect(harness.cards()).toEqual(['ann']);
  });
});

describe('browser storage over a reload', () => {
  it('a remembered full screen of 20 (long names, pictures) comes back as offline cards', () => {
    let stored = '';
    const harness = open((deps) => {
      const list = Array.from({ length: 20 }, (_, i) => person(i, deps.clock.now() - i * SECOND));
      stored = JSON.stringify(list);
      deps.sessionStorage.setItem(STORAGE_KEYS.lastClients, stored);
      deps.sessionStorage.setItem(LAST_CLIENTS_CODE_KEY, HARNESS_CODE);
    });
    // Several kilobytes: a size limit far below that would call the list corrupt.
    expect(stored.length).toBeGreaterThan(4_000);
    expect(harness.wall.roster.cards).toHaveLength(20);
    expect(harness.wall.roster.cards.every((v) => v.offline)).toBe(true);
    expect(harness.wall.roster.cards[0]?.picture).toMatch(/^https:\/\/lh3\./);
  });

  it('a long blocked list (300 people) comes back: blocked people stay off the wall', () => {
    const blocked = Array.from({ length: 300 }, (_, i) => person(i, 0));
    const harness = open((deps) => {
      deps.sessionStorage.setItem(STORAGE_KEYS.blockedClients, JSON.stringify(blocked));
    });
    expect(harness.wall.blockList.blocked).toHaveLength(300);
    const now = harness.deps.clock.now();
    for (const p of blocked.slice(0, 19)) {
      harness.gateway.setRecord('team-a', p.userId, { ...p, lastUpdate: now });
    }
    harness.join('ann', '8', true);
    expect(harness.cards()).toEqual(['ann']);
    expect(harness.averageText()).toBe('8.00');
  });

  it('a corrupt list is ignored without losing the valid one beside it', () => {
    const harness = open((deps) => {
      deps.sessionStorage.setItem(STORAGE_KEYS.blockedClients, '[{"userId":');
      deps.sessionStorage.setItem(LAST_CLIENTS_CODE_KEY, HARNESS_CODE);
      deps.sessionStorage.setItem(
        STORAGE_KEYS.lastClients,
        JSON.stringify([person(1, deps.clock.now())]),
      );
    });
    expect(harness.wall.blockList.blocked).toEqual([]);
    expect(harness.wall.roster.cards.map((v) => v.offline)).toEqual([true]);
  });
});
