/**
 * Atlassian Document Format (Jira Cloud's v3 descriptions) as plain text for the
 * backlog: paragraphs and headings apart by a blank line, list items on their own lines
 * ("- ", "1. ", "[ ] "), code blocks as they are, a table's cells joined by " | ", and
 * inline nodes (mentions, emoji, dates, status, links to pages) as the words they show.
 * An unknown node gives its children's text, so a new node type loses no words.
 */

/** An ADF node as the API returns it; only what the text needs is read. */
interface AdfNode {
  type?: unknown;
  text?: unknown;
  attrs?: Record<string, unknown>;
  content?: unknown;
}

const isNode = (value: unknown): value is AdfNode => typeof value === 'object' && value !== null;

const childrenOf = (node: AdfNode): AdfNode[] =>
  Array.isArray(node.content) ? node.content.filter(isNode) : [];

const attr = (node: AdfNode, name: string): string => {
  const value = node.attrs?.[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** Nodes whose text stands as a block of its own. */
const BLOCKS = new Set([
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'taskList',
  'decisionList',
  'codeBlock',
  'blockquote',
  'panel',
  'table',
  'rule',
  'mediaSingle',
  'mediaGroup',
  'expand',
  'nestedExpand',
  'blockCard',
  'embedCard',
]);

/** The text of inline content (a paragraph's, a heading's, a cell's). */
function inline(nodes: readonly AdfNode[]): string {
  return nodes.map(inlineNode).join('');
}

function inlineNode(node: AdfNode): string {
  switch (node.type) {
    case 'text':
      return typeof node.text === 'string' ? node.text : '';
    case 'hardBreak':
      return '\n';
    case 'mention':
      return attr(node, 'text') || '@someone';
    case 'emoji':
      return attr(node, 'text') || attr(node, 'shortName');
    case 'date': {
      const at = Number(attr(node, 'timestamp'));
      return Number.isFinite(at) && at > 0 ? new Date(at).toISOString().slice(0, 10) : '';
    }
    case 'status':
      return attr(node, 'text');
    case 'inlineCard':
      return attr(node, 'url');
    default:
      return BLOCKS.has(node.type as string) ? block(node) : inline(childrenOf(node));
  }
}

/** Each line of `text` after the first indented by `pad`. */
const indent = (text: string, pad: string) => text.split('\n').join(`\n${pad}`);

function listItems(node: AdfNode, marker: (index: number, item: AdfNode) => string): string {
  return childrenOf(node)
    .map((item, index) => {
      const mark = marker(index, item);
      const body = blocks(childrenOf(item), '\n');
      return `${mark}${indent(body, ' '.repeat(mark.length))}`;
    })
    .join('\n');
}

function table(node: AdfNode): string {
  return childrenOf(node)
    .map((row) =>
      childrenOf(row)
        .map((cell) => blocks(childrenOf(cell), ' ').replace(/\n/g, ' '))
        .join(' | '),
    )
    .join('\n');
}

/** The text of one block node. */
function block(node: AdfNode): string {
  switch (node.type) {
    case 'paragraph':
    case 'heading':
      return inline(childrenOf(node));
    case 'bulletList':
      return listItems(node, () => '- ');
    case 'orderedList': {
      const start = Number(attr(node, 'order')) || 1;
      return listItems(node, (index) => `${start + index}. `);
    }
    case 'taskList':
      return listItems(node, (_, item) => (attr(item, 'state') === 'DONE' ? '[x] ' : '[ ] '));
    case 'decisionList':
      return listItems(node, () => '- ');
    case 'codeBlock':
      return inline(childrenOf(node));
    case 'blockquote':
      return blocks(childrenOf(node), '\n\n')
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 'table':
      return table(node);
    case 'rule':
      return '---';
    case 'expand':
    case 'nestedExpand': {
      const title = attr(node, 'title');
      const body = blocks(childrenOf(node), '\n\n');
      return title ? `${title}\n${body}` : body;
    }
    case 'blockCard':
    case 'embedCard':
      return attr(node, 'url');
    case 'mediaSingle':
    case 'mediaGroup':
      // Attachments have no text; the link shows them.
      return '';
    default:
      return blocks(childrenOf(node), '\n\n');
  }
}

/** Block nodes' texts joined by `separator`, the empty ones left out. */
function blocks(nodes: readonly AdfNode[], separator: string): string {
  const parts: string[] = [];
  let run: AdfNode[] = [];
  const flush = () => {
    if (run.length > 0) parts.push(inline(run));
    run = [];
  };
  for (const node of nodes) {
    if (BLOCKS.has(node.type as string) || node.type === 'listItem' || node.type === 'taskItem') {
      flush();
      parts.push(block(node));
    } else {
      run.push(node);
    }
  }
  flush();
  return parts.filter((part) => part.trim() !== '').join(separator);
}

/**
 * The plain text of an ADF document (or null, or a string from a v2 API). Lines keep
 * their own spaces; runs of blank lines become one.
 */
export function adfToText(document: unknown): string {
  if (typeof document === 'string') return document.trim();
  if (!isNode(document)) return '';
  const text = document.type === 'doc' ? blocks(childrenOf(document), '\n\n') : block(document);
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
