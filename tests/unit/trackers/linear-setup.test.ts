/**
 * Linear's setup and rules without a server: the address (cloud only), the kept form,
 * the environment, the query's refusals and Linear's rate-limit headers.
 */
import { describe, expect, it } from 'vitest';
import { trackerFromEnvironment } from '../../../server/trackers/environment';
import { dispatchTrackerOp } from '../../../shared/trackers/dispatch';
import type { TrackerService } from '../../../shared/trackers/contract';
import { checkLinearAddress } from '../../../shared/trackers/linear/credentials';
import { linearReasons, rateLimitWait } from '../../../shared/trackers/linear/failures';
import { parseQuery } from '../../../shared/trackers/linear/query';
import { parseStoredConnection, storedForm } from '../../../shared/trackers/stored-connection';

describe('Linear’s address', () => {
  it.each(['', 'https://linear.app/acme', 'https://api.linear.app/graphql', 'api.linear.app'])(
    '“%s” is https://api.linear.app (or refused when no address at all)',
    (raw) => {
      const checked = checkLinearAddress(raw);
      if (raw === 'api.linear.app') expect(checked.ok).toBe(false);
      else expect(checked).toEqual({ ok: true, value: 'https://api.linear.app' });
    },
  );

  it('refuses any other host, since Linear has no self-managed server; keeps a loopback stand-in', () => {
    expect(checkLinearAddress('https://linear.acme.local')).toMatchObject({
      ok: false,
      failure: { message: expect.stringContaining('cloud service only') as unknown },
    });
    expect(checkLinearAddress('http://linear.app')).toMatchObject({ ok: false });
    expect(checkLinearAddress('http://127.0.0.1:4010/graphql')).toEqual({
      ok: true,
      value: 'http://127.0.0.1:4010',
    });
  });
});

describe('a Linear connection kept or given', () => {
  const kept = {
    kind: 'linear' as const,
    baseUrl: 'https://api.linear.app',
    token: 'lin_api_x',
    account: 'Ana',
  };

  it('is stored under its kind and read back', () => {
    expect(storedForm(kept)).toEqual({ linear: kept });
    expect(parseStoredConnection(storedForm(kept))).toEqual(kept);
    expect(parseStoredConnection({ linear: { ...kept, kind: 'gitlab' } })).toBeNull();
  });

  it('comes from STORY_POINT_LINEAR_API_KEY, and nothing else is needed', () => {
    const reports: string[] = [];
    expect(
      trackerFromEnvironment({ STORY_POINT_LINEAR_API_KEY: 'lin_api_env' }, (m) => reports.push(m)),
    ).toEqual({ kind: 'linear', baseUrl: 'https://api.linear.app', token: 'lin_api_env' });
    expect(trackerFromEnvironment({ STORY_POINT_LINEAR_API_KEY: ' ' }, () => {})).toBeNull();
    expect(reports).toEqual([]);
  });

  it('dispatch passes a Linear connect on, the key trimmed', async () => {
    const seen: unknown[] = [];
    const service = {
      connect: (setup: unknown) => {
        seen.push(setup);
        return Promise.resolve({ ok: true, value: null });
      },
    } as unknown as TrackerService;
    const setup = { kind: 'linear', baseUrl: '', token: ' lin_api_x ' };
    await dispatchTrackerOp(service, 'connect', [setup]);
    expect(seen).toEqual([{ ...setup, token: 'lin_api_x' }]);
  });
});

describe('Linear’s query', () => {
  it.each([
    [
      'ENG sprint:3',
      'Linear’s import knows no filter sprint: (it takes cycle:, project:, label: and state:).',
    ],
    ['ENG cycle:soon', 'cycle: is current, next, previous or a cycle’s number.'],
    [
      'ENG Ready',
      '“Ready” is not a filter: after the team’s key, write cycle:, project:, label: or state: (quotes around a value with spaces).',
    ],
    ['ENG label:""', 'The filter label: needs a value (quote one with spaces).'],
  ])('refuses “%s”: %s', (query, message) => {
    expect(parseQuery(query)).toEqual({ ok: false, failure: { kind: 'invalid', message } });
  });

  it('refuses a page that is not Linear’s, or a Linear page it cannot read', () => {
    expect(parseQuery('https://example.com/acme/team/ENG')).toMatchObject({
      failure: { message: expect.stringContaining('not on linear.app') as unknown },
    });
    expect(parseQuery('https://linear.app/acme/settings/api')).toMatchObject({
      failure: { message: expect.stringContaining('Paste a Linear issue’s') as unknown },
    });
  });
});

describe('Linear’s failures read', () => {
  const NOW = 1_000_000;
  const headers = (h: Record<string, string>) => new Headers(h);

  it('waits Retry-After first, then the spent limit’s reset, then the later reset told, then the back-off', () => {
    expect(rateLimitWait(headers({ 'retry-after': '7' }), NOW, 1)).toBe(7_000);
    expect(
      rateLimitWait(
        headers({
          'x-ratelimit-requests-remaining': '10',
          'x-ratelimit-requests-reset': String(NOW + 90_000),
          'x-ratelimit-complexity-remaining': '0',
          'x-ratelimit-complexity-reset': String(NOW + 20_000),
        }),
        NOW,
        1,
      ),
    ).toBe(20_000);
    expect(
      rateLimitWait(headers({ 'x-ratelimit-requests-reset': String(NOW + 5_000) }), NOW, 1),
    ).toBe(5_000);
    expect(rateLimitWait(headers({}), NOW, 3_000)).toBe(3_000);
  });

  it('reads the presentable message when Linear gives one, else the message', () => {
    expect(
      linearReasons(
        JSON.stringify({
          errors: [
            { message: 'raw', extensions: { userPresentableMessage: 'Said nicely.' } },
            { message: 'Second.' },
          ],
        }),
      ),
    ).toBe('Said nicely. Second.');
    expect(linearReasons('<html>')).toBe('');
  });
});
