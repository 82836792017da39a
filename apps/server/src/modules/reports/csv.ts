/** The byte-order mark that makes Excel read a CSV as UTF-8 (₹, Tamil names). */
export const UTF8_BOM = '\uFEFF';

/**
 * One cell: a text a spreadsheet would run as a formula (=, +, -, @, and tab or carriage return
 * before them) gets a leading apostrophe (OWASP's CSV injection advice), unless it is a plain number
 * such as -12.50; quotes, commas and line breaks are quoted. Numbers go out as they are.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const formula = /^[=+\-@\t\r]/.test(value) && !/^-\d+(\.\d+)?$/.test(value);
  const text = formula ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV file: BOM, a header row, then the rows; CRLF line ends (RFC 4180). */
export function toCsv(header: string[], rows: (string | number)[][]): Buffer {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return Buffer.from(UTF8_BOM + lines.join('\r\n') + '\r\n', 'utf8');
}

/** A rupee amount of the API (whole paise) as the CSV writes it: '1234.50'. */
export const amountText = (rupees: number) => rupees.toFixed(2);
