import { describe, expect, it } from 'vitest';
import { keyLookup } from '../../../renderer/domain/tracker-kinds';
import { lookUpKeys, MAX_KEY_LOOKUPS } from '../../../renderer/domain/tracker-key-split';
import { FakeTracker, fakeIssue, STORY_POINTS } from '../../support/fake-tracker';

const jira = keyLookup('jira-cloud');

/** A Jira site holding PAY-1 … PAY-n, refusing a key query that names any other key. */
function site(n: number): FakeTracker {
  const tracker = new FakeTracker(
    Array.from({ length: n }, (_, i) => fakeIssue(`PAY-${i + 1}`, 'T', i + 1)),
  );
  tracker.strictKeys = true;
  return tracker;
}

const keys = (n: number) => Array.from({ length: n }, (_, i) => `PAY-${i + 1}`);

/** A second number field a Jira site may offer. */
const EFFORT = { id: 'customfield_10020', name: 'Effort', decimals: true };

function lookUp(tracker: FakeTracker) {
  return (group: readonly string[]) => tracker.importByQuery(jira.query(group), group.length);
}

/** The most calls halving may take: 1, then 2 per level of the halves for each bad key. */
const bound = (n: number, bad: number) => 1 + 2 * bad * Math.ceil(Math.log2(n));

