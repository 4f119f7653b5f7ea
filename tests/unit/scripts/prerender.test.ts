import { describe, expect, it } from 'vitest';
import { NO_SCRIPT_TEXT, voteHtml } from '../../../scripts/prerender-plugin';
import { prerenderJoinPage } from '../../../scripts/prerender-join-page';

const INDEX =
  '<html><head><title>Story Point</title></head><body><div id="boot"></div>' +
  '<div id="root"></div><script type="module" src="/main.js"></script></body></html>';

describe('voteHtml', () => {
  it('puts the page into #root and says, without scripts, that it needs them', () => {
    const html = voteHtml(INDEX, '<form>join</form>');
    expect(html).toContain('<div id="root"><form>join</form></div>');
    expect(html).toContain(NO_SCRIPT_TEXT);
    expect(html.indexOf(NO_SCRIPT_TEXT)).toBeGreaterThan(html.indexOf('<div id="root">'));
    // Without scripts the form is hidden: it could not join.
    expect(html).toMatch(/<noscript><style>#root\{display:none\}<\/style><\/noscript>.*<\/head>/s);
    expect(html).toContain('<script type="module" src="/main.js"></script>');
  });

  it('keeps markup with $ signs as it is', () => {
    expect(voteHtml(INDEX, "<p>$& $' $1</p>")).toContain('<div id="root"><p>$& $\' $1</p></div>');
  });

  it('refuses an index.html without its root or head, and an empty page', () => {
    expect(() => voteHtml('<head></head><body></body>', '<p></p>')).toThrow(/no <div id="root">/);
    expect(() => voteHtml('<div id="root"></div>', '<p></p>')).toThrow(/no <\/head>/);
    expect(() => voteHtml(INDEX, '')).toThrow(/rendered nothing/);
  });
});

describe('the prerendered join page', () => {
  it('holds the form in English, blank, with the places for the screen code marked', async () => {
    const html = await prerenderJoinPage();
    expect(html).toContain('<h1');
    expect(html).toContain('Join the vote');
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value=""/);
    expect(html).toMatch(/<input[^>]*name="code"[^>]*data-screen-code=""[^>]*value=""/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Join.*<\/button>/);
    expect(html).toContain('data-testid="vote-avatar"');
    expect(html).toContain('Screen \u2066\u2069');
    // Styles come with it, so it paints as the app does.
    expect(html).toContain('<style data-emotion=');
    // No Suspense boundary: React hydrates it in one go (App.tsx, lazyPage).
    expect(html).not.toContain('<!--$');
  });
});
