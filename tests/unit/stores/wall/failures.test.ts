/**
 * The wall when the database refuses an owner's action: nothing is lost on screen and
 * the console names what failed (so whoever looks at a kiosk's log can tell why).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { wallHarness, type WallHarness } from '../../../support/wall-harness';

const harnesses: WallHarness[] = [];
afterEach(() => {
  for (const s of harnesses.splice(0)) s.wall.dispose();
});

function refusingWall(): WallHarness {
  const harness = wallHarness();
  harnesses.push(harness);
  const refused = () => Promise.reject(new Error('permission_denied'));
  harness.gateway.removeParticipant = refused;
  harness.gateway.readParticipants = refused;
  return harness;
}

const messages = (entries: unknown[][]) => entries.map((e) => [String(e[0]), String(e[1])]);

describe('refused owner actions', () => {
  it('Remove from session refused: the card is gone from the wall, the console says so', async () => {
    const harness = refusingWall();
    harness.join('ann', '3', true);
    harness.join('bob', '5', true);
    harness.leave('bob');
    harness.wall.removeFromSession('bob');
    expect(harness.cards()).toEqual(['ann']);
    await harness.settle();
    expect(messages(harness.deps.log.errors)).toEqual([
      ['Remove from session failed', 'Error: permission_denied'],
    ]);
  });

  it('the read after Unblock refused: the console names the screen', async () => {
    const harness = refusingWall();
    harness.join('ann', '3', true);
    harness.wall.block('ann');
    harness.wall.unblock('ann');
    await harness.settle();
    expect(messages(harness.deps.log.warnings)).toEqual([
      ['Screen team-a: could not read', 'Error: permission_denied'],
    ]);
  });
});
