import { describe, expect, it } from 'vitest';
import { detectSeparator, readCsv, stripBom } from '../../../renderer/domain/csv';

describe('stripBom', () => {
  it.each<[string, string]>([
    ['\uFEFFa,b', 'a,b'],
    ['a,b', 'a,b'],
    ['a\uFEFF', 'a\uFEFF'],
    ['', ''],
  ])('%j → %j', (text, out) => {
    expect(stripBom(text)).toBe(out);
  });
});

describe('detectSeparator', () => {
  it.each<[string, string]>([
    ['a,b,c', ','],
    ['a;b;c', ';'],
    ['a\tb\tc', '\t'],
    ['', ','],
    ['title', ','],
    ['a;b,c', ','],
    ['a;b;c,d', ';'],
    ['a\tb\tc;d', '\t'],
    ['a\tb;c;d', ';'],
    ['a\tb;c', ';'],
    ['a\tb,c', ','],
    ['a;b\tc\td', '\t'],
    // Separators inside quotes do not count.
    ['"a;b;c",d', ','],
    ['"a,b,c";d', ';'],
    // Only the first line counts.
    ['a,b\nc;d;e;f', ','],
    ['a;b\rc,d,e,f', ';'],
    ['"x\ny;z;w",a', ','],
    // Excel's sep= line names it.
    ['sep=;\na,b,c', ';'],
    ['sep=\t\r\na,b', '\t'],
    ['sep=,\na;b;c', ','],
    ['sep=;', ';'],
    ['x sep=;,,\na', ','],
    ['sep=;x,,\na', ','],
  ])('%j → %j', (text, separator) => {
    expect(detectSeparator(text)).toBe(separator);
  });
});

describe('readCsv', () => {
  const rows = (text: string) => {
    const read = readCsv(text);
    if (!read.ok) throw new Error(`quote open from row ${read.unclosedQuoteRow}`);
    return read.rows;
  };

  it.each<[string, string, string[][]]>([
    [
      'plain cells',
      'a,b,c\n1,2,3',
      [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    ],
    [
      'CRLF lines',
      'a,b\r\n1,2\r\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'CR lines',
      'a,b\r1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['a final line break adds no row', 'a\n', [['a']]],
    ['an empty line is a row of one empty cell', 'a\n\nb', [['a'], [''], ['b']]],
    ['empty cells', ',a,,', [['', 'a', '', '']]],
    ['a quoted comma', '"a,b",c', [['a,b', 'c']]],
    ['a doubled quote', '"say ""hi""",x', [['say "hi"', 'x']]],
    ['only a doubled quote', '""""', [['"']]],
    ['an empty quoted cell', '"",x', [['', 'x']]],
    [
      'a line break inside quotes',
      '"line 1\nline 2",x\ny,z',
      [
        ['line 1\nline 2', 'x'],
        ['y', 'z'],
      ],
    ],
    ['a CRLF inside quotes', '"1\r\n2"', [['1\r\n2']]],
    ['a byte order mark', '\uFEFFIssue key,Summary', [['Issue key', 'Summary']]],
    [
      'semicolons',
      'a;b;c\n"1;2";3;4',
      [
        ['a', 'b', 'c'],
        ['1;2', '3', '4'],
      ],
    ],
    [
      'commas inside a semicolon file',
      'a;b\n1,5;2',
      [
        ['a', 'b'],
        ['1,5', '2'],
      ],
    ],
    [
      'tabs',
      'a\tb\n1\t2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ["Excel's sep= line", 'sep=;\r\na;b', [['a', 'b']]],
    ["Excel's sep= line alone", 'sep=;', []],
    ['a BOM and a sep= line', '\uFEFFsep=;\na;b', [['a', 'b']]],
    ['text after a closing quote', '"a"b,c', [['ab', 'c']]],
    ['a quote inside a cell', 'a"b",c', [['ab', 'c']]],
    ['nothing', '', []],
    ['a sep= line that is not the first', 'a\nsep=;', [['a'], ['sep=;']]],
  ])('%s', (_, text, expected) => {
    expect(rows(text)).toEqual(expected);
  });

  it('takes the separator it is given over the one it would detect', () => {
    expect(readCsv('a;b,c', ';')).toEqual({ ok: true, rows: [['a', 'b,c']], separator: ';' });
    expect(readCsv('a;b;c')).toEqual({ ok: true, rows: [['a', 'b', 'c']], separator: ';' });
    expect(readCsv('\uFEFFa;b;c,d')).toEqual({
      ok: true,
      rows: [['a', 'b', 'c,d']],
      separator: ';',
    });
  });

  it.each<[string, number]>([
    ['"never closed', 1],
    ['a,b\nc,"d\ne,f', 2],
    ['a\n"b"\n"c\n', 3],
    ['"a""', 1],
  ])('refuses %j: a quote opened in row %s is never closed', (text, row) => {
    expect(readCsv(text)).toEqual({ ok: false, unclosedQuoteRow: row });
  });
});
