/**
 * Avatars generated locally from the user name (docs/product.md, Avatars): no
 * network service, the same name always gives the same initials and colours.
 */

/** Avatar size in pixels. */
export const AVATAR_SIZE = 150;

/** What a generated avatar shows. */
export interface Avatar {
  /** Up to two characters (grapheme clusters): first and last word; '?' for a blank name. */
  initials: string;
  /** Background colour, `#rrggbb`, picked from the name's hash. */
  background: string;
  /** Text colour, `#ffffff`; backgrounds are dark enough for a 4.5:1 contrast. */
  foreground: string;
}

const SATURATION = 0.55;
/** Low enough that white text has at least 4.5:1 contrast on every hue. */
const LIGHTNESS = 0.3;

/** One grapheme segmenter for the page, built on first need (costly to build on a phone). */
let segmenter: Intl.Segmenter | null | undefined;

/**
 * The first user-perceived character of a word (emoji with modifiers stay whole). An
 * ASCII character followed by another ASCII character (or by nothing) is a whole one:
 * only non-ASCII marks and joiners extend a character, and a word has no CR LF. Most
 * names take that path, so the wall's twenty avatars and the phone's first paint do
 * not build a segmenter at all (a new Intl.Segmenter per name cost ~70 ms of a slow
 * phone's start).
 */
function firstGrapheme(word: string): string {
  if (word.charCodeAt(0) < 0x80 && (word.length === 1 || word.charCodeAt(1) < 0x80)) {
    return word.charAt(0);
  }
  // Grapheme is a segmenter's default granularity.
  segmenter ??= typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter() : null;
  // Without one (an older browser), the first code point: an emoji is not split in half.
  if (!segmenter) return String.fromCodePoint(word.codePointAt(0) as number);
  const [first] = segmenter.segment(word);
  return (first as Intl.SegmentData).segment;
}

/** FNV-1a over UTF-16 code units: small, fast, stable across browsers and Node. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** `#rrggbb` from HSL in [0, 360) × [0, 1] × [0, 1]. */
export function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number): string => {
    const k = (n + h / 30) % 12;
    const v = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Initials: first grapheme of the first word and of the last word, upper-cased. */
export function initialsOf(name: string): string {
  const words = name.match(/\S+/gu) ?? [];
  if (words.length === 0) return '?';
  const first = firstGrapheme(words[0] as string);
  const last = words.length > 1 ? firstGrapheme(words[words.length - 1] as string) : '';
  return (first + last).toLocaleUpperCase();
}

/** The avatar for a user name, deterministic: hash of the trimmed name → hue. */
export function avatarFor(name: string): Avatar {
  const trimmed = name.trim();
  return {
    initials: initialsOf(trimmed),
    background: hslToHex(hash(trimmed) % 360, SATURATION, LIGHTNESS),
    foreground: '#ffffff',
  };
}

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The avatar as a standalone SVG document (initials on a coloured square). The initials
 * are XML-escaped, so a hostile name cannot add markup.
 */
export function avatarSvg(name: string, size: number = AVATAR_SIZE): string {
  const { initials, background, foreground } = avatarFor(name);
  const s = Number.isFinite(size) && size > 0 ? Math.round(size) : AVATAR_SIZE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">` +
    `<rect width="100%" height="100%" fill="${background}"/>` +
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" fill="${foreground}" ` +
    `font-family="sans-serif" font-size="${Math.round(s * 0.4)}">${escapeXml(initials)}</text></svg>`
  );
}

/** {@link avatarSvg} as a `data:` URL for an `<img src>`. */
export function avatarDataUrl(name: string, size: number = AVATAR_SIZE): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(avatarSvg(name, size))}`;
}
