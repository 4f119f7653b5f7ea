import { describe, expect, it } from 'vitest';
import {
  csvCell,
  csvFile,
  defuseFormulas,
  markdownCell,
  markdownTable,
} from '../../../renderer/domain/export-cells';
import { parseCsv } from '../../support/csv';

describe('csvCell: safe to open in a spreadsheet', () => {
  it.each<[string, string]>([
    ['plain', 'plain'],
    ['', ''],
    ['=1+1', "'=1+1"],
    ['+SUM(A1)', "'+SUM(A1)"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tlead tab', `"'\tlead tab"`],
    ['\rlead CR', `"'\rlead CR"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['a,b', '"a,b"'],
    ['a;b', '"a;b"'],
    ['a\tb', '"a\tb"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\ronly', '"cr\ronly"'],
    ['1-2 in the middle is fine', '1-2 in the middle is fine'],
    ['<script>alert(1)</script>', '<script>alert(1)</script>'],
    // A spreadsheet splitting at another list separator sees a new cell there.
    ['a;=cmd()', `"a;'=cmd()"`],
    ['a,+1', `"a,'+1"`],
    ['a; -1', `"a; '-1"`],
    ['a,"@x', `"a,""'@x"`],
    ['a\t@x', `"a\t'@x"`],
    ['a\n=1', `"a\n'=1"`],
    ['a\r\n\t=1', `"a\r\n\t'=1"`],
    ['a;b=1', '"a;b=1"'],
    ['Ann: 5; Bob: 8', '"Ann: 5; Bob: 8"'],
    ['=a;=b', `"'=a;'=b"`],
  ])('%j → %j', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });
});

describe('defuseFormulas', () => {
  it.each<[string, string]>([
    ['x', 'x'],
    ['=x', "'=x"],
    ['a;=x', "a;'=x"],
    ['a=x', 'a=x'],
    ['a; =x', "a; '=x"],
    ['a;  "=x', `a;  "'=x`],
    ['a;x=y', 'a;x=y'],
  ])('%j → %j', (text, out) => {
    expect(defuseFormulas(text)).toBe(out);
  });
});

describe('csvFile', () => {
  it('starts with a byte order mark; every row ends with CRLF', () => {
    expect(
      csvFile([
        ['a', 'b'],
        ['1', '=2'],
      ]),
    ).toBe("\uFEFFa,b\r\n1,'=2\r\n");
    expect(csvFile([])).toBe('\uFEFF');
  });

  it('reads back to the same cells, defused', () => {
    const rows = [['x, "y"', 'two\nlines', '@me; =evil']];
    expect(parseCsv(csvFile(rows))).toEqual([['x, "y"', 'two\nlines', "'@me; '=evil"]]);
  });
});

describe('markdownCell', () => {
  it.each<[string, string]>([
    ['a | b', 'a \\| b'],
    ['<b>bold</b>', '\\<b\\>bold\\</b\\>'],
    ['[link](http://x)', '\\[link\\](http\\://x)'],
    ['*_`~', '\\*\\_\\`\\~'],
    ['#1 !img', '\\#1 \\!img'],
    ['back\\slash', 'back\\\\slash'],
    ['two\nlines', 'two lines'],
    ['PROJ-1\r\nLogin\n\npage', 'PROJ-1 Login page'],
    ['plain 3.5', 'plain 3.5'],
    // Mentions, addresses and bare links stay text.
    ['ask @alice', 'ask \\@alice'],
    ['mail a@b.com', 'mail a\\@b.com'],
    ['see https://evil.example/x', 'see https\\://evil.example/x'],
    ['see HTTP://x', 'see HTTP\\://x'],
    ['go to www.example.com', 'go to www\\.example.com'],
    ['WWW.EXAMPLE.COM', 'WWW\\.EXAMPLE.COM'],
    ['Ann: 5', 'Ann: 5'],
    ['a:/b', 'a:/b'],
    ['ww.x', 'ww.x'],
    ['end.', 'end.'],
    // Entities show as typed: none turns into an @, a : or markup.
    ['R&D', 'R&amp;D'],
    ['&commat;alice', '&amp;commat;alice'],
    ['http&colon;//evil.example', 'http&amp;colon;//evil.example'],
    ['&#64;bob &#x3a;', '&amp;\\#64;bob &amp;\\#x3a;'],
    ['&lt;b&gt;', '&amp;lt;b&amp;gt;'],
  ])('%j → %j', (text, cell) => {
    expect(markdownCell(text)).toBe(cell);
  });
});

describe('markdownTable', () => {
  it('has a header, a separator line and one line per row', () => {
    expect(markdownTable(['A', 'B'], [['1', 'x|y']])).toBe(
      '| A | B |\n| --- | --- |\n| 1 | x\\|y |\n',
    );
    expect(markdownTable(['A'], [])).toBe('| A |\n| --- |\n');
  });
});
