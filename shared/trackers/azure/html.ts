/**
 * Azure DevOps' HTML descriptions as plain text for the backlog, without a DOM (the
 * connector runs in Node, Electron's main process and a browser alike): block tags
 * (<p>, <div>, headings, <br>, <li>, table rows) become line breaks, list items start
 * with "- ", every other tag is dropped with its attributes, <script>/<style> with
 * their content, and entities (named, decimal, hex) are decoded last, so a decoded
 * "&lt;b&gt;" stays text and never becomes a tag. Nothing is ever rendered as HTML.
 */

/** The named entities descriptions use; any other stays as written. */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  times: '×',
  euro: '€',
  frac12: '½',
};

function decodeEntities(text: string): string {
  return text.replace(
    /&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z][a-z0-9]{1,31});/gi,
    (whole, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        // Nothing outside Unicode, no NUL and no lone surrogate.
        const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
        return valid ? String.fromCodePoint(code) : '\uFFFD';
      }
      return NAMED[name.toLowerCase()] ?? whole;
    },
  );
}

/** Tags whose start or end breaks the line. */
const BLOCK = /^(p|div|h[1-6]|ul|ol|li|tr|table|blockquote|pre|section|article|header|footer)$/;

/** Marks a table cell's start until the lines are known (then " | " between cells). */
const CELL = '\u0001';
/** Marks a block's edge: edges in a row make one line break (a <br> makes its own). */
const EDGE = '\u0002';

/** The plain text of an HTML fragment (or null). Lines keep their words; blank runs shrink. */
export function htmlToText(html: unknown): string {
  if (typeof html !== 'string') return '';
  const text = html
    .replace(new RegExp(`[${CELL}${EDGE}]`, 'g'), '')
    // Comments, and what scripts and styles hold, are no words of the story.
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi, '')
    // Source line breaks are only spacing in HTML.
    .replace(/\s*\n\s*/g, ' ')
    .replace(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi, (_, end: string, tag: string) => {
      const name = tag.toLowerCase();
      if (name === 'br') return '\n';
      if (name === 'li' && !end) return `${EDGE}- `;
      if (name === 'td' || name === 'th') return end ? '' : CELL;
      return BLOCK.test(name) ? EDGE : '';
    })
    .replace(new RegExp(`[ \\t]*(${EDGE}[ \\t]*)+`, 'g'), '\n');
  return (
    decodeEntities(text)
      .replace(/\u00a0/g, ' ')
      .split('\n')
      .map((line) =>
        line
          .replace(/[ \t]+/g, ' ')
          .trim()
          .replace(new RegExp(`^${CELL}\\s*`), '')
          .replace(new RegExp(`\\s*${CELL}\\s*`, 'g'), ' | '),
      )
      .join('\n')
      // A list item whose words sit in a paragraph: the words on the item's line.
      .replace(/^-\n+(?=\S)/gm, '- ')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
