/** Azure DevOps' HTML descriptions as the backlog's plain text, without a DOM. */
import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../../shared/trackers/azure/html';

describe('htmlToText', () => {
  it.each([
    ['<div>one</div><div>two</div>', 'one\ntwo'],
    ['<p>first</p><p>second</p>', 'first\nsecond'],
    ['line<br>next<br/>last', 'line\nnext\nlast'],
    ['<div>a</div><div><br></div><div>b</div>', 'a\n\nb'],
    ['<ul><li>Visa</li><li><p>Amex</p></li></ul>', '- Visa\n- Amex'],
    ['<ol><li>first</li><li>second</li></ol>', '- first\n- second'],
    ['<table><tr><th>a</th><th>b</th></tr><tr><td>1</td><td>2</td></tr></table>', 'a | b\n1 | 2'],
    ['<b>bold</b> and <a href="https://x.example">a link</a>', 'bold and a link'],
    ['source\n  line  breaks', 'source line breaks'],
  ])('%j reads %j', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it('decodes entities, named, decimal and hex, and leaves unknown ones as written', () => {
    expect(
      htmlToText('&amp; &lt;b&gt; &quot;q&quot; &#39;s &#x1F600; &nbsp;x &frac12; &bogus;'),
    ).toBe('& <b> "q" \'s 😀 x ½ &bogus;');
  });

  it('an entity that decodes to a tag stays text: nothing is ever turned into markup', () => {
    expect(htmlToText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
  });

  it('drops scripts, styles and comments with what they hold', () => {
    expect(
      htmlToText('<style>p{color:red}</style><script>alert(1)</script><!-- note -->Story'),
    ).toBe('Story');
  });

  it('a lone "<" is text, and a code point that is no character is replaced', () => {
    expect(htmlToText('1 < 2 and &#0; &#xD800; &#x110000;')).toBe('1 < 2 and \uFFFD \uFFFD \uFFFD');
  });

  it('no description is empty text', () => {
    expect(htmlToText(undefined)).toBe('');
    expect(htmlToText(null)).toBe('');
    expect(htmlToText('')).toBe('');
  });
});
