/** ADF to plain text: what a Jira Cloud description looks like in the backlog. */
import { describe, expect, it } from 'vitest';
import { adfToText } from '../../../shared/trackers/jira/adf';
import { RICH_ADF, RICH_ADF_TEXT } from '../../support/jira-stand-in-data';

const doc = (...content: unknown[]) => ({ type: 'doc', version: 1, content });
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const t = (text: string) => ({ type: 'text', text });

describe('adfToText', () => {
  it('keeps headings, paragraphs, mentions, hard breaks, nested lists, code and tables', () => {
    expect(adfToText(RICH_ADF)).toBe(RICH_ADF_TEXT);
  });

  it('numbers an ordered list from its order, ticks tasks, quotes and rules', () => {
    expect(
      adfToText(
        doc(
          {
            type: 'orderedList',
            attrs: { order: 3 },
            content: [
              { type: 'listItem', content: [p(t('third'))] },
              { type: 'listItem', content: [p(t('fourth'))] },
            ],
          },
          {
            type: 'taskList',
            content: [
              { type: 'taskItem', attrs: { state: 'DONE' }, content: [t('done')] },
              { type: 'taskItem', attrs: { state: 'TODO' }, content: [t('to do')] },
            ],
          },
          { type: 'blockquote', content: [p(t('quoted'))] },
          { type: 'rule' },
        ),
      ),
    ).toBe('3. third\n4. fourth\n\n[x] done\n[ ] to do\n\n> quoted\n\n---');
  });

  it('gives inline nodes as the words they show, and skips attachments', () => {
    expect(
      adfToText(
        doc(
          p(
            { type: 'emoji', attrs: { shortName: ':smile:', text: '😄' } },
            t(' due '),
            { type: 'date', attrs: { timestamp: '1764374400000' } },
            t(' '),
            { type: 'status', attrs: { text: 'IN REVIEW', color: 'blue' } },
            t(' see '),
            { type: 'inlineCard', attrs: { url: 'https://acme.atlassian.net/browse/PAY-1' } },
          ),
          { type: 'mediaSingle', content: [{ type: 'media', attrs: { id: 'x', type: 'file' } }] },
          { type: 'expand', attrs: { title: 'Details' }, content: [p(t('hidden'))] },
        ),
      ),
    ).toBe(
      '😄 due 2025-11-29 IN REVIEW see https://acme.atlassian.net/browse/PAY-1\n\nDetails\nhidden',
    );
  });

  it('keeps the words of a node type it does not know', () => {
    expect(adfToText(doc({ type: 'futurePanel', content: [p(t('still here'))] }))).toBe(
      'still here',
    );
  });

  it('answers empty text for no description, and a v2 string as given', () => {
    expect(adfToText(null)).toBe('');
    expect(adfToText(undefined)).toBe('');
    expect(adfToText(doc())).toBe('');
    expect(adfToText('  h2. Goal\n* one  ')).toBe('h2. Goal\n* one');
  });
});
