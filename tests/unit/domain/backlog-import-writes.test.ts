/**
 * An import's writes within the local database's budgets (server/db/validate.ts): the
 * stories in one update, their links and 'Was' in updates after it.
 */
import { describe, expect, it } from 'vitest';
import {
  BACKLOG_DESCRIPTION_MAX,
  BACKLOG_KEY_MAX,
  BACKLOG_MAX_STORIES,
  BACKLOG_TITLE_MAX,
  importPatch,
  type BacklogItem,
} from '../../../renderer/domain/backlog';
import {
  importDetailPatches,
  WRITE_MAX_PATHS,
  WRITE_MAX_VALUES,
} from '../../../renderer/domain/backlog-import';
import { checkPatch, DEFAULT_LIMITS } from '../../../server/db/validate';

describe('importDetailPatches', () => {
  it('writes each link and Was a story has, one path each, from its slot', () => {
    const items: BacklogItem[] = [
      { key: 'A-1', title: 'One', description: '', url: 'https://a.b/A-1', was: 0 },
      { key: 'A-2', title: 'Two', description: '' },
      { key: 'A-3', title: 'Three', description: '', url: 'javascript:x', was: 0.5 },
    ];
    expect(importDetailPatches(items, 7)).toEqual([
      { 'backlog/7/url': 'https://a.b/A-1', 'backlog/7/was': 0, 'backlog/9/was': 0.5 },
    ]);
    expect(importDetailPatches(items.slice(1, 2), 0)).toEqual([]);
  });
});

describe("a full import within a write's budgets", () => {
  // 500 stories at their longest, each with a link and Was: about 3,000 values in one write.
  const full: BacklogItem[] = Array.from({ length: BACKLOG_MAX_STORIES }, (_, i) => ({
    key: 'K'.repeat(BACKLOG_KEY_MAX),
    title: 't'.repeat(BACKLOG_TITLE_MAX),
    description: 'd'.repeat(BACKLOG_DESCRIPTION_MAX),
    url: `https://acme.atlassian.net/browse/PAY-${i}`,
    was: i,
  }));
  const writes = (replace: boolean) => [
    importPatch(full, 0, replace, null),
    ...importDetailPatches(full, 0),
  ];

  it("are the local database's budgets", () => {
    expect(WRITE_MAX_VALUES).toBe(DEFAULT_LIMITS.maxWriteValues);
    expect(WRITE_MAX_PATHS).toBe(DEFAULT_LIMITS.maxUpdatePaths);
  });

  it.each([true, false])(
    'replacing %s: every write is taken, none wider than the append, each link and Was in one',
    (replace) => {
      for (const patch of writes(replace))
        expect(checkPatch(patch, 2, DEFAULT_LIMITS)).toEqual({ ok: true, value: patch });
      const append = Object.keys(importPatch(full, 0, false, null)).length;
      for (const patch of importDetailPatches(full, 0))
        expect(Object.keys(patch).length).toBeLessThanOrEqual(append);
      const paths = writes(replace).flatMap((p) => Object.keys(p));
      expect(paths.filter((p) => p.endsWith('/url'))).toHaveLength(BACKLOG_MAX_STORIES);
      expect(paths.filter((p) => p.endsWith('/was'))).toHaveLength(BACKLOG_MAX_STORIES);
    },
  );
});
