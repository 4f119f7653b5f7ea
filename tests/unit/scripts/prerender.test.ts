import { describe, expect, it } from 'vitest';
import {
  indexWithJoinForm,
  voteHtml,
  type PrerenderedPages,
} from '../../../scripts/prerender-plugin';
import {
  noScriptText,
  prerenderJoinedPage,
  prerenderJoinPage,
  joinedGridStyle,
} from '../../../scripts/prerender-join-page';

const INDEX =
  '<html lang="en"><head><title>Story Point</title></head><body><div id="boot" aria-busy="true"></div>' +
  '<div id="root"></div><script type="module" src="/main.js"></script></body></html>';

/** The header's words, then the blank code between its isolates in the element the boot script fills. */
const SCREEN_CODE_PLACE = (words: string) =>
  // (Its styles may come just before it.)
  new RegExp(
    `${words}(?:<style[^>]*>[^<]*</style>)?<span[^>]*data-screen-code=""[^>]*>\u2066\u2069</span>`,
  );
const NEEDS_SCRIPTS = 'Story Point needs JavaScript to join the vote.';
const BLANK: PrerenderedPages = {
  lang: 'en',
  join: '<p></p>',
  joined: '<p></p>',
  joinedStyle: '',
  noScript: NEEDS_SCRIPTS,
  preload: [],
};

