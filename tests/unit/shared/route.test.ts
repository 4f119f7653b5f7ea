import { describe, expect, it } from 'vitest';
import { parseRoute, screenCodeFromInput, wallPath, votePath } from '../../../shared/route';

describe('parseRoute', () => {
  it.each([
    ['/', { kind: 'root' }],
    ['', { kind: 'root' }],
    ['/!!!', { kind: 'root' }],
    ['/team-a', { kind: 'wall', code: 'team-a', canonical: '/team-a' }],
    ['/Team%20A!!', { kind: 'wall', code: 'Team-A-', canonical: '/Team-A-' }],
    ['/team a/', { kind: 'wall', code: 'team-a', canonical: '/team-a' }],
    ['/a/b', { kind: 'wall', code: 'a-b', canonical: '/a-b' }],
    ['/team-a/vote', { kind: 'vote', code: 'team-a', canonical: '/team-a/vote' }],
    ['/Team%20A/vote/', { kind: 'vote', code: 'Team-A', canonical: '/Team-A/vote' }],
    ['/vote', { kind: 'wall', code: 'vote', canonical: '/vote' }],
    ['/bad%E0%A4%A/vote', { kind: 'vote', code: 'bad-E0-A4-A', canonical: '/bad-E0-A4-A/vote' }],
    ['/screen-abc123', { kind: 'wall', code: 'screen-abc123', canonical: '/screen-abc123' }],
  ])('%s', (path, expected) => {
    expect(parseRoute(path)).toEqual(expected);
  });

  it('builds paths that parse back to the same code', () => {
    expect(parseRoute(wallPath('Team-A-'))).toMatchObject({ kind: 'wall', code: 'Team-A-' });
    expect(parseRoute(votePath('Team-A-'))).toMatchObject({ kind: 'vote', code: 'Team-A-' });
  });
});

describe('route: codes of several segments and typed links', () => {
  it('a participant link whose code has several segments keeps all of them', () => {
    expect(parseRoute('/team/a/vote')).toEqual({
      kind: 'vote',
      code: 'team-a',
      canonical: '/team-a/vote',
    });
  });

  it.each(['/', '/!!', '/!!/@@', '/--/vote'])('%j is the start page', (path) => {
    expect(parseRoute(path)).toEqual({ kind: 'root' });
  });

  it.each<[string, string | null]>([
    ['', null],
    ['   ', null],
    ['  team-a ', 'team-a'],
    ['https://wall.example/team-a/vote', 'team-a'],
    ['HTTP://wall.example/team-b', 'team-b'],
    // Only a text that starts with http(s):// is read as a link.
    ['xhttps://wall.example/team-c', 'xhttps-wall-example-team-c'],
  ])('typed %j names the code %j', (text, code) => {
    expect(screenCodeFromInput(text)).toBe(code);
  });
});
