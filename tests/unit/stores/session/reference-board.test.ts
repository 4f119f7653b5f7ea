import { autorun, observable, observableRef, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { BacklogStory } from '../../../../renderer/domain/backlog';
import { backlogStory as story } from '../../../support/backlog-story';
import { ReferenceBoardStore } from '../../../../renderer/stores/session/reference-board-store';

/** A backlog whose stories change as the database's would. */
function setup(stories: BacklogStory[] = []) {
  const backlog = observable({ stories }, { stories: observableRef });
  const board = new ReferenceBoardStore(backlog);
  const set = (next: BacklogStory[]) => runInAction(() => (backlog.stories = next));
  return { board, set };
}

describe('ReferenceBoardStore', () => {
  it('M opens the board only with a backlog, and M again closes it', () => {
    const { board, set } = setup();
    expect(board.offered).toBe(false);
    board.toggle();
    expect(board.open).toBe(false);
    set([story(0, 'A-1', null)]);
    expect(board.offered).toBe(true);
    board.toggle();
    expect(board.open).toBe(true);
    board.toggle();
    expect(board.open).toBe(false);
  });

  it('Escape closes it, and closing a closed board keeps it closed', () => {
    const { board } = setup([story(0, 'A-1', '3')]);
    board.toggle();
    board.close();
    expect(board.open).toBe(false);
    board.close();
    expect(board.open).toBe(false);
  });

  it('lists the stories sized so far in columns by estimate, live', () => {
    const { board, set } = setup([story(0, 'A-1', null), story(1, 'A-2', null)]);
    expect(board.columns).toEqual([]);
    expect(board.sizedCount).toBe(0);
    set([story(0, 'A-1', '8'), story(1, 'A-2', null)]);
    expect(board.columns).toEqual([
      { estimate: '8', stories: [{ slot: 0, key: 'A-1', title: 'Story A-1' }] },
    ]);
    expect(board.sizedCount).toBe(1);
    set([story(0, 'A-1', '8'), story(1, 'A-2', '3'), story(2, 'A-3', '8')]);
    expect(board.columns.map((c) => [c.estimate, c.stories.map((s) => s.key)])).toEqual([
      ['3', ['A-2']],
      ['8', ['A-1', 'A-3']],
    ]);
    expect(board.sizedCount).toBe(3);
  });

  it('closes when the backlog goes, once started; stays open while stories change', () => {
    const { board, set } = setup([story(0, 'A-1', '3')]);
    board.start();
    board.toggle();
    set([story(0, 'A-1', '3'), story(1, 'A-2', '5')]);
    expect(board.open).toBe(true);
    set([]);
    expect(board.open).toBe(false);
    expect(board.offered).toBe(false);
    board.dispose();
  });

  it('the wall redraws as the board opens and closes, and as stories are sized', () => {
    const { board, set } = setup([story(0, 'A-1', null)]);
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${board.open ? 'open' : 'closed'} ${board.sizedCount}`));
    board.toggle();
    set([story(0, 'A-1', '5')]);
    board.close();
    stop();
    expect(seen).toEqual(['closed 0', 'open 0', 'open 1', 'closed 1']);
  });

  it('only a backlog that goes closes the board: one that comes leaves it as it is', () => {
    const { board, set } = setup([story(0, 'A-1', '3')]);
    board.toggle();
    // Not followed yet: the board stays open as the backlog goes.
    set([]);
    board.start();
    set([story(0, 'A-2', '5')]);
    expect(board.open).toBe(true);
    board.dispose();
  });

  it('after dispose it no longer follows the backlog; start() follows it again', () => {
    const { board, set } = setup([story(0, 'A-1', '3')]);
    board.start();
    // A second start() adds no second watcher: one dispose() ends it.
    board.start();
    board.dispose();
    board.toggle();
    set([]);
    expect(board.open).toBe(true);
    set([story(0, 'A-1', '3')]);
    board.start();
    set([]);
    expect(board.open).toBe(false);
    board.dispose();
    board.dispose();
  });
});
