/**
 * The owner's actions while the session is paused (docs/product.md, Pause: freezes the displayed
 * average): Block User, Remove from session, Unblock and Set Position show on the wall at
 * once, and Average Point stays at the frozen value until Continue.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { RESUME_DELAY_MS } from '../../../../renderer/domain/constants';
import { wallHarness, type WallHarness } from '../../../support/wall-harness';

const harnesses: WallHarness[] = [];
afterEach(() => {
  for (const s of harnesses.splice(0)) s.wall.dispose();
});

/** Ann 3, Bob 5 and Cleo 13, all ready: Average Point 7.00; then the session is paused. */
function pausedAtSeven(): WallHarness {
  const harness = wallHarness();
  harnesses.push(harness);
  harness.join('ann', '3', true);
  harness.join('bob', '5', true);
  harness.join('cleo', '13', true);
  expect(harness.averageText()).toBe('7.00');
  harness.wall.togglePause();
  expect(harness.wall.pause.paused).toBe(true);
  return harness;
}

describe('actions while the session is paused', () => {
  it('Block User takes the card off the wall at once; Average Point stays at the frozen 7.00', () => {
    const harness = pausedAtSeven();
    harness.wall.block('cleo');
    expect(harness.cards()).toEqual(['ann', 'bob']);
    expect(harness.wall.roster.participantCount).toBe(2);
    expect(harness.averageText()).toBe('7.00');
    expect(harness.wall.pause.paused).toBe(true);
    // Continue shows the live average without the blocked card.
    harness.wall.togglePause();
    harness.deps.clock.advance(RESUME_DELAY_MS);
    expect(harness.averageText()).toBe('4.00');
  });

  it('Remove from session takes the offline card off at once; Average Point stays frozen', () => {
    const harness = pausedAtSeven();
    harness.leave('cleo');
    // Paused: the wall still shows the frozen round, Cleo included.
    expect(harness.cards()).toEqual(['ann', 'bob', 'cleo']);
    harness.wall.removeFromSession('cleo');
    expect(harness.cards()).toEqual(['ann', 'bob']);
    expect(harness.averageText()).toBe('7.00');
    expect(harness.wall.pause.paused).toBe(true);
  });

  it('Unblock brings the card back at once; Average Point stays frozen', async () => {
    const harness = wallHarness();
    harnesses.push(harness);
    harness.join('ann', '3', true);
    harness.join('bob', '5', true);
    harness.join('cleo', '13', true);
    harness.wall.block('cleo');
    expect(harness.averageText()).toBe('4.00');
    harness.wall.togglePause();
    harness.wall.unblock('cleo');
    await harness.settle();
    expect(harness.cards()).toEqual(['ann', 'bob', 'cleo']);
    expect(harness.wall.roster.participantCount).toBe(3);
    expect(harness.averageText()).toBe('4.00');
    expect(harness.wall.pause.paused).toBe(true);
  });

  it('Set Position moves the card at once; Average Point stays frozen', async () => {
    const harness = pausedAtSeven();
    harness.wall.setPosition('bob', 'left');
    const columns = () => {
      const g = harness.wall.roster.gridGroups;
      return g && [g.left, g.center, g.right].map((col) => col.map((v) => v.userId));
    };
    expect(columns()).toEqual([['bob'], ['ann', 'cleo'], []]);
    await harness.settle();
    expect(columns()).toEqual([['bob'], ['ann', 'cleo'], []]);
    harness.wall.setPosition('cleo', 'right');
    expect(columns()).toEqual([['bob'], ['ann'], ['cleo']]);
    expect(harness.averageText()).toBe('7.00');
    expect(harness.wall.pause.paused).toBe(true);
  });

  it('the ready count keeps updating while paused; the cards and the average do not', () => {
    const harness = pausedAtSeven();
    harness.join('ann', '8', false);
    expect(harness.wall.roster.readyCount).toBe(2);
    expect(harness.wall.roster.cards.find((v) => v.userId === 'ann')).toMatchObject({
      value: '3',
      showCard: true,
    });
    expect(harness.averageText()).toBe('7.00');
  });
});
