/** The service that runs on this computer: its store, the environment's connection, its refusals. */
import { describe, expect, it } from 'vitest';
import type { FetchLike } from '../../../shared/trackers/jira/client';
import {
  createLocalTrackerService,
  memoryCredentialStore,
  type CredentialStore,
} from '../../../shared/trackers/local-service';

/** A Jira whose /myself answers `status`, counting the calls. */
function jira(status = 200) {
  const calls: string[] = [];
  const fetch: FetchLike = (url) => {
    calls.push(url);
    return Promise.resolve(new Response(JSON.stringify({ displayName: 'Ana Lima' }), { status }));
  };
  return { fetch, calls };
}

const setup = { kind: 'jira-server' as const, baseUrl: 'https://jira.acme.local/', token: 'pat' };

describe('createLocalTrackerService', () => {
  it('keeps a checked connection, its address without the trailing slash', async () => {
    const store = memoryCredentialStore();
    const service = createLocalTrackerService({ store, fetch: jira().fetch });
    expect(await service.connect(setup)).toEqual({
      ok: true,
      value: { kind: 'jira-server', baseUrl: 'https://jira.acme.local', account: 'Ana Lima' },
    });
    expect(await store.load()).toEqual({
      kind: 'jira-server',
      baseUrl: 'https://jira.acme.local',
      token: 'pat',
      account: 'Ana Lima',
    });
  });

  it('keeps nothing when the address is refused or Jira refuses the credential', async () => {
    const store = memoryCredentialStore();
    const site = jira(401);
    const service = createLocalTrackerService({ store, fetch: site.fetch });
    expect(await service.connect({ ...setup, baseUrl: 'http://jira.acme.local' })).toMatchObject({
      ok: false,
      failure: { kind: 'invalid' },
    });
    expect(site.calls).toEqual([]);
    expect(await service.connect(setup)).toMatchObject({
      ok: false,
      failure: { kind: 'credentials' },
    });
    expect(await store.load()).toBeNull();
  });

  it('a connection that works but cannot be kept says so', async () => {
    const store: CredentialStore = {
      load: () => Promise.resolve(null),
      save: () => Promise.reject(new Error('EACCES: permission denied, open /data/trackers.json')),
    };
    const answer = await createLocalTrackerService({ store, fetch: jira().fetch }).connect(setup);
    expect(answer).toEqual({
      ok: false,
      failure: {
        kind: 'unavailable',
        message: 'The connection works but could not be kept on this computer.',
      },
    });
  });

  it('without a connection, an import or a write asks to connect first', async () => {
    const service = createLocalTrackerService({
      store: memoryCredentialStore(),
      fetch: jira().fetch,
    });
    expect(await service.status()).toEqual({ ok: true, value: null });
    for (const answer of [
      await service.importByQuery('project = OPS', 500),
      await service.writeEstimate({ key: 'OPS-1', fieldId: 'customfield_10028', value: 3 }),
    ]) {
      expect(answer).toEqual({
        ok: false,
        failure: {
          kind: 'credentials',
          message: 'No tracker connection yet: connect in Options first.',
        },
      });
    }
  });

  it('the environment’s connection is checked once for its account, until the store holds one', async () => {
    const site = jira();
    const store = memoryCredentialStore();
    const service = createLocalTrackerService({
      store,
      fetch: site.fetch,
      environment: { kind: 'jira-server', baseUrl: 'https://env.acme.local', token: 'env-pat' },
    });
    expect(await service.status()).toEqual({
      ok: true,
      value: { kind: 'jira-server', baseUrl: 'https://env.acme.local', account: 'Ana Lima' },
    });
    await service.status();
    expect(site.calls).toEqual(['https://env.acme.local/rest/api/2/myself']);
    await service.connect(setup);
    expect(await service.status()).toMatchObject({
      ok: true,
      value: { baseUrl: 'https://jira.acme.local' },
    });
  });
});
