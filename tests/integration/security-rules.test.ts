/**
 * database.rules.json, enforced by the local database on client writes: each
 * rule accepts a good write and rejects a bad one, through the official SDK.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, ref, remove, serverTimestamp, set, update, type Database } from 'firebase/database';
import { CONFIG_STRING_MAX_LENGTH } from '../../renderer/domain/records';
import { participantRecord, startTestDatabase, TestSession } from '../support/local-db';
import { useLiveDatabase } from '../support/live-database';
import { attempt, type Outcome } from '../support/rules-outcome';

const live = useLiveDatabase('security-rules', { cleanup: 'each' });

const longUrl = (n: number) =>
  'https://example.com/' + 'a'.repeat(n - 'https://example.com/'.length);

/** A write below `screens/{code}` where a valid record `u1` already exists. */
interface RecordCase {
  name: string;
  /** Path relative to `screens/{code}`. */
  path: string;
  value: unknown;
  expected: Outcome;
}

const recordCases: RecordCase[] = [
  { name: 'a complete record', path: 'u2', value: participantRecord('u2'), expected: 'allowed' },
  {
    name: 'a record with a server timestamp',
    path: 'u2',
    value: participantRecord('u2', { lastUpdate: serverTimestamp() }),
    expected: 'allowed',
  },
  {
    name: 'userId different from the key',
    path: 'u2',
    value: participantRecord('u2', { userId: 'u3' }),
    expected: 'denied',
  },
  {
    name: 'a record missing lastUpdate',
    path: 'u2',
    value: { userId: 'u2', userName: 'A', selected: '-', showCard: false },
    expected: 'denied',
  },
  {
    name: 'an unknown key',
    path: 'u2',
    value: participantRecord('u2', { isAdmin: true }),
    expected: 'denied',
  },
  { name: 'userName of 1 character', path: 'u1/userName', value: 'A', expected: 'allowed' },
  {
    name: 'userName of 64 characters',
    path: 'u1/userName',
    value: 'n'.repeat(64),
    expected: 'allowed',
  },
  { name: 'empty userName', path: 'u1/userName', value: '', expected: 'denied' },
  {
    name: 'userName of 65 characters',
    path: 'u1/userName',
    value: 'n'.repeat(65),
    expected: 'denied',
  },
  { name: 'userName not a string', path: 'u1/userName', value: 42, expected: 'denied' },
  // .length counts UTF-16 code units here, as the app's own limit does (docs/firebase.md).
  {
    name: 'userName of 32 emoji (64 code units)',
    path: 'u1/userName',
    value: '🚀'.repeat(32),
    expected: 'allowed',
  },
  {
    name: 'userName of 33 emoji (66 code units)',
    path: 'u1/userName',
    value: '🚀'.repeat(33),
    expected: 'denied',
  },
  // \S as JavaScript reads it: Unicode spaces are whitespace too (docs/firebase.md).
  {
    name: 'userName of ideographic spaces only',
    path: 'u1/userName',
    value: '\u3000\u3000',
    expected: 'denied',
  },
  {
    name: 'userName of no-break spaces only',
    path: 'u1/userName',
    value: '\u00a0',
    expected: 'denied',
  },
  {
    name: 'https picture',
    path: 'u1/picture',
    value: 'https://example.com/a.png',
    expected: 'allowed',
  },
  {
    name: 'http picture',
    path: 'u1/picture',
    value: 'http://example.com/a.png',
    expected: 'allowed',
  },
  {
    name: 'picture of 2048 characters',
    path: 'u1/picture',
    value: longUrl(2048),
    expected: 'allowed',
  },
  {
    name: 'picture of 2049 characters',
    path: 'u1/picture',
    value: longUrl(2049),
    expected: 'denied',
  },
  {
    name: 'javascript: picture',
    path: 'u1/picture',
    value: 'javascript:alert(1)',
    expected: 'denied',
  },
  {
    name: 'data: picture',
    path: 'u1/picture',
    value: 'data:image/png;base64,AAAA',
    expected: 'denied',
  },
  { name: 'picture not a string', path: 'u1/picture', value: true, expected: 'denied' },
  {
    name: 'picture with a space',
    path: 'u1/picture',
    value: 'https://example.com/a b.png',
    expected: 'denied',
  },
  {
    name: 'picture with a tab',
    path: 'u1/picture',
    value: 'https://e.com/a\tb',
    expected: 'denied',
  },
  { name: 'empty selection "-"', path: 'u1/selected', value: '-', expected: 'allowed' },
  {
    name: 'selected of 64 characters',
    path: 'u1/selected',
    value: '-' + 'a'.repeat(63),
    expected: 'allowed',
  },
  {
    name: 'selected of 65 characters',
    path: 'u1/selected',
    value: '-' + 'a'.repeat(64),
    expected: 'denied',
  },
  {
    name: 'selected without the leading "-"',
    path: 'u1/selected',
    value: 'abc',
    expected: 'denied',
  },
  { name: 'selected not a string', path: 'u1/selected', value: 5, expected: 'denied' },
  { name: 'showCard true', path: 'u1/showCard', value: true, expected: 'allowed' },
  { name: 'showCard as a string', path: 'u1/showCard', value: 'true', expected: 'denied' },
  { name: 'lastUpdate a number', path: 'u1/lastUpdate', value: 123, expected: 'allowed' },
  { name: 'lastUpdate as a string', path: 'u1/lastUpdate', value: '123', expected: 'denied' },
  {
    name: 'lastUpdate 30 s ahead of the server (clock skew)',
    path: 'u1/lastUpdate',
    value: Date.now() + 30_000,
    expected: 'allowed',
  },
  {
    name: 'lastUpdate 2 minutes in the future',
    path: 'u1/lastUpdate',
    value: Date.now() + 120_000,
    expected: 'denied',
  },
  {
    name: 'a record dated years ahead',
    path: 'u2',
    value: participantRecord('u2', { lastUpdate: Date.now() + 10 * 365 * 86_400_000 }),
    expected: 'denied',
  },
  { name: 'userName of spaces only', path: 'u1/userName', value: '   ', expected: 'denied' },
  {
    name: 'userName of tabs and newlines',
    path: 'u1/userName',
    value: '\t\n ',
    expected: 'denied',
  },
  { name: 'userName with inner spaces', path: 'u1/userName', value: ' A B ', expected: 'allowed' },
  { name: 'deleting a participant record', path: 'u1', value: null, expected: 'allowed' },
  { name: 'deleting one required field', path: 'u1/selected', value: null, expected: 'denied' },
  { name: 'deleting the optional picture', path: 'u1/picture', value: null, expected: 'allowed' },
];

