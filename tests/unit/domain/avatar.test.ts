import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AVATAR_SIZE,
  avatarDataUrl,
  avatarFor,
  avatarSvg,
  escapeXml,
  hslToHex,
  initialsOf,
} from '../../../renderer/domain/avatar';

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('initialsOf', () => {
  it.each([
    ['Ann', 'A'],
    ['ann lee', 'AL'],
    ['Mary Ann Lee', 'ML'],
    ['  bob   ', 'B'],
    ['', '?'],
    ['   ', '?'],
    ['محمد علي', 'مع'],
    ['👩‍💻 Dev', '👩‍💻D'],
    ['👍🏽', '👍🏽'],
    ['élodie', 'É'],
    // An ASCII letter or digit that a following mark extends stays one character.
    ['e\u0301lodie lee', 'E\u0301L'],
    ['1\uFE0F\u20E3 go', '1\uFE0F\u20E3G'],
    ['x', 'X'],
    ['<script>alert(1)</script>', '<'],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('avatarFor', () => {
  it('is deterministic and ignores surrounding spaces', () => {
    expect(avatarFor('Ann Lee')).toEqual(avatarFor('  Ann Lee '));
  });

  it('gives different names different colours', () => {
    const colours = new Set(
      ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'].map((n) => avatarFor(n).background),
    );
    expect(colours.size).toBeGreaterThan(3);
  });

  it.each(['Ann', 'Bob', '', '😀', 'محمد', 'x'.repeat(10_000)])(
    'has readable colours for %j',
    (name) => {
      const { background, foreground } = avatarFor(name);
      expect(background).toMatch(/^#[0-9a-f]{6}$/);
      expect(foreground).toBe('#ffffff');
    },
  );

  it('keeps white text at 4.5:1 contrast on every hue', () => {
    for (let h = 0; h < 360; h += 1) {
      const contrast = 1.05 / (luminance(hslToHex(h, 0.55, 0.3)) + 0.05);
      expect(contrast).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('hslToHex', () => {
  it.each([
    [0, 1, 0.5, '#ff0000'],
    [120, 1, 0.5, '#00ff00'],
    [240, 1, 0.5, '#0000ff'],
    [0, 0, 0, '#000000'],
    [0, 0, 1, '#ffffff'],
  ])('hsl(%i, %s, %s) → %s', (h, s, l, hex) => {
    expect(hslToHex(h, s, l)).toBe(hex);
  });
});

describe('avatarSvg', () => {
  it('is the spec size by default', () => {
    expect(AVATAR_SIZE).toBe(150);
    expect(avatarSvg('Ann')).toContain('width="150" height="150"');
  });

  it.each([
    ['<script>alert(1)</script>', '&#60;'],
    ['& co', '&#38;C'],
    ['"quoted name', '&#34;N'],
    ['<a <b', '&#60;&#60;'],
    ["'single", '&#39;'],
    ['> x', '&#62;X'],
  ])('escapes the hostile name %j', (name, escaped) => {
    const svg = avatarSvg(name);
    const text = /<text[^>]*>([^<]*)<\/text>/.exec(svg)?.[1];
    expect(text).toBe(escaped);
    // Only the five tags of the template open with '<'.
    expect(svg.match(/</g)).toHaveLength(5);
    expect(svg).not.toContain('script');
  });

  it('is a data: URL with nothing unescaped', () => {
    const url = avatarDataUrl('<b>"Ann"</b>');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(url).not.toMatch(/[<>"' ]/);
    expect(decodeURIComponent(url.split(',')[1] ?? '')).toBe(avatarSvg('<b>"Ann"</b>'));
  });
});

describe('escapeXml', () => {
  it.each([
    ['a&b', 'a&#38;b'],
    ['<>', '&#60;&#62;'],
    ['plain', 'plain'],
  ])('%j → %j', (text, escaped) => {
    expect(escapeXml(text)).toBe(escaped);
  });
});

describe('avatars: the same on every device and browser', () => {
  it('a name has the same colour on every device and release', () => {
    expect(avatarFor('Ann').background).toBe('#22775b');
    expect(avatarFor('Bob Lee').background).toBe('#527722');
  });

  it.each([
    [300, 1, 0.5, '#ff00ff'],
    [60, 1, 0.75, '#ffff80'],
    [200, 0.5, 0.9, '#d9eaf2'],
  ])('light and magenta colours convert exactly: hsl(%i, %s, %s) → %s', (h, s, l, hex) => {
    expect(hslToHex(h, s, l)).toBe(hex);
  });

  it.each([0, -20, Number.NaN, Number.POSITIVE_INFINITY])(
    'an unusable size %s gives the spec size',
    (size) => {
      expect(avatarSvg('Ann', size)).toContain('width="150" height="150"');
    },
  );

  it('the initials take 40 % of the avatar', () => {
    expect(avatarSvg('Ann')).toContain('font-size="60"');
    expect(avatarSvg('Ann', 50)).toContain('font-size="20"');
  });
});

describe('avatars in a browser without Intl.Segmenter', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  async function freshInitialsOf(): Promise<typeof initialsOf> {
    vi.resetModules();
    return (await import('../../../renderer/domain/avatar')).initialsOf;
  }

  it('still shows initials, an emoji whole', async () => {
    const { Segmenter: _ignored, ...rest } = Intl as typeof Intl & { Segmenter?: unknown };
    vi.stubGlobal('Intl', rest);
    const initials = await freshInitialsOf();
    expect(initials('😀 élodie')).toBe('😀É');
  });

  it('still shows initials with no Intl at all', async () => {
    vi.stubGlobal('Intl', undefined);
    const initials = await freshInitialsOf();
    expect(initials('Zoë Åsa')).toBe('ZÅ');
  });
});
