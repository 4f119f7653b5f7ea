import { describe, expect, it } from 'vitest';
import { encodeSelected } from '../../../renderer/domain/codec';
import { STANDARD_DECK, type Deck } from '../../../renderer/domain/deck';
import {
  canChangeVote,
  choiceOfRecord,
  showsResult,
  votePhase,
  type VotePhase,
  type VoteState,
} from '../../../renderer/domain/own-vote';
import type { ParticipantRecord } from '../../../renderer/domain/types';

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

describe('choiceOfRecord', () => {
  const record = (value: string, showCard: boolean, userId = 'ann'): ParticipantRecord => ({
    userId,
    userName: 'Ann',
    selected: encodeSelected(value, 'team', userId),
    showCard,
    lastUpdate: 1,
  });

  it('reads the card and readiness the record holds', () => {
    expect(choiceOfRecord(record('8', true), 'team', STANDARD_DECK)).toEqual({
      value: '8',
      ready: true,
    });
    expect(choiceOfRecord(record('8', false), 'team', STANDARD_DECK)).toEqual({
      value: '8',
      ready: false,
    });
  });

  it('is never ready without a card', () => {
    expect(choiceOfRecord(record('', true), 'team', STANDARD_DECK)).toEqual({
      value: '',
      ready: false,
    });
  });

  it('drops a card that does not decode, or that the deck does not offer', () => {
    const other = { ...record('8', true), selected: encodeSelected('8', 'other-room', 'ann') };
    expect(choiceOfRecord(other, 'team', STANDARD_DECK)).toEqual({ value: '', ready: false });
    const tshirt: Deck = { id: 'tshirt', cards: ['S', 'M', 'L'] };
    expect(choiceOfRecord(record('8', true), 'team', tshirt)).toEqual({ value: '', ready: false });
    expect(choiceOfRecord(record('M', true), 'team', tshirt)).toEqual({ value: 'M', ready: true });
  });
});