describe('participant records: screens/{code}/{userId}', () => {
  it.each(recordCases)('$name is $expected', async ({ path, value, expected }) => {
    const code = live.session.code();
    live.target.local!.setData(`screens/${code}/u1`, participantRecord('u1'));
    const client = live.session.client();
    const outcome = await attempt(() => set(ref(client.db, `screens/${code}/${path}`), value));
    expect(outcome).toBe(expected);
    if (expected === 'denied') {
      // Nothing of a rejected write reaches the data.
      expect(live.target.local!.getData(`screens/${code}/u1`)).toEqual(
        participantRecord('u1', {
          lastUpdate: live.target.local!.getData(`screens/${code}/u1/lastUpdate`) as number,
        }),
      );
      expect(live.target.local!.getData(`screens/${code}/u2`)).toBeNull();
    }
  });

  it('a multi-path update ("New round") is accepted when every part is valid', async () => {
    const code = live.session.code();
    live.target.local!.setData(`screens/${code}`, {
      a: participantRecord('a', { selected: '-x', showCard: true }),
      b: participantRecord('b', { selected: '-y', showCard: true }),
    });
    const client = live.session.client();
    const outcome = await attempt(() =>
      update(ref(client.db), {
        [`screens/${code}/a/selected`]: '-',
        [`screens/${code}/a/showCard`]: false,
        [`screens/${code}/b/selected`]: '-',
        [`screens/${code}/b/showCard`]: false,
      }),
    );
    expect(outcome).toBe('allowed');
    expect(live.target.local!.getData(`screens/${code}/b`)).toMatchObject({
      selected: '-',
      showCard: false,
    });
  });

  it('a multi-path update with one bad part is rejected as a whole', async () => {
    const code = live.session.code();
    live.target.local!.setData(`screens/${code}`, {
      a: participantRecord('a', { selected: '-x' }),
      b: participantRecord('b', { selected: '-y' }),
    });
    const client = live.session.client();
    const outcome = await attempt(() =>
      update(ref(client.db), {
        [`screens/${code}/a/selected`]: '-',
        [`screens/${code}/b/selected`]: 'no-prefix',
      }),
    );
    expect(outcome).toBe('denied');
    expect(live.target.local!.getData(`screens/${code}/a/selected`)).toBe('-x');
  });
});

