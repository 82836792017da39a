import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { code128Values, code128Widths, decodeCode128 } from './code128';
import { buildLabelData } from './label-data';
import { renderLabelPdf } from './render-label';

/** One row of a greyscale PGM (P5) image, as 0 (black) / 1 (white) per pixel. */
function pgmRows(file: string): number[][] {
  const bytes = fs.readFileSync(file);
  const header = bytes.subarray(0, 50).toString('latin1').split(/\s+/);
  const [, w, h, max] = header.map(Number) as [number, number, number, number];
  const offset = bytes.indexOf(Buffer.from(`${max}\n`), 2) + `${max}\n`.length;
  const rows: number[][] = [];
  for (let y = 0; y < h; y++) {
    rows.push([...bytes.subarray(offset + y * w, offset + (y + 1) * w)].map((v) => (v < max / 2 ? 0 : 1)));
  }
  return rows;
}

/** Reads the barcode in a row of pixels: runs from the first black to the last, scaled to modules. */
function readRow(row: number[], modules: number): string | null {
  const first = row.indexOf(0);
  const last = row.lastIndexOf(0);
  if (first < 0) return null;
  const runs: number[] = [];
  let current = 0;
  let count = 0;
  for (let x = first; x <= last; x++) {
    if (row[x] === current) count++;
    else {
      runs.push(count);
      current = row[x]!;
      count = 1;
    }
  }
  runs.push(count);
  const unit = (last - first + 1) / modules;
  try {
    return decodeCode128(runs.map((r) => Math.max(1, Math.round(r / unit))));
  } catch {
    return null;
  }
}

describe('Code 128 on the shipping label', () => {
  it('encodes set B with start, mod-103 checksum and stop', () => {
    // 'A1': start B (104) + 33·1 + 17·2 = 171 → 171 mod 103 = 68.
    expect(code128Values('A1')).toEqual([104, 33, 17, 68, 106]);
    const widths = code128Widths('EK123456789IN');
    expect(widths.reduce((a, b) => a + b, 0)).toBe(11 * (13 + 2) + 13);
    expect(decodeCode128(widths)).toBe('EK123456789IN');
    expect(() => code128Values('AWB\u0000')).toThrow(RangeError);
    expect(() => code128Values('')).toThrow(RangeError);
  });

  it('prints bars a scanner reads back as the AWB (the PDF drawn to pixels)', async () => {
    const awb = 'DLV-98765-4321';
    const pdf = await renderLabelPdf(
      buildLabelData(
        {
          orderNumber: 1042,
          paymentMethod: 'cod',
          totalPaise: 252000,
          buyerName: 'Priya',
          courier: 'Delhivery',
          trackingNumber: awb,
          addressInfo: {
            addressId: 'a',
            address: '12, Gandhi Road',
            city: 'Coimbatore',
            state: 'Tamil Nadu',
            country: 'India',
            pincode: '641002',
            phone: '9843012345',
            notes: '',
            isGift: false,
            giftMessage: '',
          },
        },
        [{ title: 'Wine Kanchipuram', quantity: 1 }],
        { name: 'Resham Silks', address: '24, Raja Street, Coimbatore', phone: '+91 98430 12345' },
      ),
    );
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-label-'));
    try {
      fs.writeFileSync(path.join(dir, 'label.pdf'), pdf);
      execFileSync('pdftoppm', ['-r', '300', '-gray', path.join(dir, 'label.pdf'), path.join(dir, 'page')]);
      const image = fs.readdirSync(dir).find((f) => f.endsWith('.pgm'))!;
      const modules = code128Widths(awb).reduce((a, b) => a + b, 0);
      const read = pgmRows(path.join(dir, image)).map((row) => readRow(row, modules));
      // Many rows of the bars read as the AWB; no row reads as anything else.
      expect(read.filter((text) => text === awb).length).toBeGreaterThan(20);
      expect(read.filter((text) => text !== null && text !== awb)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
