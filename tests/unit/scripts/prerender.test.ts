import { describe, expect, it } from 'vitest';
import { NO_SCRIPT_TEXT, voteHtml } from '../../../scripts/prerender-plugin';
import {
  prerenderJoinedPage,
  prerenderJoinPage,
  standInStyle,
} from '../../../scripts/prerender-join-page';

const INDEX =
  '<html><head><title>Story Point</title></head><body><div id="boot" aria-busy="true"></div>' +
  '<div id="root"></div><script type="module" src="/main.js"></script></body></html>';

describe('voteHtml', () => {
  it('puts the page into #root and says, without scripts, that it needs them', () => {
    const html = voteHtml(INDEX, {
      join: '<form data-testid="vote-form">join</form>',
      joined: '<main data-testid="vote-page">cards</main>',
      joinedStyle: '#boot-vote-joined b{color:red}',
    });
    expect(html).toContain('<div id="root"><form data-testid="vote-form">join</form></div>');
    // The joined grid: inside the placeholder, no test hook in it, its look in the head.
    expect(html).toMatch(
      /<div id="boot" aria-busy="true">\s*<div id="boot-vote-joined"><main>cards<\/main><\/div><\/div>/,
    );
    expect(html).toMatch(/<style>#boot-vote-joined b\{color:red\}<\/style>\s*<\/head>/);
    expect(html).toContain(NO_SCRIPT_TEXT);
    expect(html.indexOf(NO_SCRIPT_TEXT)).toBeGreaterThan(html.indexOf('<div id="root">'));
    // Without scripts the form is hidden: it could not join.
    expect(html).toMatch(/<noscript><style>#root\{display:none\}<\/style><\/noscript>.*<\/head>/s);
    expect(html).toContain('<script type="module" src="/main.js"></script>');
  });

  it('keeps markup with $ signs as it is', () => {
    const html = voteHtml(INDEX, {
      join: "<p>$& $' $1</p>",
      joined: "<i>$& $'</i>",
      joinedStyle: "i::after{content:'$&'}",
    });
    expect(html).toContain('<div id="root"><p>$& $\' $1</p></div>');
    expect(html).toContain('"boot-vote-joined"><i>$& $\'</i></div>');
    expect(html).toContain("<style>i::after{content:'$&'}</style>");
  });

  it('refuses an index.html without its root, placeholder or head, and an empty page', () => {
    const pages = { join: '<p></p>', joined: '<p></p>', joinedStyle: '' };
    expect(() => voteHtml('<head></head><div id="boot" aria-busy="true">', pages)).toThrow(
      /no <div id="root">/,
    );
    expect(() => voteHtml('<head></head><div id="root"></div>', pages)).toThrow(
      /no <div id="boot"/,
    );
    expect(() => voteHtml('<div id="boot" aria-busy="true"><div id="root"></div>', pages)).toThrow(
      /no <\/head>/,
    );
    expect(() => voteHtml(INDEX, { ...pages, join: '' })).toThrow(/rendered nothing/);
    expect(() => voteHtml(INDEX, { ...pages, joined: '' })).toThrow(/rendered nothing/);
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

  it("a joined phone's page: the standard deck's cards, taking a tap as the page's do before the room is known", async () => {
    const html = await prerenderJoinedPage();
    const cards = html.match(/<button[^>]*data-testid="vote-card"[^>]*>/g) ?? [];
    expect(cards).toHaveLength(14);
    expect(cards.every((c) => !c.includes('disabled'))).toBe(true);
    expect(cards.every((c) => c.includes('aria-pressed="false"'))).toBe(true);
    // Ready waits for a card.
    expect(html).toMatch(/<button[^>]*data-testid="vote-ready"[^>]* disabled=""/);
    expect(html).toContain('Pick your card');
    expect(html).toContain('Screen \u2066\u2069');
    // Its ids cannot meet the join form's.
    expect(html).not.toMatch(/id=":R/);
  });
});

describe('the look of a card tapped in the joined grid', () => {
  it("is the page's chosen card: its colours, shadow and lift, for a pressed card only", () => {
    const css = standInStyle();
    expect(css).toMatch(/^#boot-vote-joined button\[data-value\]\[aria-pressed="true"\]\{/);
    expect(css).toContain('background:#4338ca');
    expect(css).toContain('border-color:#4338ca');
    expect(css).toContain('color:#ffffff');
    expect(css).toContain('transform:translateY(-3px)');
  });
});
