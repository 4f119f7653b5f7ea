/** The shared failure rules and Jira's answers mapped onto them. */
import { describe, expect, it } from 'vitest';
import {
  backoffMs,
  cleanMessage,
  MAX_MESSAGE_LENGTH,
  parseRetryAfter,
} from '../../../shared/trackers/failure';
import { checkBaseUrl, isLoopbackHost } from '../../../shared/trackers/base-url';
import { GITHUB_TERMS, graphqlFailure } from '../../../shared/trackers/github/failures';
import { GITLAB_TERMS } from '../../../shared/trackers/gitlab/failures';
import { failureOfStatus } from '../../../shared/trackers/http';
import { authorization, secretsOf } from '../../../shared/trackers/jira/credentials';
import {
  failureOfNetwork,
  failureOfResponse,
  jiraReasons,
} from '../../../shared/trackers/jira/failures';

const NOW = Date.parse('2026-11-29T08:00:00Z');
const context = { what: 'PAY-1', secrets: ['s3cret-token'], now: NOW, backoffMs: 4_000 };

describe('Retry-After', () => {
  it.each([
    ['120', 120_000],
    [' 0 ', 0],
    ['Sun, 29 Nov 2026 08:00:45 GMT', 45_000],
    ['Sun, 29 Nov 2026 07:00:00 GMT', 0],
    ['soon', null],
    ['5', 5_000],
    ['-3', null],
    ['', null],
    [null, null],
  ])('%j waits %j ms', (header, ms) => {
    expect(parseRetryAfter(header, NOW)).toBe(ms);
  });

  it('the back-off doubles from 2 s and stops at 5 minutes', () => {
    expect([0, 1, 2, 3, 8, 50].map(backoffMs)).toEqual([
      2_000, 4_000, 8_000, 16_000, 300_000, 300_000,
    ]);
  });
});

describe('cleanMessage', () => {
  it('hides the secrets and any Authorization value, on one line, cut short', () => {
    const text = `bad s3cret-token\nAuthorization: Basic YW5hOnMzY3JldA== and Bearer abcdefgh12345678 ${'x'.repeat(400)}`;
    const clean = cleanMessage(text, ['s3cret-token']);
    expect(clean).not.toMatch(/s3cret|YW5hOnMzY3JldA|abcdefgh12345678|\n/);
    expect(clean.startsWith('bad [hidden] Authorization: [hidden] and Bearer [hidden]')).toBe(true);
    expect(clean.length).toBe(MAX_MESSAGE_LENGTH);
    expect(clean.endsWith('…')).toBe(true);
  });

  it('leaves words after Basic or Bearer that cannot be a credential', () => {
    expect(cleanMessage('Bearer authentication is off; use Basic auth')).toBe(
      'Bearer authentication is off; use Basic auth',
    );
  });

  it('the credential’s forms are all hidden: the token and the basic-auth value', () => {
    const credentials = {
      kind: 'jira-cloud' as const,
      baseUrl: 'https://a',
      email: 'a@b.c',
      token: 'tok+en/12',
    };
    const header = authorization(credentials);
    const clean = cleanMessage(
      `${header.slice(6)} tok%2Ben%2F12 tok+en/12`,
      secretsOf(credentials),
    );
    expect(clean).toBe('[hidden] [hidden] [hidden]');
  });
});

