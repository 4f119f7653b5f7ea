import { describe, expect, it } from 'vitest';
import {
  checkSite,
  firebaseHostingSite,
  isLoopbackHost,
  joinSite,
  joinUrl,
} from '../../../shared/join-site';

describe('checkSite: the configured public address of the participant pages', () => {
  it.each([
    ['https://my-project.web.app', 'https://my-project.web.app'],
    ['https://my-project.web.app/', 'https://my-project.web.app'],
    ['  https://poker.example.com  ', 'https://poker.example.com'],
    ['http://192.168.1.20:7700', 'http://192.168.1.20:7700'],
    ['HTTPS://Poker.Example.COM:443/', 'https://poker.example.com'],
    ['http://[fd00::5]:8080', 'http://[fd00::5]:8080'],
  ])('accepts %j as %j', (raw, site) => {
    expect(checkSite(raw)).toEqual({ ok: true, site });
  });

  it.each([
    ['app://story-point', /http or https/],
    ['file:///C:/story-point/index.html', /http or https/],
    ['javascript:alert(1)', /http or https/],
    ['ftp://files.example.com', /http or https/],
    ['my-project.web.app', /absolute address/],
    ['/team/vote', /absolute address/],
    ['https://user:pw@poker.example.com', /user name/],
    ['https://poker.example.com/story-point', /root of a host/],
    ['https://poker.example.com/?x=1', /root of a host/],
    ['https://poker.example.com/#x', /root of a host/],
    ['', /non-empty string/],
    [42, /non-empty string/],
    [null, /non-empty string/],
  ])('refuses %j, saying why', (raw, why) => {
    const checked = checkSite(raw);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.problem).toMatch(why);
  });
});

describe('firebaseHostingSite', () => {
  it.each([
    ['my-project', 'https://my-project.web.app'],
    ['story-point-4711', 'https://story-point-4711.web.app'],
    ['p', undefined],
    ['My-Project', undefined],
    ['evil.com/x', undefined],
    ['ends-with-', undefined],
    [undefined, undefined],
    [12345678, undefined],
  ])('%j → %j', (projectId, site) => {
    expect(firebaseHostingSite(projectId)).toBe(site);
  });
});

describe('isLoopbackHost', () => {
  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['wall.localhost', true],
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['[::1]', true],
    ['::1', true],
    ['192.0.2.10', false],
    ['10.0.0.5', false],
    ['localhost.example.com', false],
    ['my-project.web.app', false],
  ])('%s → %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});

describe('joinSite: the join link’s base address', () => {
  it.each([
    // [site from config, page origin, expected]
    [
      'https://p.web.app',
      'app://story-point',
      { origin: 'https://p.web.app', loopbackOnly: false },
    ],
    [
      'http://192.0.2.10:7700',
      'http://127.0.0.1:7700',
      { origin: 'http://192.0.2.10:7700', loopbackOnly: false },
    ],
    [undefined, 'app://story-point', null],
    [undefined, 'file://', null],
    [undefined, 'null', null],
    [
      undefined,
      'https://poker.example.com',
      { origin: 'https://poker.example.com', loopbackOnly: false },
    ],
    [undefined, 'http://127.0.0.1:5173', { origin: 'http://127.0.0.1:5173', loopbackOnly: true }],
    [
      'http://localhost:5173',
      'app://story-point',
      { origin: 'http://localhost:5173', loopbackOnly: true },
    ],
  ])('site %j on a page at %j → %j', (site, origin, expected) => {
    expect(joinSite(site, origin)).toEqual(expected);
  });

  it('builds the participant URL of a code', () => {
    const site = joinSite('http://192.0.2.10:7700', 'app://story-point')!;
    expect(joinUrl(site, 'team-a')).toBe('http://192.0.2.10:7700/team-a/vote');
  });
});

describe('join site: the edges', () => {
  it.each([
    ['0:0:0:0:0:0:0:1', true],
    ['[0:0:0:0:0:0:0:1]', true],
    ['127.0.0.100', true],
    ['127.10.200.30', true],
    ['127.0.0.1.example.com', false],
    ['host127.0.0.1', false],
  ])('isLoopbackHost(%j) is %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });

  it('a loopback address with long parts is noted as reachable from this computer only', () => {
    expect(joinSite(undefined, 'http://127.0.10.200:5173')).toEqual({
      origin: 'http://127.0.10.200:5173',
      loopbackOnly: true,
    });
  });

  it('a site pasted with no-break spaces around it is accepted', () => {
    expect(checkSite('\u00a0https://my-project.web.app\u00a0')).toEqual({
      ok: true,
      site: 'https://my-project.web.app',
    });
  });

  it('a site of only no-break spaces is refused as empty', () => {
    const result = checkSite('\u00a0 \u00a0');
    expect(result.ok ? '' : result.problem).toContain('must be a non-empty string');
  });

  it.each([
    'https://user@poker.example.com',
    'https://:secret@poker.example.com',
    'https://u:p@x.example',
  ])('a site with credentials (%s) is refused', (site) => {
    const result = checkSite(site);
    expect(result.ok ? '' : result.problem).toContain('must not contain a user name');
  });
});
