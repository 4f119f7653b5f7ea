import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VOTE_SESSION_KEYS } from '../../../renderer/domain/storage-keys';

const BOOT = readFileSync(path.resolve('renderer/boot.js'), 'utf8');

/** The lists the build writes into the preload meta (shared chunks appear in several). */
const LISTS: Record<string, string> = {
  'data-screen': 'assets/Screen.js assets/shared.js assets/db.js',
  'data-vote': 'assets/Vote.js assets/shared.js',
  'data-vote-joined': 'assets/Joined.js assets/shared.js assets/Vote.js',
};

/** Runs the boot script on `pathname` with a stub document; returns what it preloaded. */
function boot(pathname: string, joinedCode: string | null | 'throws') {
  const links: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const html = { className: '' };
  const document = {
    documentElement: html,
    querySelector: (s: string) =>
      s === 'meta[name="story-point-preload"]' ? { getAttribute: (a: string) => LISTS[a] } : null,
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (l: (typeof links)[number]) => links.push(l) },
  };
  const sessionStorage = {
    getItem: (key: string) => {
      if (joinedCode === 'throws') throw new Error('SecurityError');
      return key === VOTE_SESSION_KEYS.joinedCode ? joinedCode : null;
    },
  };
  new Function('location', 'document', 'sessionStorage', BOOT)(
    { pathname },
    document,
    sessionStorage,
  );
  return { className: html.className, hrefs: links.map((l) => l.href), links };
}

describe('the boot script', () => {
  it("marks the wall's route and preloads its chunks as modules", () => {
    const { className, hrefs, links } = boot('/team-a', null);
    expect(className).toBe('boot-screen');
    expect(hrefs).toEqual(['/assets/Screen.js', '/assets/shared.js', '/assets/db.js']);
    expect(links.every((l) => l.rel === 'modulepreload' && l.crossOrigin === '')).toBe(true);
  });

  it("a new phone preloads the join form's chunks only", () => {
    const { className, hrefs } = boot('/team-a/vote', null);
    expect(className).toBe('boot-vote');
    expect(hrefs).toEqual(['/assets/Vote.js', '/assets/shared.js']);
  });

  it('a tab that had joined (a reload) preloads the joined view too, each chunk once', () => {
    expect(boot('/team-a/vote/', 'team-a').hrefs).toEqual([
      '/assets/Vote.js',
      '/assets/shared.js',
      '/assets/Joined.js',
    ]);
  });

  it('refused storage only means the joined view is fetched later', () => {
    expect(boot('/team-a/vote', 'throws').hrefs).toEqual(['/assets/Vote.js', '/assets/shared.js']);
  });
});
