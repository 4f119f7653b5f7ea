import { describe, expect, it } from 'vitest';
import { byLength } from '../../../../renderer/ui/common/by-length';

describe('byLength', () => {
  const sizes = ['a', 'b', 'c'] as const;
  it('picks the entry for the value’s length, the last one for longer values', () => {
    expect(byLength('', sizes)).toBe('a');
    expect(byLength('8', sizes)).toBe('a');
    expect(byLength('13', sizes)).toBe('b');
    expect(byLength('100', sizes)).toBe('c');
    expect(byLength('12345678', sizes)).toBe('c');
  });
  it('counts characters, not UTF-16 units', () => {
    expect(byLength('🚀', sizes)).toBe('a');
  });
});
