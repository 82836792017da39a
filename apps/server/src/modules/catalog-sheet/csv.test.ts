import { describe, expect, it } from 'vitest';
import { csvField, looksLikeFormula, parseCsv } from './csv';

describe('CSV (RFC 4180)', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF', () => {
    const text = 'a,b,c\r\n"x, y","say ""hi""","two\nlines"\n1,,3\n\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['x, y', 'say "hi"', 'two\nlines'] },
      { line: 4, cells: ['1', '', '3'] },
    ]);
  });

  it('reports an unclosed quote on the record it started, without throwing', () => {
    const records = parseCsv('a,b\n"open,2\n3,4\n');
    expect(records[1]).toMatchObject({ line: 2, unclosedQuote: true });
  });

  it('writes fields back that read the same', () => {
    const values = ['plain', 'with, comma', 'with "quote"', 'line\nbreak', ''];
    const line = values.map((v) => csvField(v)).join(',');
    expect(parseCsv(line)[0]!.cells).toEqual(values);
  });

  it('escapes cells a spreadsheet would run as formulas', () => {
    for (const v of ['=HYPERLINK("http://x","y")', '+1', '-2', '@SUM(A1)', '\tx'])
      expect(csvField(v).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvField(-2, { text: false })).toBe('-2');
    expect(looksLikeFormula('Kanchipuram')).toBe(false);
  });
});
