/**
 * The reading of a Projects v2 view's filter (shared/trackers/github/view-filter.ts)
 * for what the stand-in's views do not reach: quoted labels in a comma list, number
 * ranges, `has:`, iterations between two sprints, and what is reported unapplied.
 */
import { describe, expect, it } from 'vitest';
import {
  passes,
  readViewFilter,
  type FilterableItem,
  type FilterFields,
} from '../../../shared/trackers/github/view-filter';

const SPRINTS = [
  { title: 'Sprint 1', startDate: '2026-11-02', duration: 7 },
  { title: 'Sprint 2', startDate: '2026-11-16', duration: 7 },
];

/** Fields of a project whose sprints leave a gap: the week of 2026-11-09 is in none. */
const fields = (today: string): FilterFields => ({
  kinds: new Map([
    ['estimate', 'number'],
    ['sprint', 'iteration'],
    ['status', 'option'],
  ]),
  iterations: new Map([['sprint', SPRINTS]]),
  today,
});

const item = (over: Partial<FilterableItem> = {}): FilterableItem => ({
  open: true,
  repository: 'acme/pay',
  labels: [],
  assignees: [],
  milestone: null,
  values: new Map(),
  ...over,
});

const kept = (filter: string, items: FilterableItem[], today = '2026-11-10') => {
  const view = readViewFilter(filter, fields(today));
  return items.map((i) => passes(view, i));
};

describe('a view filter read on the wall', () => {
  it('a quoted label with a space in a comma list is one of the values ORed', () => {
    const items = [item({ labels: ['Needs Design'] }), item({ labels: ['ux'] }), item()];
    expect(kept('label:"needs design",ux', items)).toEqual([true, true, false]);
  });

  it('a number range and has: a field; an item without the value is left out', () => {
    const three = item({ values: new Map([['estimate', { kind: 'number', number: 3 }]]) });
    const eight = item({ values: new Map([['estimate', { kind: 'number', number: 8 }]]) });
    expect(kept('estimate:1..5', [three, eight, item()])).toEqual([true, false, false]);
    expect(kept('has:estimate', [three, item()])).toEqual([true, false]);
  });

  it('between two sprints, @current is none and @next the one to come', () => {
    const inSprint = (i: number) =>
      item({ values: new Map([['sprint', { kind: 'iteration', iteration: SPRINTS[i]! }]]) });
    const items = [inSprint(0), inSprint(1)];
    expect(kept('sprint:@current', items)).toEqual([false, false]);
    expect(kept('sprint:@next', items)).toEqual([false, true]);
    expect(kept('sprint:@previous', items)).toEqual([true, false]);
    expect(kept('sprint:@current', items, '2026-11-17')).toEqual([false, true]);
  });

  it('pull requests and drafts asked for keep no issue', () => {
    expect(kept('is:pr', [item()])).toEqual([false]);
  });

  it('reports what it cannot apply: @me, a relative iteration it does not know, an unknown field', () => {
    const view = readViewFilter(
      'assignee:@me sprint:@current+1 priority:high type:Bug label:x',
      fields('2026-11-10'),
    );
    expect(view.notApplied).toEqual([
      'assignee:@me',
      'sprint:@current+1',
      'priority:high',
      'type:Bug',
    ]);
    expect(view.tests).toHaveLength(1);
  });
});
