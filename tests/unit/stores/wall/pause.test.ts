/**
 * The owner's actions while the session is paused (docs/product.md, Pause: freezes the displayed
 * average): Block User, Remove from session, Unblock and Set Position show on the wall at
 * once, and Average Point stays at the frozen value until Continue.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { RESUME_DELAY_MS } from '../../../../renderer/domain/constants';
import { screenHarness, type ScreenHarness } from '../../../support/screen-harness';

const screens: ScreenHarness[] = [];
afterEach(() => {
  for (const s of screens.splice(0)) s.store.dispose();
});

/** Ann 3, Bob 5 and Cleo 13, all ready: Average Point 7.00; then the session is paused. */
function pausedAtSeven(): ScreenHarness {
  const screen = screenHarness();
  screens.push(screen);
  screen.join('ann', '3', true);
  screen.join('bob', '5', true);
  screen.join('cleo', '13', true);
  expect(screen.averageText()).toBe('7.00');
  screen.store.togglePause();
  expect(screen.store.pause.paused).toBe(true);
  return screen;
}

describe('actions while the session is paused', () => {
  it('Block User takes the card off the wall at once; Average Point stays at the frozen 7.00', () => {
    const screen = pausedAtSeven();
    screen.store.block('cleo');
    expect(screen.cards()).toEqual(['ann', 'bob']);
    expect(screen.store.roster.participantCount).toBe(2);
    expect(screen.averageText()).toBe('7.00');
    expect(screen.store.pause.paused).toBe(true);
    // Continue shows the live average without the blocked card.
    screen.store.togglePause();
    screen.deps.clock.advance(RESUME_DELAY_MS);
    expect(screen.averageText()).toBe('4.00');
  });

  it('Remove from session takes the offline card off at once; Average Point stays frozen', () => {
    const screen = pausedAtSeven();
    screen.leave('cleo');
    // Paused: the wall still shows the frozen round, Cleo included.
    expect(screen.cards()).toEqual(['ann', 'bob', 'cleo']);
    screen.store.removeFromSession('cleo');
    expect(screen.cards()).toEqual(['ann', 'bob']);
    expect(screen.averageText()).toBe('7.00');
    expect(screen.store.pause.paused).toBe(true);
  });

  it('Unblock brings the card back at once; Average Point stays frozen', async () => {
    const screen = screenHarness();
    screens.push(screen);
    screen.join('ann', '3', true);
    screen.join('bob', '5', true);
    screen.join('cleo', '13', true);
    screen.store.block('cleo');
    expect(screen.averageText()).toBe('4.00');
    screen.store.togglePause();
    screen.store.unblock('cleo');
    await screen.settle();
    expect(screen.cards()).toEqual(['ann', 'bob', 'cleo']);
    expect(screen.store.roster.participantCount).toBe(3);
    expect(screen.averageText()).toBe('4.00');
    expect(screen.store.pause.paused).toBe(true);
  });

  it('Set Position moves the card at once; Average Point stays frozen', async () => {
    const screen = pausedAtSeven();
    screen.store.setPosition('bob', 'left');
    const columns = () => {
      const g = screen.store.roster.gridGroups;
      return g && [g.left, g.center, g.right].map((col) => col.map((v) => v.userId));
    };
    expect(columns()).toEqual([['bob'], ['ann', 'cleo'], []]);
    await screen.settle();
    expect(columns()).toEqual([['bob'], ['ann', 'cleo'], []]);
    screen.store.setPosition('cleo', 'right');
    expect(columns()).toEqual([['bob'], ['ann'], ['cleo']]);
    expect(screen.averageText()).toBe('7.00');
    expect(screen.store.pause.paused).toBe(true);
  });

  it('the ready count keeps updating while paused; the cards and the average do not', () => {
    const screen = pausedAtSeven();
    screen.join('ann', '8', false);
    expect(screen.store.roster.readyCount).toBe(2);
    expect(screen.store.roster.views.find((v) => v.userId === 'ann')).toMatchObject({
      value: '3',
      showCard: true,
    });
    expect(screen.averageText()).toBe('7.00');
  });
});
