import { describe, expect, it } from 'vitest';
import { WALL_KEY_HELP } from '../../../renderer/domain/wall-key-help';
import {
  type WallKeyAction,
  wallKeyAction,
  wallNextStep,
} from '../../../renderer/domain/wall-keys';

describe('the wall from the keyboard', () => {
  it.each<[string, WallKeyAction]>([
    ['n', 'next'],
    ['N', 'next'],
    ['t', 'timer'],
    ['T', 'timer'],
    ['p', 'pause'],
    ['P', 'pause'],
    ['o', 'options'],
    ['O', 'options'],
    ['?', 'help'],
    ['r', 'reveal'],
    ['R', 'reveal'],
    ['u', 'nudge'],
    ['U', 'nudge'],
    ['m', 'board'],
    ['M', 'board'],
  ])('%s asks for %s', (key, action) => {
    expect(wallKeyAction({ key })).toBe(action);
  });

  it.each<[string, WallKeyAction]>([
    ['PageDown', 'next'],
    ['ArrowRight', 'next'],
    ['ArrowDown', 'next'],
    ['PageUp', 'back'],
    ['ArrowLeft', 'back'],
    ['ArrowUp', 'back'],
    ['b', 'pause'],
    ['B', 'pause'],
    ['.', 'pause'],
  ])("a presentation clicker's %s asks for %s", (key, action) => {
    expect(wallKeyAction({ key })).toBe(action);
  });

  it('does nothing while someone types in a field', () => {
    for (const key of ['n', 't', 'p', 'o', '?', 'PageDown', 'ArrowLeft']) {
      expect(wallKeyAction({ key, typing: true })).toBeNull();
    }
  });

  it('leaves Ctrl, Alt and Meta combinations to the browser and the operator keys', () => {
    expect(wallKeyAction({ key: 'n', ctrlKey: true })).toBeNull();
    expect(wallKeyAction({ key: 'p', altKey: true })).toBeNull();
    expect(wallKeyAction({ key: 'o', metaKey: true })).toBeNull();
    expect(wallKeyAction({ key: 'PageDown', ctrlKey: true })).toBeNull();
  });

  it('leaves arrows and page keys to a focused control that uses them, but not letters', () => {
    expect(wallKeyAction({ key: 'ArrowDown', onControl: true })).toBeNull();
    expect(wallKeyAction({ key: 'PageUp', onControl: true })).toBeNull();
    expect(wallKeyAction({ key: 'n', onControl: true })).toBe('next');
    expect(wallKeyAction({ key: '?', onControl: true })).toBe('help');
  });

  it('ignores other keys, also those named like object members', () => {
    for (const key of ['a', 'Enter', ' ', 'Escape', 'Tab', 'F5', 'constructor', 'toString']) {
      expect(wallKeyAction({ key })).toBeNull();
    }
  });

  it('lists every action once in the help overlay, each with a key that does it', () => {
    const actions = WALL_KEY_HELP.map((line) => line.action);
    expect(new Set(actions)).toEqual(
      new Set(['next', 'back', 'timer', 'pause', 'options', 'help', 'reveal', 'nudge', 'board']),
    );
    expect(actions).toHaveLength(9);
    const named: Record<string, string> = {
      'Page Down': 'PageDown',
      'Page Up': 'PageUp',
      '→': 'ArrowRight',
      '←': 'ArrowLeft',
    };
    for (const line of WALL_KEY_HELP) {
      for (const key of line.keys) {
        expect(wallKeyAction({ key: named[key] ?? key })).toBe(line.action);
      }
    }
  });
});

describe('N on the wall: what it does', () => {
  it.each<
    [string, { nextStoryOffered: boolean; suggested: string | null; skipFocused: boolean }, string]
  >([
    [
      'no backlog story or not revealed: New round',
      { nextStoryOffered: false, suggested: '5', skipFocused: false },
      'new-round',
    ],
    [
      'not offered, focus on Skip story: still New round',
      { nextStoryOffered: false, suggested: null, skipFocused: true },
      'new-round',
    ],
    [
      'offered with a suggested card: Next story with it',
      { nextStoryOffered: true, suggested: '5', skipFocused: false },
      'next-story',
    ],
    [
      'a suggested card wins over the focus on Skip story',
      { nextStoryOffered: true, suggested: '8', skipFocused: true },
      'next-story',
    ],
    [
      'offered, no suggested card: focus on Skip story first',
      { nextStoryOffered: true, suggested: null, skipFocused: false },
      'focus-skip',
    ],
    [
      'offered, no suggested card, Skip story focused: skip',
      { nextStoryOffered: true, suggested: null, skipFocused: true },
      'skip-story',
    ],
  ])('%s', (_, state, step) => {
    expect(wallNextStep(state)).toBe(step);
  });
});
