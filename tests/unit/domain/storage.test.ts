import { describe, expect, it } from 'vitest';
import {
  GRID_POSITIONS,
  hasCustomPositions,
  isParticipantList,
  isPositionConfig,
  STORED_JSON_MAX_LENGTH,
  parseStoredJson,
  positionOf,
  withPosition,
  type PositionConfig,
} from '../../../renderer/domain/storage';
import { readStoredJson } from '../../../renderer/domain/stored-read';
import type { ParticipantRecord } from '../../../renderer/domain/types';
import { STORAGE_KEYS } from '../../../renderer/domain/storage-keys';

const rec: ParticipantRecord = {
  userId: 'u1',
  userName: 'Ann',
  selected: '-',
  showCard: false,
  lastUpdate: 5,
};

describe('storage keys and positions', () => {
  it('uses the spec names', () => {
    expect(STORAGE_KEYS).toEqual({
      blockedClients: 'blockedClients',
      lastClients: 'lastClients',
      positionConfig: 'positionConfig',
    });
    expect(GRID_POSITIONS).toEqual(['default', 'left', 'right']);
  });
});

describe('parseStoredJson with participant lists', () => {
  it.each<[string, string | null, ParticipantRecord[]]>([
    ['nothing stored', null, []],
    ['empty text', '', []],
    ['invalid JSON', '[{"userId":', []],
    ['not a list', JSON.stringify(rec), []],
    ['a valid list', JSON.stringify([rec]), [rec]],
    [
      'a record with a picture',
      JSON.stringify([{ ...rec, picture: 'https://x.example/p.png' }]),
      [{ ...rec, picture: 'https://x.example/p.png' }],
    ],
    ['one bad entry spoils the list', JSON.stringify([rec, { ...rec, showCard: 'yes' }]), []],
    ['a javascript: picture', JSON.stringify([{ ...rec, picture: 'javascript:alert(1)' }]), []],
    ['a missing userName', JSON.stringify([{ ...rec, userName: undefined }]), []],
    ['an empty userId', JSON.stringify([{ ...rec, userId: '' }]), []],
    ['null entries', '[null]', []],
    ['too long to parse', JSON.stringify([rec]).padEnd(1_000_001, ' '), []],
  ])('%s', (_label, raw, expected) => {
    expect(parseStoredJson(raw, isParticipantList, [])).toEqual(expected);
  });
});

describe('parseStoredJson with position configs', () => {
  it.each<[string, string | null, PositionConfig]>([
    ['nothing stored', null, {}],
    ['invalid JSON', '{left', {}],
    ['valid', '{"u1":"left","u2":"right"}', { u1: 'left', u2: 'right' }],
    ['an unknown position', '{"u1":"top"}', {}],
    ['a list', '["left"]', {}],
    ['null', 'null', {}],
    ['a number', '42', {}],
  ])('%s', (_label, raw, expected) => {
    expect(parseStoredJson(raw, isPositionConfig, {})).toEqual(expected);
  });
});

describe('positions', () => {
  it.each<[string, PositionConfig, string, 'default' | 'left' | 'right', PositionConfig]>([
    ['set left', {}, 'u1', 'left', { u1: 'left' }],
    ['move right', { u1: 'left' }, 'u1', 'right', { u1: 'right' }],
    ['default removes the entry', { u1: 'left', u2: 'right' }, 'u1', 'default', { u2: 'right' }],
    ['default on nothing', {}, 'u1', 'default', {}],
  ])('%s', (_label, config, userId, position, expected) => {
    const before = { ...config };
    expect(withPosition(config, userId, position)).toEqual(expected);
    expect(config).toEqual(before);
  });

  it.each<[PositionConfig, string, string]>([
    [{ u1: 'left' }, 'u1', 'left'],
    [{ u1: 'left' }, 'u2', 'default'],
    [{}, 'toString', 'default'],
    [{}, '__proto__', 'default'],
  ])('positionOf(%j, %s) is %s', (config, userId, expected) => {
    expect(positionOf(config, userId)).toBe(expected);
  });

  it.each<[PositionConfig, boolean]>([
    [{}, false],
    [{ u1: 'default' }, false],
    [{ u1: 'right' }, true],
  ])('hasCustomPositions(%j) is %s', (config, expected) => {
    expect(hasCustomPositions(config)).toBe(expected);
  });
});

describe('stored data: the edges of what a reload keeps', () => {
  const anything = (_v: unknown): _v is unknown => true;
  const isText = (v: unknown): v is string => typeof v === 'string';

  it('a stored text of exactly the size limit is read back', () => {
    const raw = JSON.stringify('a'.repeat(STORED_JSON_MAX_LENGTH - 2));
    expect(raw).toHaveLength(STORED_JSON_MAX_LENGTH);
    expect(parseStoredJson(raw, isText, 'lost')).toHaveLength(STORED_JSON_MAX_LENGTH - 2);
    expect(parseStoredJson(`${raw} `, isText, 'lost')).toBe('lost');
  });

  it.each(['', '{broken', 'undefined'])(
    'corrupt storage (%j) gives the fallback even when any value would do',
    (raw) => {
      expect(parseStoredJson(raw, anything, 'fallback')).toBe('fallback');
    },
  );

  it.each<[string, Record<string, unknown>]>([
    ['a userId that is a number', { userId: 5 }],
    ['an empty userName', { userName: '' }],
    ['a selection that is not text', { selected: 3 }],
    ['a lastUpdate as text', { lastUpdate: '5' }],
    ['a lastUpdate that is null', { lastUpdate: null }],
  ])('a remembered participant with %s makes the list invalid', (_name, change) => {
    expect(isParticipantList([{ ...rec, ...change }])).toBe(false);
    expect(isParticipantList([rec])).toBe(true);
  });

  it('a position map with one unknown position is not used', () => {
    expect(isPositionConfig({ a: 'left', b: 'nowhere' })).toBe(false);
  });
});

describe('readStoredJson: a bad stored text is told apart from none', () => {
  const isNumbers = (v: unknown): v is number[] => Array.isArray(v) && v.every(Number.isFinite);
  it.each<[string | null, number[], boolean]>([
    [null, [], false],
    ['[1,2]', [1, 2], false],
    ['[1,"x"]', [], true],
    ['{', [], true],
    ['', [], true],
  ])('%j reads as %j, corrupt %s', (raw, value, corrupt) => {
    expect(readStoredJson(raw, isNumbers, [])).toEqual({ value, corrupt });
  });
});