describe('participant keys: bounded length and characters', () => {
  const keyCases: { key: string; expected: Outcome }[] = [
    { key: 'u-abcdefghij0123456789', expected: 'allowed' },
    { key: '-NpushKey_1', expected: 'allowed' },
    { key: 'k'.repeat(64), expected: 'allowed' },
    { key: 'k'.repeat(65), expected: 'denied' },
    { key: 'k'.repeat(700), expected: 'denied' },
    { key: 'a b', expected: 'denied' },
    { key: 'Zoë', expected: 'denied' },
    { key: 'a\u202eb', expected: 'denied' },
  ];
  it.each(keyCases)('a record under "$key" is $expected', async ({ key, expected }) => {
    const code = live.session.code();
    const client = live.session.client();
    const outcome = await attempt(() =>
      set(ref(client.db, `screens/${code}/${key}`), participantRecord(key, { userName: 'N' })),
    );
    expect(outcome).toBe(expected);
    expect(live.target.local!.getData(`screens/${code}/${key}`) !== null).toBe(
      expected === 'allowed',
    );
  });
});

describe('reads only per code', () => {
  let db: Database;
  let own: TestSession;
  let code: string;
  beforeAll(() => {
    own = new TestSession(live.target);
    db = own.client('reader').db;
    code = own.code();
    live.target.local!.setData(`screens/${code}/u1`, participantRecord('u1'));
    live.target.local!.setData(`configs/${code}/textColor`, '#123456');
  });
  afterAll(() => own.cleanup());

  it.each(['', 'screens', 'configs', 'presence', 'sessions'])(
    'listing "/%s" is denied',
    async (path) => {
      expect(await attempt(() => get(path ? ref(db, path) : ref(db)))).toBe('denied');
    },
  );
  it('one screen and one config can be read by their code', async () => {
    expect((await get(ref(db, `screens/${code}/u1/userId`))).val()).toBe('u1');
    expect((await get(ref(db, `configs/${code}`))).val()).toEqual({ textColor: '#123456' });
  });
});

describe('screen codes in normalised form', () => {
  const codeCases: { code: string; expected: Outcome }[] = [
    { code: 'Team-A-', expected: 'allowed' },
    { code: '-x', expected: 'allowed' },
    { code: 'screen-abc123', expected: 'allowed' },
    { code: 'c'.repeat(128), expected: 'allowed' },
    { code: 'c'.repeat(129), expected: 'denied' },
    { code: 'a--b', expected: 'denied' },
    { code: 'a_b', expected: 'denied' },
    { code: 'a b', expected: 'denied' },
    { code: 'Zürich', expected: 'denied' },
  ];
  it.each(codeCases)('a participant under "$code" is $expected', async ({ code, expected }) => {
    const client = live.session.client();
    const outcome = await attempt(() =>
      set(ref(client.db, `screens/${code}/u1`), participantRecord('u1')),
    );
    expect(outcome).toBe(expected);
    live.target.local!.setData(`screens/${code}`, null);
  });
  it.each(codeCases)('a config under "$code" is $expected', async ({ code, expected }) => {
    const client = live.session.client();
    const outcome = await attempt(() =>
      set(ref(client.db, `configs/${code}/textColor`), '#000000'),
    );
    expect(outcome).toBe(expected);
    live.target.local!.setData(`configs/${code}`, null);
  });
});

