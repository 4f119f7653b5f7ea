/**
 * A multi-path update's result after its one-pass gathering (server/db/update-results.ts):
 * every path is checked, one path the rules refuse refuses the whole update, and the
 * reason lists each path's rules in the order the paths were written, as targaryen does.
 */
import { describe, expect, it } from 'vitest';
import { DataStore } from '../../server/db/store';

const RULES = {
  rules: {
    room: {
      $key: {
        '.write': "$key !== 'locked'",
        '.validate': 'newData.isNumber()',
      },
    },
  },
};

const store = () => new DataStore({ room: { kept: 1 } }, RULES);
const reasonLines = (outcome: { ok: boolean; reason?: string }) =>
  (outcome.ok ? '' : (outcome.reason ?? '')).split('\n').filter((l) => l.startsWith('/'));

describe('a multi-path update checked by the rules', () => {
  it('writes every path when the rules allow each', () => {
    const s = store();
    expect(s.update('room', { a: 1, b: 2, c: 3 }, null)).toEqual({ ok: true });
    expect(s.read('room')).toEqual({ kept: 1, a: 1, b: 2, c: 3 });
  });

  it('refuses all of it when one path may not be written, naming the paths in order', () => {
    const s = store();
    const outcome = s.update('room', { a: 1, locked: 2, c: 3 }, null);
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? '' : outcome.reason).toContain('No .write rule allowed the operation.');
    expect(reasonLines(outcome)).toEqual([
      `/room/a: write "$key !== 'locked'"  => true`,
      '/room/a: validate "newData.isNumber()"  => true',
      `/room/locked: write "$key !== 'locked'"  => false`,
      '/room/locked: validate "newData.isNumber()"  => true',
      `/room/c: write "$key !== 'locked'"  => true`,
      '/room/c: validate "newData.isNumber()"  => true',
    ]);
    expect(s.read('room')).toEqual({ kept: 1 });
  });

  it('refuses all of it when one path fails validation, whichever it is', () => {
    for (const patch of [
      { a: 'x', b: 2 },
      { a: 1, b: 'x' },
    ]) {
      const s = store();
      const outcome = s.update('room', patch, null);
      expect(outcome.ok).toBe(false);
      expect(outcome.ok ? '' : outcome.reason).toContain(
        'One or more .validate rules disallowed the operation.',
      );
      expect(outcome.ok ? '' : outcome.reason).not.toContain('No .write rule allowed');
      expect(s.read('room')).toEqual({ kept: 1 });
    }
  });
});
