/**
 * Tokens and the local database: none gives admin rights; unverified claims
 * count only where a test deliberately turns on the emulator-like
 * `trustTokenClaims`, and then only as `auth` for the rules.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startLocalDatabase, type LocalDatabase } from '../../server/db/server';
import { RawClient } from '../support/raw-ws';

const rules = {
  rules: {
    '.read': false,
    '.write': false,
    mine: { '.read': true, '.write': "auth != null && auth.uid === 'alice'" },
  },
};

function jwt(claims: object): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none' })}.${part(claims)}.`;
}

const open: { db: LocalDatabase; client?: RawClient }[] = [];
afterEach(async () => {
  for (const o of open.splice(0)) {
    o.client?.destroy();
    await o.db.stop();
  }
});

async function connect(trustTokenClaims: boolean) {
  const db = await startLocalDatabase({ port: 0, quiet: true, rules, trustTokenClaims });
  const entry: { db: LocalDatabase; client?: RawClient } = { db };
  open.push(entry);
  entry.client = await RawClient.open(db.port);
  return { db, client: entry.client };
}

describe('tokens', () => {
  it('are all refused by default, a well-formed JWT included', async () => {
    const { client } = await connect(false);
    expect((await client.request('auth', { cred: jwt({ sub: 'alice' }) })).s).toBe('invalid_token');
    expect((await client.request('p', { p: 'mine', d: 1 })).s).toBe('permission_denied');
  });

  it('with trustTokenClaims, a JWT gives its uid to the rules', async () => {
    const { client, db } = await connect(true);
    const answer = await client.request('auth', { cred: jwt({ sub: 'alice' }) });
    expect(answer.s).toBe('ok');
    expect((await client.request('p', { p: 'mine', d: 1 })).s).toBe('ok');
    expect(db.getData('mine')).toBe(1);
    await client.request('unauth', {});
    expect((await client.request('p', { p: 'mine', d: 2 })).s).toBe('permission_denied');
  });

  it('with trustTokenClaims, "owner" is still no admin and other uids get nothing', async () => {
    const { client, db } = await connect(true);
    expect((await client.request('auth', { cred: 'owner' })).s).toBe('invalid_token');
    expect((await client.request('p', { p: 'other', d: 1 })).s).toBe('permission_denied');
    expect((await client.request('auth', { cred: jwt({ sub: 'bob', admin: true }) })).s).toBe('ok');
    expect((await client.request('p', { p: 'mine', d: 1 })).s).toBe('permission_denied');
    expect((await client.request('p', { p: 'other', d: 1 })).s).toBe('permission_denied');
    expect(db.getData('other')).toBeNull();
  });
});

describe("one client's identity never leaks to another", () => {
  it('after an authenticated write, an anonymous client is still anonymous', async () => {
    const { client, db } = await connect(true);
    expect((await client.request('auth', { cred: jwt({ sub: 'alice' }) })).s).toBe('ok');
    expect((await client.request('p', { p: 'mine', d: 1 })).s).toBe('ok');
    const other = await RawClient.open(db.port);
    try {
      expect((await other.request('p', { p: 'mine', d: 2 })).s).toBe('permission_denied');
      expect(db.getData('mine')).toBe(1);
    } finally {
      other.destroy();
    }
  });
});