describe('screen configs: configs/{code}', () => {
  const keys = [
    'cardBackground',
    'cardBorder',
    'textColor',
    'screenBackground',
    'screenForeground',
    'customImages',
  ];
  const configCases: { name: string; key: string; value: unknown; expected: Outcome }[] = [
    ...keys.map((key) => ({
      name: `${key} as a string`,
      key,
      value: '#123456',
      expected: 'allowed' as const,
    })),
    ...keys.map((key) => ({
      name: `${key} as a number`,
      key,
      value: 7,
      expected: 'denied' as const,
    })),
    // The client's limit (one constant, which the rules file states too).
    {
      name: `a string of ${CONFIG_STRING_MAX_LENGTH} characters`,
      key: 'customImages',
      value: 'x'.repeat(CONFIG_STRING_MAX_LENGTH),
      expected: 'allowed',
    },
    {
      name: `a string of ${CONFIG_STRING_MAX_LENGTH + 1} characters`,
      key: 'customImages',
      value: 'x'.repeat(CONFIG_STRING_MAX_LENGTH + 1),
      expected: 'denied',
    },
    { name: 'an unknown key', key: 'fontSize', value: '12px', expected: 'denied' },
  ];
  it.each(configCases)('$name is $expected', async ({ key, value, expected }) => {
    const code = live.session.code();
    const client = live.session.client();
    const outcome = await attempt(() =>
      update(ref(client.db, `configs/${code}`), { [key]: value }),
    );
    expect(outcome).toBe(expected);
    expect(live.target.local!.getData(`configs/${code}/${key}`)).toEqual(
      expected === 'allowed' ? value : null,
    );
  });
});

describe('presence: presence/{code}/{userId}', () => {
  const k64 = 'k'.repeat(64);
  const presenceCases: { name: string; key: string; value: unknown; expected: Outcome }[] = [
    {
      name: 'an entry with a server timestamp',
      key: 'u1',
      value: { connectedAt: serverTimestamp() },
      expected: 'allowed',
    },
    {
      name: 'a key of 64 characters',
      key: k64,
      value: { connectedAt: serverTimestamp() },
      expected: 'allowed',
    },
    {
      name: 'a key of 65 characters',
      key: `${k64}x`,
      value: { connectedAt: serverTimestamp() },
      expected: 'denied',
    },
    {
      name: 'connectedAt in the future',
      key: 'u1',
      value: { connectedAt: Date.now() + 3_600_000 },
      expected: 'denied',
    },
    {
      name: 'connectedAt an hour ago',
      key: 'u1',
      value: { connectedAt: Date.now() - 3_600_000 },
      expected: 'denied',
    },
    {
      name: 'connectedAt as a string',
      key: 'u1',
      value: { connectedAt: 'now' },
      expected: 'denied',
    },
    { name: 'an entry without connectedAt', key: 'u1', value: { here: true }, expected: 'denied' },
    {
      name: 'an extra key',
      key: 'u1',
      value: { connectedAt: serverTimestamp(), admin: true },
      expected: 'denied',
    },
    { name: 'a bare value', key: 'u1', value: true, expected: 'denied' },
  ];

  it.each(presenceCases)('$name is $expected', async ({ key, value, expected }) => {
    const code = live.session.code();
    const client = live.session.client();
    expect(await attempt(() => set(ref(client.db, `presence/${code}/${key}`), value))).toBe(
      expected,
    );
    const stored = live.target.local!.getData(`presence/${code}/${key}`);
    if (expected === 'denied') expect(stored).toBeNull();
    else expect(stored).toEqual({ connectedAt: expect.any(Number) as number });
  });

  it('an entry can be removed, and read per code only', async () => {
    const code = live.session.code();
    const client = live.session.client();
    await set(ref(client.db, `presence/${code}/u1`), { connectedAt: serverTimestamp() });
    expect((await get(ref(client.db, `presence/${code}`))).val()).toHaveProperty('u1');
    expect(await attempt(() => get(ref(client.db, 'presence')))).toBe('denied');
    expect(await attempt(() => remove(ref(client.db, `presence/${code}/u1`)))).toBe('allowed');
    expect(live.target.local!.getData(`presence/${code}`)).toBeNull();
  });

  it('a whole code cannot be replaced at once, nor a code that is not normalised', async () => {
    const code = live.session.code();
    const client = live.session.client();
    const entry = { connectedAt: serverTimestamp() };
    expect(await attempt(() => set(ref(client.db, `presence/${code}`), { u1: entry }))).toBe(
      'denied',
    );
    expect(await attempt(() => set(ref(client.db, 'presence/a b/u1'), entry))).toBe('denied');
  });
});

