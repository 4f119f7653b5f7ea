/**
 * A GitHub setup checked before the token is sent anywhere: the address (github.com or
 * a server's root) and where its API is, the token's forms hidden, the import's forms
 * told apart, the Markdown kept, and a kept connection read back.
 */
import { describe, expect, it } from 'vitest';
import { dispatchTrackerOp } from '../../../shared/trackers/dispatch';
import {
  authorization,
  checkGitHubAddress,
  endpointsOf,
  secretsOf,
} from '../../../shared/trackers/github/credentials';
import { estimateOfLabels, parseReference } from '../../../shared/trackers/github/issues';
import { markdownText } from '../../../shared/trackers/markdown';
import { parseProjectUrl } from '../../../shared/trackers/github/project';
import { searchQuery } from '../../../shared/trackers/github/search';
import { referencesOf } from '../../../shared/trackers/references';
import { parseStoredConnection, storedForm } from '../../../shared/trackers/stored-connection';
import { recordingTrackerService } from '../../support/recording-tracker-service';

describe('the GitHub address', () => {
  it.each([
    ['https://github.com/', 'https://github.com'],
    ['https://www.github.com', 'https://github.com'],
    ['https://api.github.com', 'https://github.com'],
    ['', 'https://github.com'],
    ['https://ghe.acme.local/', 'https://ghe.acme.local'],
    ['https://ghe.acme.local/api/v3', 'https://ghe.acme.local'],
    ['https://ghe.acme.local/api/graphql/', 'https://ghe.acme.local'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
  ])('%s is used as %s', (raw, base) => {
    expect(checkGitHubAddress(raw)).toEqual({ ok: true, value: base });
  });

  it.each([
    ['https://github.com/acme/pay', /Enter https:\/\/github\.com as the GitHub address/],
    ['http://ghe.acme.local', /must start with https/],
    ['github.com', /not a web address.*https:\/\/github\.com/],
  ])('%s is refused', (raw, message) => {
    expect(checkGitHubAddress(raw)).toMatchObject({
      ok: false,
      failure: { kind: 'invalid', message: expect.stringMatching(message) },
    });
  });

  it('github.com is called at api.github.com, a server under /api', () => {
    expect(endpointsOf('https://github.com')).toEqual({
      graphql: 'https://api.github.com/graphql',
      rest: 'https://api.github.com',
      web: 'https://github.com',
    });
    expect(endpointsOf('https://ghe.acme.local')).toEqual({
      graphql: 'https://ghe.acme.local/api/graphql',
      rest: 'https://ghe.acme.local/api/v3',
      web: 'https://ghe.acme.local',
    });
  });

  it('sends the token as Bearer, and hides each of its forms', () => {
    const credentials = { token: 'ghp_a+b/c=0123456789' };
    expect(authorization(credentials)).toBe('Bearer ghp_a+b/c=0123456789');
    expect(secretsOf(credentials)).toEqual([
      'ghp_a+b/c=0123456789',
      encodeURIComponent('ghp_a+b/c=0123456789'),
    ]);
  });
});

describe('the import’s three forms', () => {
  it('reads a project’s or a view’s URL, of an organization or a user, on this server only', () => {
    const web = 'https://github.com';
    expect(parseProjectUrl('https://github.com/orgs/acme/projects/7/views/2', web)).toEqual({
      owner: 'organization',
      login: 'acme',
      number: 7,
      view: 2,
    });
    expect(parseProjectUrl('https://github.com/users/ana/projects/3?pane=info', web)).toEqual({
      owner: 'user',
      login: 'ana',
      number: 3,
      view: null,
    });
    expect(parseProjectUrl('https://ghe.acme.local/orgs/acme/projects/7', web)).toBeNull();
    expect(parseProjectUrl('https://github.com/acme/pay/projects/7', web)).toBeNull();
  });

  it('takes references only when every word is one', () => {
    expect(referencesOf('acme/pay#142, acme/pay.js#7  ana-l/x_y#3', parseReference)).toEqual([
      { owner: 'acme', repo: 'pay', number: 142 },
      { owner: 'acme', repo: 'pay.js', number: 7 },
      { owner: 'ana-l', repo: 'x_y', number: 3 },
    ]);
    expect(referencesOf('repo:acme/pay acme/pay#142', parseReference)).toBeNull();
    for (const bad of ['-acme/pay#1', 'acme/pay#0', 'ac--me/pay#1', 'acme/..#1', 'acme/pay#1x']) {
      expect(parseReference(bad)).toBeNull();
    }
  });

  it('a search names its repository, organization or user, and gets is:issue', () => {
    expect(searchQuery(' repo:acme/pay  label:ready ')).toEqual({
      ok: true,
      value: 'repo:acme/pay label:ready is:issue',
    });
    expect(searchQuery('org:acme type:issue')).toEqual({ ok: true, value: 'org:acme type:issue' });
    expect(searchQuery('label:ready')).toMatchObject({ ok: false, failure: { kind: 'invalid' } });
    expect(searchQuery('repo:acme/pay is:pr')).toMatchObject({
      ok: false,
      failure: { message: expect.stringContaining('not pull requests') },
    });
  });
});

describe('an issue’s text and estimate', () => {
  it('keeps the Markdown as written, without HTML comments', () => {
    expect(markdownText('<!-- hidden\r\n -->## Goal\r\n\r\n* **pay** <b>now</b>\n\n\n')).toBe(
      '## Goal\n\n* **pay** <b>now</b>',
    );
    expect(markdownText(null)).toBe('');
  });

  it('reads the one estimate its labels hold, in any case; two different ones hold none', () => {
    expect(estimateOfLabels(['ready', 'Estimate: 0.5'])).toBe(0.5);
    expect(estimateOfLabels(['estimate: 3', 'estimate:3'])).toBe(3);
    expect(estimateOfLabels(['estimate: 3', 'estimate: 5'])).toBeNull();
    expect(estimateOfLabels(['estimate: large'])).toBeNull();
  });
});

describe('a kept GitHub connection', () => {
  const kept = {
    kind: 'github' as const,
    baseUrl: 'https://github.com',
    token: 'ghp_token',
    account: 'ana',
  };

  it('is stored under its kind and read back', () => {
    expect(storedForm(kept)).toEqual({ github: kept });
    expect(parseStoredConnection(storedForm(kept))).toEqual(kept);
    expect(parseStoredConnection({ github: { ...kept, kind: 'azure-devops' } })).toBeNull();
    expect(parseStoredConnection({ 'azure-devops': kept })).toBeNull();
  });
});

describe('dispatch of a GitHub connect', () => {
  it('passes an address and a token on, with the remember choice', async () => {
    const { service, calls } = recordingTrackerService();
    const setup = {
      kind: 'github',
      baseUrl: 'https://github.com',
      token: ' ghp_x ',
      remember: true,
    };
    await dispatchTrackerOp(service, 'connect', [setup]);
    expect(calls).toEqual([['connect', { ...setup, token: 'ghp_x' }]]);
  });
});
