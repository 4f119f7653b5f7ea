import { describe, expect, it } from 'vitest';
import {
  canChangeVote,
  showsResult,
  votePhase,
  type VotePhase,
  type VoteState,
} from '../../../renderer/domain/own-vote';

const state = (over: Partial<VoteState> = {}): VoteState => ({
  joined: true,
  watching: false,
  waitingForNextRound: false,
  revealed: false,
  ready: false,
  ...over,
});

describe('votePhase', () => {
  it('shows the join form until joined, whatever else holds', () => {
    expect(votePhase(state({ joined: false }))).toBe('join');
    expect(
      votePhase(state({ joined: false, waitingForNextRound: true, revealed: true, ready: true })),
    ).toBe('join');
    expect(votePhase(state({ joined: false, watching: true }))).toBe('join');
  });

  it('a voter chooses, then waits once ready, and sees the reveal', () => {
    expect(votePhase(state())).toBe('choosing');
    expect(votePhase(state({ ready: true }))).toBe('waiting');
    expect(votePhase(state({ ready: true, revealed: true }))).toBe('revealed');
  });

  it('a page that joined a revealed round waits for the next one', () => {
    expect(votePhase(state({ waitingForNextRound: true, revealed: true }))).toBe('next-round');
  });

  it('a watcher watches until the reveal, then sees the result like everyone', () => {
    expect(votePhase(state({ watching: true }))).toBe('watching');
    expect(votePhase(state({ watching: true, ready: true }))).toBe('watching');
    expect(votePhase(state({ watching: true, revealed: true }))).toBe('revealed');
  });
});

describe('canChangeVote', () => {
  const phases: VotePhase[] = ['join', 'next-round', 'watching', 'choosing', 'waiting', 'revealed'];

  it('only in the round (entered), while choosing or waiting', () => {
    const open = phases.filter((p) => canChangeVote(p, true));
    expect(open).toEqual(['choosing', 'waiting']);
    expect(phases.filter((p) => canChangeVote(p, false))).toEqual([]);
  });
});

describe('showsResult', () => {
  const phases: VotePhase[] = ['join', 'next-round', 'watching', 'choosing', 'waiting', 'revealed'];

  it('once the round is revealed, whether the page took part or joined too late', () => {
    expect(phases.filter(showsResult)).toEqual(['next-round', 'revealed']);
  });
});