// A watcher's entry says so; a voter's may, or (older clients) say nothing.
describe('presence role: presence/{code}/{userId}/role', () => {
  const cases: { name: string; value: Record<string, unknown>; expected: Outcome }[] = [
    { name: 'a watcher', value: { role: 'watcher' }, expected: 'allowed' },
    { name: 'a voter saying so', value: { role: 'voter' }, expected: 'allowed' },
    { name: 'an older voter, no role', value: {}, expected: 'allowed' },
    { name: 'an unknown role', value: { role: 'admin' }, expected: 'denied' },
    { name: 'a role in capitals', value: { role: 'Watcher' }, expected: 'denied' },
    { name: 'an empty role', value: { role: '' }, expected: 'denied' },
    { name: 'a role as a boolean', value: { role: true }, expected: 'denied' },
    { name: 'a role as an object', value: { role: { watcher: true } }, expected: 'denied' },
    {
      name: 'a role without connectedAt',
      value: { connectedAt: null, role: 'watcher' },
      expected: 'denied',
    },
  ];

  it.each(cases)('$name is $expected', async ({ value, expected }) => {
    const code = live.session.code();
    const client = live.session.client();
    const path = `presence/${code}/u1`;
    const entry = { connectedAt: serverTimestamp(), ...value };
    expect(await attempt(() => set(ref(client.db, path), entry))).toBe(expected);
    const stored = live.target.local!.getData(path);
    if (expected === 'denied') expect(stored).toBeNull();
    else expect(stored).toEqual({ connectedAt: expect.any(Number) as number, ...value });
  });

  it('a voter becomes a watcher and back by rewriting its entry', async () => {
    const code = live.session.code();
    const client = live.session.client();
    const path = `presence/${code}/u1`;
    await set(ref(client.db, path), { connectedAt: serverTimestamp(), role: 'voter' });
    expect(
      await attempt(() =>
        set(ref(client.db, path), { connectedAt: serverTimestamp(), role: 'watcher' }),
      ),
    ).toBe('allowed');
    expect(live.target.local!.getData(`${path}/role`)).toBe('watcher');
    expect(await attempt(() => update(ref(client.db, path), { role: 'voter' }))).toBe('allowed');
    expect(live.target.local!.getData(`${path}/role`)).toBe('voter');
    expect(await attempt(() => update(ref(client.db, path), { role: 'spectator' }))).toBe('denied');
    expect(live.target.local!.getData(`${path}/role`)).toBe('voter');
  });
});

describe('themes and everything else', () => {
  let db: Database;
  let own: TestSession;
  beforeAll(() => {
    own = new TestSession(live.target);
    db = own.client('themes').db;
  });
  afterAll(() => own.cleanup());

  it('themes can be read by anyone', async () => {
    const themes = (await get(ref(db, 'themes'))).val() as unknown[];
    expect(Array.isArray(themes) && themes.length).toBeGreaterThan(0);
  });
  it.each([
    ['changing a theme', () => set(ref(db, 'themes/0/name'), 'Mine')],
    ['adding a theme', () => set(ref(db, 'themes/99'), { name: 'x' })],
    ['deleting the themes', () => remove(ref(db, 'themes'))],
    ['writing outside screens, configs and themes', () => set(ref(db, 'other/x'), 1)],
  ])('%s is denied', async (_name, write) => {
    expect(await attempt(write)).toBe('denied');
  });
  it('reading outside screens, configs and themes is denied', async () => {
    expect(await attempt(() => get(ref(db, 'other')))).toBe('denied');
  });
});

describe('rules off (a careless client)', () => {
  it('accepts writes the rules would reject', async () => {
    const open = await startTestDatabase({ rules: false });
    const s = new TestSession(open);
    try {
      const client = s.client();
      const hostile = { userId: 1, userName: '<script>alert(1)</script>', picture: 'javascript:x' };
      expect(await attempt(() => set(ref(client.db, 'screens/a--b/u1'), hostile))).toBe('allowed');
      expect(open.local!.getData('screens/a--b/u1')).toEqual(hostile);
    } finally {
      await s.cleanup();
      await open.stop();
    }
  });
});
