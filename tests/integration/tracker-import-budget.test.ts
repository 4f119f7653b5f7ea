/**
 * A full import from a tracker (500 stories, each with its link and 'Was') through the
 * wall's own backlog store, against the local database with its write budgets
 * (server/db/validate.ts: 2,048 values, 512 paths a write) and the rules: it is stored
 * whole, Replace and Append alike, and a phone reads every story back with its link and
 * 'Was'.
 */
import { describe, expect, it } from 'vitest';
import { BACKLOG_MAX_STORIES, type BacklogStory } from '../../renderer/domain/backlog';
import { BacklogStore } from '../../renderer/stores/session/backlog-store';
// The store loads its import code when first used. Loaded here first, its module-level
// rules stay what the domain tests check, rather than counting as covered by this budget
// test (mutation testing).
import '../../renderer/domain/backlog-import';
import type { TrackerStory } from '../../shared/trackers/contract';
import { useLiveDatabase } from '../support/live-database';
import { testDeps } from '../support/test-deps';

const live = useLiveDatabase('tracker-import-budget');

/** What Jira answers for a full backlog: every story at its longest key, title and text. */
const found: TrackerStory[] = Array.from({ length: BACKLOG_MAX_STORIES }, (_, i) => ({
  key: `PAY-${i + 1}`.padEnd(32, '9'),
  title: `Story ${i + 1} `.padEnd(200, 't'),
  description: 'd'.repeat(2000),
  estimate: i % 2 === 0 ? i / 2 : 0.5,
  url: `https://acme.atlassian.net/browse/PAY-${i + 1}`,
}));

/** A page's backlog store on a connection of its own, following the stored backlog. */
function page(code: string): BacklogStore {
  const store = new BacklogStore(code, testDeps(live.gateway()));
  live.keep(store);
  store.start();
  return store;
}

/** Resolves once `store` holds every story with its link and 'Was'. */
async function allStored(store: BacklogStore): Promise<BacklogStory[]> {
  const whole = () =>
    store.stories.length === BACKLOG_MAX_STORIES &&
    store.stories.every((s) => s.url !== undefined && s.was !== undefined);
  await expect.poll(whole, { timeout: 20_000 }).toBe(true);
  return store.stories;
}

function expectAsFound(stories: readonly BacklogStory[]): void {
  expect(
    stories.map((s) => ({
      key: s.key,
      title: s.title,
      description: s.description,
      estimate: s.was,
      url: s.url,
    })),
  ).toEqual(found);
}

describe('an import of 500 stories from a tracker', () => {
  it.each(['replace', 'append'] as const)(
    '%s stores every story with its link and Was, and a phone shows them',
    async (mode) => {
      const code = live.session.code();
      const [wall, phone] = [page(code), page(code)];
      await wall.prepareTracker(found);
      expect(wall.draft?.items).toHaveLength(BACKLOG_MAX_STORIES);
      expect(await wall.confirmImport(mode)).toBe(true);
      expect(wall.importError).toBeNull();
      expectAsFound(await allStored(wall));
      expectAsFound(await allStored(phone));
      expect(phone.currentSlot).toBe(0);
    },
  );
});
