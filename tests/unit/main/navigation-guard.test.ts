import { describe, expect, it } from 'vitest';
import { denyPermissions, setupNavigationGuard } from '../../../main/navigation-guard';
import { FakeWebContents, fakeEvent } from './fake-electron';

function guarded(openExternal?: (url: string) => Promise<void>) {
  const contents = new FakeWebContents();
  const logs: string[] = [];
  setupNavigationGuard(contents as never, (m) => void logs.push(m), openExternal);
  return { contents, logs };
}

/** A guard whose system browser records what it is given. */
function withBrowser(fails = false) {
  const opened: string[] = [];
  const g = guarded((url) => {
    opened.push(url);
    return fails ? Promise.reject(new Error('no browser')) : Promise.resolve();
  });
  return { ...g, opened };
}

describe('navigation guard: the window stays on the app', () => {
  it.each([
    ['app://story-point/team-b', false],
    ['app://story-point/team-b/vote', false],
    ['https://example.com/', true],
    ['http://127.0.0.1:5173/', true],
    ['file:///etc/passwd', true],
    ['app://other/', true],
    ['javascript:alert(1)', true],
  ])('will-navigate / will-redirect / will-frame-navigate to %s blocked: %s', (url, blocked) => {
    for (const eventName of ['will-navigate', 'will-redirect']) {
      const { contents, logs } = guarded();
      const event = fakeEvent();
      contents.emit(eventName, event, url);
      expect(event.defaultPrevented).toBe(blocked);
      expect(logs.length).toBe(blocked ? 1 : 0);
    }
    // A subframe's navigation: Electron gives the URL on the event itself.
    const { contents, logs } = guarded();
    const frameEvent = Object.assign(fakeEvent(), { url, isMainFrame: false });
    contents.emit('will-frame-navigate', frameEvent);
    expect(frameEvent.defaultPrevented).toBe(blocked);
    expect(logs).toEqual(blocked ? [`Blocked navigation to ${url}`] : []);
  });

  it.each(['https://example.com/', 'app://story-point/team-a'])(
    'denies every new window, even for %s, without a system browser',
    (url) => {
      const { contents } = guarded();
      expect(contents.windowOpenHandler?.({ url })).toEqual({ action: 'deny' });
    },
  );

  it.each([
    ['https://acme.atlassian.net/browse/PAY-1', true],
    ['http://jira.local:8080/browse/OPS-2', true],
    ['app://story-point/team-a', false],
    ['file:///etc/passwd', false],
    ['javascript:alert(1)', false],
    ['mailto:ann@example.com', false],
    ['ftp://example.com/x', false],
    ['https://ann:secret@example.com/', false],
    ['not a url', false],
  ])('a link opened in a new tab to %s goes to the system browser: %s', (url, external) => {
    const { contents, logs, opened } = withBrowser();
    // Never a window of the kiosk's own, wherever the link goes.
    expect(contents.windowOpenHandler?.({ url, disposition: 'foreground-tab' })).toEqual({
      action: 'deny',
    });
    expect(opened).toEqual(external ? [url] : []);
    expect(logs).toEqual(external ? [] : [`Blocked a new window for ${url}`]);
  });

  it('a form posted to a new tab is not handed on', () => {
    const { contents, opened } = withBrowser();
    const url = 'https://example.com/login';
    expect(contents.windowOpenHandler?.({ url, postBody: { data: [] } })).toEqual({
      action: 'deny',
    });
    expect(opened).toEqual([]);
  });

  it('a system browser that cannot open the link is logged, and the kiosk stays', async () => {
    const { contents, logs, opened } = withBrowser(true);
    const url = 'https://acme.atlassian.net/browse/PAY-1';
    expect(contents.windowOpenHandler?.({ url })).toEqual({ action: 'deny' });
    expect(opened).toEqual([url]);
    await expect
      .poll(() => logs)
      .toEqual([`Could not open ${url} in the system browser: Error: no browser`]);
  });

  it('refuses webviews', () => {
    const { contents } = guarded();
    const event = fakeEvent();
    contents.emit('will-attach-webview', event, {}, {});
    expect(event.defaultPrevented).toBe(true);
  });

  it('denies every permission request and check', () => {
    let request: ((c: unknown, p: string, cb: (ok: boolean) => void) => void) | null = null;
    let check: (() => boolean) | null = null;
    denyPermissions({
      setPermissionRequestHandler: (h) => void (request = h as never),
      setPermissionCheckHandler: (h) => void (check = h as never),
    });
    const answers: boolean[] = [];
    for (const permission of ['media', 'notifications', 'geolocation']) {
      request!(null, permission, (ok) => answers.push(ok));
    }
    expect(answers).toEqual([false, false, false]);
    expect(check!()).toBe(false);
  });
});
