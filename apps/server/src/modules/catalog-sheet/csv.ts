// A small RFC 4180 reader and writer: comma-separated, fields in double quotes may hold commas, quotes
// (doubled) and line breaks; lines end with CRLF or LF. Nothing here throws on bad input: the reader
// reports an unclosed quote as a problem of the record it started in.

export interface CsvRecord {
  /** The file line the record starts on (1-based). */
  line: number;
  cells: string[];
  /** A quote left open (the record ran to the end of the file). */
  unclosedQuote?: boolean;
}

export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let startLine = 1;
  let i = 0;
  const n = text.length;
  const endRecord = () => {
    cells.push(cell);
    // A blank line is no record.
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: startLine, cells });
    cells = [];
    cell = '';
  };
  while (i < n) {
    const ch = text[i]!;
    if (ch === '"' && cell === '') {
      // A quoted field: up to the closing quote (a doubled quote is one quote).
      let j = i + 1;
      let value = '';
      let closed = false;
      while (j < n) {
        const q = text.indexOf('"', j);
        if (q < 0) {
          value += text.slice(j);
          j = n;
          break;
        }
        value += text.slice(j, q);
        if (text[q + 1] === '"') {
          value += '"';
          j = q + 2;
        } else {
          j = q + 1;
          closed = true;
          break;
        }
      }
      for (const c of value) if (c === '\n') line++;
      if (!closed) {
        cells.push(value);
        records.push({ line: startLine, cells, unclosedQuote: true });
        return records;
      }
      cell = value;
      i = j;
      // Text after the closing quote (`"a"b`) is kept, as spreadsheets do.
      continue;
    }
    if (ch === ',') {
      cells.push(cell);
      cell = '';
      i++;
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      startLine = line;
    } else {
      // Plain text up to the next comma or line end.
      let j = i;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (c === 44 || c === 10 || c === 13) break;
        j++;
      }
      cell += text.slice(i, j);
      i = j;
    }
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

/**
 * A cell a spreadsheet would run as a formula (OWASP "CSV injection"): one starting with = + - @, a tab
 * or a carriage return.
 */
export const looksLikeFormula = (value: string) => /^[=+\-@\t\r]/.test(value);

/**
 * One CSV field. A text that a spreadsheet would take for a formula gets a leading apostrophe (shown
 * as text, and taken off again by the import); a field with a comma, quote or line break is quoted.
 */
export function csvField(value: string | number | null | undefined, { text = true } = {}): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (text && looksLikeFormula(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (fields: string[]) => `${fields.join(',')}\r\n`;
