import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV cells', () => {
  it('escapes what a spreadsheet would run as a formula, and nothing else', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+91 98430')).toBe("'+91 98430");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('Silk, Kanchipuram')).toBe('"Silk, Kanchipuram"');
    expect(csvCell('காஞ்சிப் பட்டு')).toBe('காஞ்சிப் பட்டு');
    expect(csvCell(5)).toBe('5');
  });

  it('writes the BOM, a header and CRLF lines', () => {
    const bytes = toCsv(['a', 'b'], [['x', 1]]);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toBe('\uFEFFa,b\r\nx,1\r\n');
  });
});