describe('voteHtml', () => {
  it('puts the page into #root and says, without scripts, that it needs them', () => {
    const html = voteHtml(INDEX, {
      ...BLANK,
      join: '<form data-testid="vote-form">join</form>',
      joined: '<main data-testid="vote-page">cards</main>',
      joinedStyle: '#boot-vote-joined b{color:red}',
    });
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<div id="root"><form data-testid="vote-form">join</form></div>');
    // The joined grid: inside the placeholder, no test hook in it, its look in the head.
    expect(html).toMatch(
      /<div id="boot" aria-busy="true">\s*<div id="boot-vote-joined"><main>cards<\/main><\/div><\/div>/,
    );
    expect(html).toMatch(/<style>#boot-vote-joined b\{color:red\}<\/style>\s*<\/head>/);
    const noScript = `<noscript><p id="noscript">${NEEDS_SCRIPTS}</p></noscript>`;
    expect(html).toContain(noScript);
    expect(html.indexOf(noScript)).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html).not.toContain('modulepreload');
    // Without scripts the form is hidden: it could not join.
    expect(html).toMatch(/<noscript><style>#root\{display:none\}<\/style><\/noscript>.*<\/head>/s);
    expect(html).toContain('<script type="module" src="/main.js"></script>');
  });

  it("is in the page's language: its lang and dir, its texts fetched at once, its words without scripts", () => {
    const html = voteHtml(INDEX, {
      ...BLANK,
      lang: 'ar',
      noScript: 'يحتاج Story Point إلى JavaScript <b>&</b>',
      preload: ['assets/ar-1.js', 'assets/plural-2.js'],
    });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toMatch(
      /<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/ar-1.js" \/>\s*<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/plural-2.js" \/>.*<\/head>/s,
    );
    // A translation is text, never markup.
    expect(html).toContain(
      '<p id="noscript">يحتاج Story Point إلى JavaScript &#60;b&#62;&#38;&#60;/b&#62;</p>',
    );
  });

  it('keeps markup with $ signs as it is', () => {
    const html = voteHtml(INDEX, {
      ...BLANK,
      join: "<p>$& $' $1</p>",
      joined: "<i>$& $'</i>",
      joinedStyle: "i::after{content:'$&'}",
    });
    expect(html).toContain('<div id="root"><p>$& $\' $1</p></div>');
    expect(html).toContain('"boot-vote-joined"><i>$& $\'</i></div>');
    expect(html).toContain("<style>i::after{content:'$&'}</style>");
  });

  it('refuses an index.html without its root, placeholder or head, and an empty page', () => {
    const pages = BLANK;
    expect(() => voteHtml('<head></head><div id="boot" aria-busy="true">', pages)).toThrow(
      /no <div id="root">/,
    );
    expect(() => voteHtml('<head></head><div id="root"></div>', pages)).toThrow(
      /no <div id="boot"/,
    );
    expect(() => voteHtml('<div id="boot" aria-busy="true"><div id="root"></div>', pages)).toThrow(
      /no <\/head>/,
    );
    expect(() => voteHtml(INDEX.replace(' lang="en"', ''), pages)).toThrow(/no <html lang="en">/);
    expect(() => voteHtml(INDEX, { ...pages, join: '' })).toThrow(/rendered nothing/);
    expect(() => voteHtml(INDEX, { ...pages, joined: '' })).toThrow(/rendered nothing/);
  });
});

describe('indexWithJoinForm', () => {
  it('puts the join form into a template just before an empty #root, markup kept as it is', () => {
    const html = indexWithJoinForm(INDEX, "<form>join $& $'</form>");
    expect(html).toContain(
      '<template id="boot-join"><form>join $& $\'</form></template>\n    <div id="root"></div>',
    );
    // Everything else as built: the wall's page is the same page.
    expect(html.replace(/<template id="boot-join">.*<\/template>\n {4}/s, '')).toBe(INDEX);
  });

  it('refuses an index.html without its root, and an empty form', () => {
    expect(() => indexWithJoinForm('<body></body>', '<form></form>')).toThrow(/no <div id="root">/);
    expect(() => indexWithJoinForm(INDEX, '')).toThrow(/rendered nothing/);
  });
});

describe('the prerendered join page', () => {
  it('holds the form in English, blank, with the places for the screen code marked', async () => {
    const html = await prerenderJoinPage('en');
    expect(html).toContain('<h1');
    expect(html).toContain('Join the vote');
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value=""/);
    expect(html).toMatch(/<input[^>]*name="code"[^>]*data-screen-code=""[^>]*value=""/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Join.*<\/button>/);
    expect(html).toContain('data-testid="vote-avatar"');
    expect(html).toMatch(SCREEN_CODE_PLACE('Screen '));
    // Styles come with it, so it paints as the app does.
    expect(html).toContain('<style data-emotion=');
    // No Suspense boundary: React hydrates it in one go (App.tsx, lazyPage).
    expect(html).not.toContain('<!--$');
  });

  it('holds it in any language, with the screen code still between isolates', async () => {
    const german = await prerenderJoinPage('de');
    expect(german).toContain('An der Abstimmung teilnehmen');
    expect(german).toMatch(SCREEN_CODE_PLACE('Bildschirm '));
    expect(german).not.toContain('Join the vote');
    const arabic = await prerenderJoinPage('ar');
    expect(arabic).toContain('انضم إلى التصويت');
    expect(arabic).toMatch(/<input[^>]*name="name"[^>]*value=""/);
  });

  it('says in its language that it needs JavaScript', async () => {
    expect(await noScriptText('en')).toMatch(/^Story Point needs JavaScript to join the vote\./);
    expect(await noScriptText('de')).toMatch(/^Story Point braucht JavaScript/);
  });

  it("a joined phone's page: the standard deck's cards, taking a tap as the page's do before the room is known", async () => {
    const html = await prerenderJoinedPage('en');
    const cards = html.match(/<button[^>]*data-testid="vote-card"[^>]*>/g) ?? [];
    expect(cards).toHaveLength(14);
    expect(cards.every((c) => !c.includes('disabled'))).toBe(true);
    expect(cards.every((c) => c.includes('aria-pressed="false"'))).toBe(true);
    // Ready waits for a card.
    expect(html).toMatch(/<button[^>]*data-testid="vote-ready"[^>]* disabled=""/);
    expect(html).toContain('Pick your card');
    expect(html).toMatch(SCREEN_CODE_PLACE('Screen '));
    // Its ids cannot meet the join form's.
    expect(html).not.toMatch(/id=":R/);
  });

  it("a joined phone's page in the phone's language", async () => {
    const html = await prerenderJoinedPage('fr');
    expect(html).not.toContain('Pick your card');
    expect(html.match(/<button[^>]*data-testid="vote-card"[^>]*>/g)).toHaveLength(14);
  });
});

describe('the look of a card tapped in the joined grid', () => {
  it("is the page's chosen card: its colours, shadow and lift, for a pressed card only", () => {
    const css = joinedGridStyle();
    expect(css).toMatch(/^#boot-vote-joined button\[data-value\]\[aria-pressed="true"\]\{/);
    expect(css).toContain('background:#4338ca');
    expect(css).toContain('border-color:#4338ca');
    expect(css).toContain('color:#ffffff');
    expect(css).toContain('transform:translateY(-3px)');
  });
});
