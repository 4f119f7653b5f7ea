/** The room server's trackers.json: private, replaced whole, and forgiving of a bad file. */
import { chmodSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileCredentialStore } from '../../../server/trackers/credentials-file';

const connection = {
  kind: 'jira-server' as const,
  baseUrl: 'https://jira.acme.local',
  token: 'pat-secret',
  account: 'Ana Lima',
};
const folder = () => path.join(mkdtempSync(path.join(tmpdir(), 'story-point-creds-')), 'data');

describe('fileCredentialStore', () => {
  it('creates a private folder and a private file, and reads back what it kept', async () => {
    const dir = folder();
    const store = fileCredentialStore(dir);
    expect(await store.load()).toBeNull();
    await store.save(connection);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(store.file).mode & 0o777).toBe(0o600);
    expect(await store.load()).toEqual(connection);
    await store.save({ ...connection, account: 'Bo' });
    expect(readdirSync(dir)).toEqual(['trackers.json']);
    expect((await store.load())?.account).toBe('Bo');
  });

  it('makes a file copied in readable by others private again', async () => {
    const dir = folder();
    const store = fileCredentialStore(dir);
    await store.save(connection);
    chmodSync(store.file, 0o644);
    expect(await store.load()).toEqual(connection);
    expect(statSync(store.file).mode & 0o777).toBe(0o600);
  });

  it.each([
    ['not JSON', '{'],
    ['no jira', '{"github":{}}'],
    [
      'an unknown kind',
      '{"jira":{"kind":"jira-mobile","baseUrl":"https://a","token":"t","account":"a"}}',
    ],
    ['no token', '{"jira":{"kind":"jira-server","baseUrl":"https://a","account":"a"}}'],
  ])('a file with %s reads as no connection', async (_, text) => {
    const dir = folder();
    const store = fileCredentialStore(dir);
    await store.save(connection);
    writeFileSync(store.file, text);
    expect(await store.load()).toBeNull();
  });
});