describe('Jira failures', () => {
  const notOnScreen = JSON.stringify({
    errorMessages: [],
    errors: {
      customfield_10016:
        "Field 'customfield_10016' cannot be set. It is not on the appropriate screen, or unknown.",
    },
  });

  it.each([
    [401, 'credentials'],
    [403, 'permission'],
    [404, 'not-found'],
    [410, 'removed'],
    [400, 'invalid'],
    [418, 'invalid'],
  ])('%i is %s, not retried', (status, kind) => {
    const failure = failureOfResponse(status, '30', '{"errorMessages":["No."]}', context);
    expect(failure).toEqual({ kind, message: expect.stringContaining('Jira says: No.') });
  });

  it('the not-on-screen 400 carries Jira’s words alone: the wall says the fix', () => {
    expect(failureOfResponse(400, null, notOnScreen, context)).toEqual({
      kind: 'not-on-screen',
      message:
        "customfield_10016: Field 'customfield_10016' cannot be set. It is not on the appropriate screen, or unknown.",
    });
  });

  it('429 and 5xx wait for Retry-After, or the back-off without it', () => {
    expect(failureOfResponse(429, '7', '', context)).toMatchObject({
      kind: 'rate-limited',
      retryAfterMs: 7_000,
    });
    expect(failureOfResponse(503, null, '<html>down</html>', context)).toEqual({
      kind: 'unavailable',
      message: 'Jira is unavailable (503).',
      retryAfterMs: 4_000,
    });
    expect(failureOfResponse(502, 'nonsense', '', context)).toMatchObject({ retryAfterMs: 4_000 });
  });

  it('reads Jira’s errorMessages and errors, ignores HTML, and never repeats a secret', () => {
    expect(jiraReasons('{"errorMessages":["a"],"errors":{"f":"b"}}')).toBe('a f: b');
    expect(jiraReasons('<html>Proxy error</html>')).toBe('');
    const failure = failureOfResponse(
      400,
      null,
      '{"errorMessages":["token s3cret-token is bad"]}',
      context,
    );
    expect(failure.message).not.toContain('s3cret-token');
  });

  it('a network error names its cause, retried after the back-off', () => {
    const error = new TypeError('fetch failed', {
      cause: new Error('connect ECONNREFUSED 10.0.0.1:443'),
    });
    expect(failureOfNetwork(error, context)).toEqual({
      kind: 'network',
      message: 'Jira could not be reached (connect ECONNREFUSED 10.0.0.1:443).',
      retryAfterMs: 4_000,
    });
  });
});

describe('a not-found sentence names what was asked', () => {
  const about = (what: string) => ({ ...context, what });

  it('keeps a reference’s case: it is code, and another case names another issue', () => {
    expect(
      graphqlFailure([{ type: 'NOT_FOUND', message: 'Could not resolve.' }], about('acme/pay#999')),
    ).toEqual({
      kind: 'not-found',
      message:
        'acme/pay#999 was not found in GitHub, or the token cannot see it. GitHub says: Could not resolve.',
    });
    expect(failureOfStatus(404, null, '', about('acme/web/pay#7'), GITLAB_TERMS).message).toBe(
      'acme/web/pay#7 was not found in GitLab, or the account cannot see it.',
    );
    expect(failureOfStatus(404, null, '', about('PAY-1'), GITHUB_TERMS).message).toBe(
      'PAY-1 was not found in GitHub, or the account cannot see it.',
    );
  });

  it('starts a sentence with a capital where what was asked is said in words', () => {
    expect(failureOfStatus(404, null, '', about('the query'), GITLAB_TERMS).message).toBe(
      'The query was not found in GitLab, or the account cannot see it.',
    );
    expect(graphqlFailure([{ type: 'NOT_FOUND' }], about('the project acme/7')).message).toBe(
      'The project acme/7 was not found in GitHub, or the token cannot see it.',
    );
    expect(failureOfResponse(404, null, '', about('work item 101')).message).toBe(
      'Work item 101 was not found in Jira, or the account cannot see it.',
    );
  });
});

describe('the site address', () => {
  it.each(['localhost', '127.0.0.1', '127.9.8.7', '[::1]', '::1'])(
    '%s is this computer',
    (host) => {
      expect(isLoopbackHost(host)).toBe(true);
    },
  );
  it.each(['localhost.evil.example', '128.0.0.1', '10.0.0.1', '127.0.0.1.nip.io'])(
    '%s is not',
    (host) => {
      expect(isLoopbackHost(host)).toBe(false);
    },
  );

  it('takes https, or http on loopback, as the site root without a trailing slash', () => {
    expect(checkBaseUrl('https://acme.atlassian.net/')).toEqual({
      ok: true,
      value: 'https://acme.atlassian.net',
    });
    expect(checkBaseUrl(' https://jira.acme.local/jira/ ')).toEqual({
      ok: true,
      value: 'https://jira.acme.local/jira',
    });
    expect(checkBaseUrl('http://127.0.0.1:8080')).toEqual({
      ok: true,
      value: 'http://127.0.0.1:8080',
    });
    expect(checkBaseUrl('http://[::1]:8080')).toEqual({ ok: true, value: 'http://[::1]:8080' });
  });

  it.each([
    ['http://jira.acme.local', /https/],
    ['ftp://jira.acme.local', /https/],
    ['https://ana:pw@acme.atlassian.net', /user name or password/],
    ['https://acme.atlassian.net/?x=1', /root/],
    ['acme.atlassian.net', /not a web address/],
  ])('refuses %s', (raw, reason) => {
    const answer = checkBaseUrl(raw);
    expect(answer).toMatchObject({ ok: false, failure: { kind: 'invalid' } });
    expect(!answer.ok && answer.failure.message).toMatch(reason);
  });
});
