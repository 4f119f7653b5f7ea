/**
 * The wall when the database refuses an owner's action: nothing is lost on screen and
 * the console names what failed (so whoever looks at a kiosk's log can tell why).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screenHarness, type ScreenHarness } from '../../../support/screen-harness';

const screens: ScreenHarness[] = [];
afterEach(() => {
  for (const s of screens.splice(0)) s.store.dispose();
});

function refusingWall(): ScreenHarness {
  const screen = screenHarness();
  screens.push(screen);
  const refused = () => Promise.reject(new Error('permission_denied'));
  screen.gateway.removeParticipant = refused;
  screen.gateway.readParticipants = refused;
  return screen;
}

const messages = (entries: unknown[][]) => entries.map((e) => [String(e[0]), String(e[1])]);

describe('refused owner actions', () => {
  it('Remove from session refused: the card is gone from the wall, the console says so', async () => {
    const screen = refusingWall();
    screen.join('ann', '3', true);
    screen.join('bob', '5', true);
    screen.leave('bob');
    screen.store.removeFromSession('bob');
    expect(screen.cards()).toEqual(['ann']);
    await screen.settle();
    expect(messages(screen.deps.log.errors)).toEqual([
      ['Remove from session failed', 'Error: permission_denied'],
    ]);
  });

  it('the read after Unblock refused: the console names the screen', async () => {
    const screen = refusingWall();
    screen.join('ann', '3', true);
    screen.store.block('ann');
    screen.store.unblock('ann');
    await screen.settle();
    expect(messages(screen.deps.log.warnings)).toEqual([
      ['Screen team-a: could not read', 'Error: permission_denied'],
    ]);
  });
});
