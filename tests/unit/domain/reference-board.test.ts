import { describe, expect, it } from 'vitest';
import { backlogStory as story } from '../../support/backlog-story';
import { referenceColumns } from '../../../renderer/domain/reference-board';

describe('referenceColumns: stories sized so far, by estimate', () => {
  it('one column per estimate, smallest left, stories in backlog order', () => {
    const columns = referenceColumns([
      story(0, 'A-1', '8'),
      story(1, 'A-2', '3'),
      story(2, 'A-3', null),
      story(3, 'A-4', '8'),
      story(4, 'A-5', '13'),
      story(5, 'A-6', '½'),
    ]);
    expect(columns.map((c) => c.estimate)).toEqual(['½', '3', '8', '13']);
    expect(columns[2]!.stories).toEqual([
      { slot: 0, key: 'A-1', title: 'Story A-1' },
      { slot: 3, key: 'A-4', title: 'Story A-4' },
    ]);
  });

  it('numbers by size, not as text; sizes after numbers; ? and C last', () => {
    const columns = referenceColumns([
      story(0, 'a', '?'),
      story(1, 'b', '100'),
      story(2, 'c', '20'),
      story(3, 'd', 'M'),
      story(4, 'e', 'XS'),
      story(5, 'f', '2'),
    ]);
    expect(columns.map((c) => c.estimate)).toEqual(['2', '20', '100', 'XS', 'M', '?']);
  });

  it('nothing estimated: no columns', () => {
    expect(referenceColumns([story(0, 'a', null)])).toEqual([]);
    expect(referenceColumns([])).toEqual([]);
  });
});
