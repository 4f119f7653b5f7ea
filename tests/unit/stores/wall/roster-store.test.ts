/**
 * The roster: who the wall shows. Records are read through the one record rule
 * (`parseRoom`, domain/records.ts): a refused record is named once in the console and
 * left out, the others are shown in the room's order; one that goes is remembered.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { HARNESS_CODE, wallHarness, type WallHarness } from '../../../support/wall-harness';

const harnesses: WallHarness[] = [];
afterEach(() => {
  for (const harness of harnesses.splice(0)) harness.wall.dispose();
});

function started(): WallHarness {
  const harness = wallHarness();
  harnesses.push(harness);
  return harness;
}

const refusals = (harness: WallHarness) =>
  harness.deps.log.warnings.map(([text]) => String(text)).filter((t) => t.includes('refused'));

describe('RosterStore', () => {
  it('shows the valid records and names a refused one once, leaving it out', () => {
    const harness = started();
    harness.join('ann', '3');
    harness.gateway.setRecord(HARNESS_CODE, 'bad', { userId: 'bad', userName: 42 });
    harness.join('bob', '5');
    expect(harness.cards()).toEqual(['ann', 'bob']);
    expect(refusals(harness)).toHaveLength(1);
    expect(refusals(harness)[0]).toContain('"bad"');
  });

  it('a record that becomes valid is shown; one that goes stays as an Offline card', () => {
    const harness = started();
    harness.gateway.setRecord(HARNESS_CODE, 'cat', { userId: 'cat' });
    expect(harness.cards()).toEqual([]);
    harness.join('cat');
    expect(harness.cards()).toEqual(['cat']);
    harness.leave('cat');
    expect(harness.wall.roster.cards.map((v) => [v.userId, v.offline])).toEqual([['cat', true]]);
  });
});
