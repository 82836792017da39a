/**
 * Code 128 (set B), the barcode couriers scan on an AWB. Each symbol is six bar/space widths in
 * modules (bar first) summing to 11; the stop symbol has seven summing to 13 (ISO/IEC 15417).
 */
// prettier-ignore
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];
const START_B = 104;
const STOP = 106;

/** The symbol values of `text` in set B: start, data, checksum (mod 103), stop. Printable ASCII only. */
export function code128Values(text: string): number[] {
  if (text.length === 0) throw new RangeError('Code 128: nothing to encode');
  const data = [...text].map((ch) => {
    const code = ch.charCodeAt(0);
    if (code < 32 || code > 126) throw new RangeError(`Code 128 set B cannot encode ${JSON.stringify(ch)}`);
    return code - 32;
  });
  const checksum = data.reduce((sum, value, i) => sum + value * (i + 1), START_B) % 103;
  return [START_B, ...data, checksum, STOP];
}

/** The bar and space widths (in modules, bar first) of `text`'s barcode, without quiet zones. */
export function code128Widths(text: string): number[] {
  return code128Values(text).flatMap((value) => [...PATTERNS[value]!].map(Number));
}

/** Reads widths back into text (for tests: proves the bars say what was printed). */
export function decodeCode128(widths: number[]): string {
  const symbols: number[] = [];
  let i = 0;
  while (i < widths.length) {
    const size = widths.length - i === 7 ? 7 : 6;
    const value = PATTERNS.indexOf(widths.slice(i, i + size).join(''));
    if (value < 0) throw new Error(`not a Code 128 symbol at element ${i}`);
    symbols.push(value);
    i += size;
  }
  const [start, ...rest] = symbols;
  const stop = rest.pop();
  const checksum = rest.pop();
  if (start !== START_B || stop !== STOP) throw new Error('not a Code 128 set B barcode');
  const expected = rest.reduce((sum, value, k) => sum + value * (k + 1), START_B) % 103;
  if (checksum !== expected) throw new Error('Code 128 checksum does not match');
  return String.fromCharCode(...rest.map((v) => v + 32));
}