describe('looking up a backlog’s keys when some are of no issue', () => {
  it('asks once when the tracker knows every key', async () => {
    const tracker = site(4);
    const result = await lookUpKeys(keys(4), lookUp(tracker));
    expect(result.ok && result.value.stories.map((s) => s.key)).toEqual(keys(4));
    expect(tracker.queries.map((q) => q.query)).toEqual([
      'key in (PAY-1, PAY-2, PAY-3, PAY-4) ORDER BY key',
    ]);
  });

  it('isolates one unknown key among many and finds every other with its estimate', async () => {
    const tracker = site(8);
    tracker.fields = [STORY_POINTS, EFFORT];
    const asked = [...keys(5), 'PAY-99', ...keys(8).slice(5)];
    const result = await lookUpKeys(asked, lookUp(tracker));
    if (!result.ok) throw new Error(result.failure.message);
    expect(result.value.missing).toEqual(['PAY-99']);
    expect(result.value.stories.map((s) => [s.key, s.estimate]).sort()).toEqual(
      keys(8)
        .map((k, i) => [k, i + 1])
        .sort(),
    );
    expect(result.value.field?.name).toBe('Story Points');
    // Every lookup offered the same fields: the list names each once.
    expect(result.value.fields).toEqual([STORY_POINTS, EFFORT]);
    expect(tracker.queries.length).toBeLessThanOrEqual(bound(asked.length, 1));
    // The unknown key ends up asked alone, once.
    expect(tracker.queries.filter((q) => q.query === 'key in (PAY-99) ORDER BY key')).toHaveLength(
      1,
    );
  });

  it('isolates several unknown keys', async () => {
    const tracker = site(10);
    const asked = ['PAY-40', ...keys(10), 'PAY-41'];
    const result = await lookUpKeys(asked, lookUp(tracker));
    if (!result.ok) throw new Error(result.failure.message);
    expect(result.value.missing).toEqual(['PAY-40', 'PAY-41']);
    expect(result.value.stories.map((s) => s.key).sort()).toEqual(keys(10).sort());
    expect(tracker.queries.length).toBeLessThanOrEqual(bound(asked.length, 2));
  });

  it('finds none when every key is unknown, and says which', async () => {
    const tracker = site(0);
    const result = await lookUpKeys(['OPS-1', 'OPS-2', 'OPS-3'], lookUp(tracker));
    if (!result.ok) throw new Error(result.failure.message);
    expect(result.value).toMatchObject({
      stories: [],
      missing: ['OPS-1', 'OPS-2', 'OPS-3'],
      field: null,
      fields: [],
    });
    expect(tracker.queries).toHaveLength(5);
  });

  it('keeps a GitLab’s “no weights” only while no lookup offers a field', async () => {
    const gitlab = keyLookup('gitlab');
    const free = new FakeTracker([fakeIssue('acme/pay#1'), fakeIssue('acme/pay#2')]);
    free.field = null;
    free.fields = [];
    free.fieldProblem = 'no-weight';
    const ask = (tracker: FakeTracker) => (group: readonly string[]) =>
      tracker.importByQuery(gitlab.query(group), group.length);
    const none = await lookUpKeys(['acme/pay#1', 'acme/pay#2'], ask(free));
    expect(none.ok && none.value.fieldProblem).toBe('no-weight');
    // Split lookups where one half answers the weight: that one is written to.
    free.failQueries.set(free.queries.length, { kind: 'invalid', message: 'refused' });
    let turn = 0;
    const mixed = await lookUpKeys(['acme/pay#1', 'acme/pay#2'], async (group) => {
      const answer = await ask(free)(group);
      turn += 1;
      return turn === 3 && answer.ok
        ? { ok: true, value: { ...answer.value, field: STORY_POINTS, fields: [STORY_POINTS] } }
        : answer;
    });
    expect(mixed.ok && [mixed.value.field?.id, mixed.value.fieldProblem]).toEqual([
      STORY_POINTS.id,
      null,
    ]);
  });

  it('drops a GitLab’s “no weights” once a lookup offers fields to pick from, or names its field', async () => {
    const gitlab = keyLookup('gitlab');
    /** Two lookups: the first half answers no weights, the second `second`. */
    const split = async (second: {
      field: typeof STORY_POINTS | null;
      fields: (typeof STORY_POINTS)[];
    }) => {
      const tracker = new FakeTracker([fakeIssue('acme/pay#1'), fakeIssue('acme/pay#2')]);
      tracker.field = null;
      tracker.fields = [];
      tracker.fieldProblem = 'no-weight';
      tracker.failQueries.set(0, { kind: 'invalid', message: 'refused' });
      let turn = 0;
      const found = await lookUpKeys(['acme/pay#1', 'acme/pay#2'], async (group) => {
        const answer = await tracker.importByQuery(gitlab.query(group), group.length);
        turn += 1;
        return turn === 3 && answer.ok
          ? { ok: true, value: { ...answer.value, ...second, fieldProblem: undefined } }
          : answer;
      });
      return found.ok && found.value.fieldProblem;
    };
    expect(await split({ field: null, fields: [] })).toBe('no-weight');
    expect(await split({ field: null, fields: [STORY_POINTS] })).toBeNull();
    expect(await split({ field: STORY_POINTS, fields: [] })).toBeNull();
  });

  it('stops at a 429 while splitting and answers it, asking nothing more', async () => {
    const tracker = site(4);
    tracker.failQueries.set(1, { kind: 'rate-limited', message: '', retryAfterMs: 30_000 });
    const result = await lookUpKeys([...keys(4), 'PAY-9'], lookUp(tracker));
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'rate-limited', message: '', retryAfterMs: 30_000 },
    });
    expect(tracker.queries).toHaveLength(2);
  });

  it('stops at a refused credential or a lost network too: they are not about a key', async () => {
    const tracker = site(4);
    tracker.failQueries.set(0, { kind: 'credentials', message: 'Unauthorized' });
    const refused = await lookUpKeys(keys(4), lookUp(tracker));
    expect(refused.ok || refused.failure.kind).toBe('credentials');
    expect(tracker.queries).toHaveLength(1);
    const offline = await lookUpKeys(keys(4), () => Promise.reject(new Error('offline')));
    // A lookup that throws is a lost network, with no message of the tracker's.
    expect(offline).toEqual({ ok: false, failure: { kind: 'network', message: '' } });
  });

  it('keeps within 2·log2(n) calls per unknown key in a 500-story backlog', async () => {
    const tracker = site(500);
    const asked = [...keys(500).slice(0, 499), 'PAY-777'];
    const result = await lookUpKeys(asked, lookUp(tracker));
    expect(result.ok && result.value.missing).toEqual(['PAY-777']);
    expect(result.ok && result.value.stories).toHaveLength(499);
    expect(tracker.queries.length).toBeLessThanOrEqual(bound(500, 1));
    expect(tracker.queries.length).toBeGreaterThan(1);
  });

  it('gives up after its limit of calls with the tracker’s first refusal', async () => {
    const tracker = site(0);
    const stale = Array.from({ length: 100 }, (_, i) => `OLD-${i + 1}`);
    const result = await lookUpKeys(stale, lookUp(tracker));
    expect(result.ok || result.failure).toEqual({
      kind: 'invalid',
      message: stale
        .map((k) => `An issue with key '${k}' does not exist for field 'key'.`)
        .join(' '),
    });
    expect(tracker.queries).toHaveLength(MAX_KEY_LOOKUPS);
  });
});
