import { describe, expect, it } from 'vitest';
import { imageRuleValueProblem } from '../../../renderer/domain/image-rule-syntax';

describe('imageRuleValueProblem', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['8', null],
    ['1|13', null],
    ['[0-9]+', null],
    ['[unclosed(', 'invalid'],
    ['(', 'invalid'],
    ['(a)\\1', 'unsupported'],
    ['x'.repeat(201), 'tooLong'],
  ])('%j → %s', (value, problem) => {
    expect(imageRuleValueProblem(value)).toBe(problem);
  });

  it('a rule value of exactly 200 characters is accepted, spaces around it not counted', () => {
    expect(imageRuleValueProblem('x'.repeat(200))).toBeNull();
    expect(imageRuleValueProblem(` ${'x'.repeat(200)}  `)).toBeNull();
  });
});
