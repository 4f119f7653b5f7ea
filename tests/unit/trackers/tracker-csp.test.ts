/**
 * The pages' Content-Security-Policy lets a browser wall reach the trackers' cloud APIs
 * and no other tracker, and adds a self-managed server only as config.json names it.
 */
import { describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  MAX_TRACKER_ORIGINS,
  TRACKER_CLOUD_ORIGINS,
  trackerOrigins,
} from '../../../shared/content-security-policy';

const connectSrc = (policy: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('connect-src '))!
    .split(' ')
    .slice(1);

describe('the trackers’ cloud origins', () => {
  it('are Azure DevOps, GitHub, GitLab.com and Linear, each in connect-src, and Jira is not', () => {
    expect([...TRACKER_CLOUD_ORIGINS]).toEqual([
      'https://dev.azure.com',
      'https://*.visualstudio.com',
      'https://api.github.com',
      'https://gitlab.com',
      'https://api.linear.app',
    ]);
    const sources = connectSrc(CONTENT_SECURITY_POLICY);
    for (const origin of TRACKER_CLOUD_ORIGINS) expect(sources).toContain(origin);
    expect(sources.filter((s) => /atlassian|jira/.test(s))).toEqual([]);
    // No source opens every https host.
    expect(sources.filter((s) => s === 'https:' || s === '*' || s === 'https://*')).toEqual([]);
  });
});

describe('a self-managed tracker server named in config.json', () => {
  it('is added to connect-src, and only there', () => {
    const policy = contentSecurityPolicy({
      trackerOrigins: ['https://tfs.example.com', 'https://GitLab.Example.com:8443'],
    });
    expect(connectSrc(policy).slice(-2)).toEqual([
      'https://tfs.example.com',
      'https://gitlab.example.com:8443',
    ]);
    expect(policy.replace(' https://tfs.example.com https://gitlab.example.com:8443', '')).toBe(
      CONTENT_SECURITY_POLICY,
    );
  });

  it('comes after a LAN database’s origins when both are named', () => {
    const policy = contentSecurityPolicy({
      database: { host: '192.168.1.20', port: 9000 },
      trackerOrigins: ['https://tfs.example.com'],
    });
    expect(connectSrc(policy).slice(-3)).toEqual([
      'ws://192.168.1.20:9000',
      'http://192.168.1.20:9000',
      'https://tfs.example.com',
    ]);
  });

  it.each([
    [['http://tfs.example.com']],
    [['https://tfs.example.com/tfs']],
    [['https://*.example.com']],
    [["https://x.example; script-src 'unsafe-inline'"]],
    [['https://x.example https://y.example']],
    [['https://localhost']],
    [['https://x.example:99999']],
    [[42]],
    ['https://tfs.example.com'],
  ])('%j is ignored', (listed) => {
    expect(contentSecurityPolicy({ trackerOrigins: listed })).toBe(CONTENT_SECURITY_POLICY);
  });

  it('at most a few are added, each once', () => {
    const many = Array.from({ length: 12 }, (_, i) => `https://t${i}.example.com`);
    expect(trackerOrigins({ trackerOrigins: [...many, many[0]] })).toEqual(
      many.slice(0, MAX_TRACKER_ORIGINS),
    );
    expect(
      trackerOrigins({ trackerOrigins: ['https://a.example.com', 'https://A.example.com'] }),
    ).toEqual(['https://a.example.com']);
  });
});
