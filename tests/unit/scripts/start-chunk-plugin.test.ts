/**
 * The start chunk's modules (scripts/start-chunk-plugin.ts): what every page reaches by
 * static imports and the entry does not load, and nothing a page only imports lazily.
 */
import { describe, expect, it } from 'vitest';
import { pageModules, sharedStart, staticClosure } from '../../../scripts/start-chunk-plugin';

/** main → react; wall → store, box, settings (lazy); phone → store, box, joined → story. */
const GRAPH: Record<string, string[]> = {
  main: ['react'],
  react: [],
  wall: ['store', 'box', 'wall-only'],
  'wall-only': ['react'],
  phone: ['store', 'box', 'react'],
  joined: ['story', 'box'],
  store: ['domain'],
  domain: [],
  box: ['react'],
  story: ['domain'],
  settings: ['story'],
};
const imports = (id: string) => GRAPH[id] ?? [];

describe('the start chunk', () => {
  it('follows static imports only, the module itself included', () => {
    expect([...staticClosure('wall', imports)].sort()).toEqual(
      ['box', 'domain', 'react', 'store', 'wall', 'wall-only'].sort(),
    );
  });

  it('holds what every page reaches and the entry does not', () => {
    expect([...sharedStart('main', [['wall'], ['phone']], imports)].sort()).toEqual([
      'box',
      'domain',
      'store',
    ]);
  });

  it("counts a page's later views with it when asked, and nothing one page alone needs", () => {
    const shared = sharedStart(
      'main',
      [
        ['wall', 'settings'],
        ['phone', 'joined'],
      ],
      imports,
    );
    expect([...shared].sort()).toEqual(['box', 'domain', 'store', 'story']);
    expect(shared.has('wall-only')).toBe(false);
    expect(shared.has('react')).toBe(false);
  });
});

describe("a page's own chunk", () => {
  it('holds what the page reaches, less the entry and the start chunk, and none of its lazy parts', () => {
    const start = sharedStart('main', [['wall'], ['phone']], imports);
    const own = pageModules('main', 'wall', imports, (id) => start.has(id));
    expect([...own].sort()).toEqual(['wall', 'wall-only']);
    expect(own.has('settings')).toBe(false);
  });
});
