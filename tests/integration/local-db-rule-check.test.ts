/**
 * The rules' check of a write in parts (server/db/rule-check.ts) is targaryen's own check:
 * for the product's rules and writes, allowed or refused, it gives targaryen's verdict and
 * the same explanation, rule for rule in the same order, however many parts it took. A
 * large write pauses once per NODES_PER_PART nodes; a small one runs in one part.
 */
import { readFileSync } from 'node:fs';
import targaryen from 'targaryen';
import { describe, expect, it } from 'vitest';
import { importPatch, type BacklogItem } from '../../renderer/domain/backlog';
import {
  checkingSet,
  checkingUpdate,
  finish,
  NODES_PER_PART,
  type Checking,
} from '../../server/db/rule-check';
import type { RulesDatabase, RulesResult } from '../../server/db/rules-database';
// The store installs its faster data tree and gathering into targaryen, as the server runs it.
import '../../server/db/store';
import { participantRecord } from '../support/local-db';

const RULES = JSON.parse(readFileSync('database.rules.json', 'utf8')) as object;
const NOW = 1_700_000_000_000;

const stories = (count: number): BacklogItem[] =>
  Array.from({ length: count }, (_, i) => ({
    key: `K-${i}`,
    title: `Story ${i}`,
    description: 'd'.repeat(40),
  }));

const records = (count: number, overrides: (i: number) => Record<string, unknown> = () => ({})) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `u${i}`,
      participantRecord(`u${i}`, { lastUpdate: NOW, ...overrides(i) }),
    ]),
  );

const database = (auth: unknown = null) =>
  (targaryen.database(RULES, { screens: { wall: records(3) } }, NOW) as RulesDatabase).as(auth);

/** Runs a check to its end, counting its parts. */
function parts(checking: Checking<RulesResult>): { result: RulesResult; parts: number } {
  let count = 1;
  for (let step = checking.next(); ; step = checking.next()) {
    if (step.done) return { result: step.value, parts: count };
    count += 1;
  }
}

const verdict = (r: RulesResult) => ({ allowed: r.allowed, info: r.info });

describe('an update checked in parts', () => {
  const cases: [string, string, Record<string, unknown>, boolean][] = [
    [
      'a backlog import of 300 stories',
      '/sessions/room',
      importPatch(stories(300), 0, true, null),
      true,
    ],
    [
      'the same import with a story whose title is not text',
      '/sessions/room',
      {
        backlog: {
          ...(importPatch(stories(300), 0, true, null).backlog as object),
          217: { title: 5 },
        },
      },
      false,
    ],
    ['200 participant records', '/screens/wall', records(200), true],
    [
      '200 records, one with a card that is not text',
      '/screens/wall',
      records(200, (i) => (i === 150 ? { selected: 3 } : {})),
      false,
    ],
    [
      'records by deep paths, one removed',
      '/screens/wall',
      { 'u1/showCard': true, 'u2/userName': 'Ann', u0: null },
      true,
    ],
    ['a key the rules do not know', '/screens/wall', { 'u1/colour': 'red' }, false],
  ];

  it.each(cases)('%s: targaryen’s verdict and explanation', (_, path, patch, allowed) => {
    const db = database();
    const expected = db.update(path, patch, NOW);
    const { result } = parts(checkingUpdate(db, path, patch, NOW));
    expect(verdict(result)).toEqual(verdict(expected));
    expect(result.allowed).toBe(allowed);
  });

  it('makes the database targaryen makes', () => {
    const db = database();
    const patch = importPatch(stories(20), 0, true, null);
    const result = finish(checkingUpdate(db, '/sessions/room', patch, NOW));
    expect(result.newDatabase.root.$value()).toEqual(
      db.update('/sessions/room', patch, NOW).newDatabase.root.$value(),
    );
  });

  it('pauses once per NODES_PER_PART nodes: a large import in several parts, a small write in one', () => {
    const large = parts(
      checkingUpdate(database(), '/sessions/room', importPatch(stories(300), 0, true, null), NOW),
    );
    // 300 stories of three values and the story itself, the backlog, the current story, and the way down.
    expect(large.parts).toBeGreaterThanOrEqual(Math.floor(1200 / NODES_PER_PART) + 1);
    expect(large.parts).toBeLessThanOrEqual(Math.floor(1220 / NODES_PER_PART) + 1);
    const small = parts(checkingUpdate(database(), '/screens/wall', { 'u1/selected': 'c5' }, NOW));
    expect(small.parts).toBe(1);
  });
});

describe('a set checked in parts', () => {
  const cases: [string, string, unknown, boolean][] = [
    [
      'a participant record',
      '/screens/wall/u7',
      participantRecord('u7', { lastUpdate: NOW }),
      true,
    ],
    [
      'a record without its name',
      '/screens/wall/u7',
      { ...participantRecord('u7'), userName: null, lastUpdate: NOW },
      false,
    ],
    // A room is written record by record: no client may set or remove it whole.
    ['a whole room of 200 records', '/screens/wall', records(200), false],
    ['a room removed', '/screens/wall', null, false],
    ['the root', '/', { screens: {} }, false],
  ];

  it.each(cases)('%s: targaryen’s verdict and explanation', (_, path, value, allowed) => {
    const db = database();
    const expected = db.write(path, value, undefined, NOW);
    const { result } = parts(checkingSet(db, path, value, NOW));
    expect(verdict(result)).toEqual(verdict(expected));
    expect(result.allowed).toBe(allowed);
  });
});

describe('rules below the level that allows a write', () => {
  const RULES_BELOW = {
    rules: {
      room: {
        '.write': true,
        $key: { '.write': false, '.validate': 'newData.isNumber()' },
      },
    },
  };
  const db = () =>
    (targaryen.database(RULES_BELOW, { room: { kept: 1 } }, NOW) as RulesDatabase).as(null);

  it.each([
    ['a value written', { a: 1 }, true],
    ['a value the validation refuses', { a: 'x' }, false],
    ['a value removed', { kept: null }, true],
  ])(
    '%s: its .write rules are not asked once one above allowed it, as targaryen does',
    (_, patch, allowed) => {
      const expected = db().update('/room', patch, NOW);
      const { result } = parts(checkingUpdate(db(), '/room', patch, NOW));
      expect(verdict(result)).toEqual(verdict(expected));
      expect(result.allowed).toBe(allowed);
      expect(result.info).not.toContain('write "false"');
    },
  );
});
