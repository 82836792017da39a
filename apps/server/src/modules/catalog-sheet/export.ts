import { paiseToRupees } from '@resham/shared';
import type { Db } from '../../db/client';
import { SHEET_COLUMNS } from './columns';
import { csvField, csvLine } from './csv';
import { detailCells } from './detail-cells';
import { readSheetProducts } from './sheet-state';

/**
 * Every live product as CSV: UTF-8 with a BOM (so Excel reads ₹ and Tamil names right), CRLF lines, the
 * stock twice (stock to edit, expected_stock to send back unchanged: the import refuses a stock change
 * when units were sold or reserved since). Text cells a spreadsheet would run as formulas are escaped.
 */
export async function exportProducts(db: Db, hsnCodes?: string | Record<string, string>): Promise<Buffer> {
  const list = await readSheetProducts(db, hsnCodes);
  const parts = ['\uFEFF', csvLine([...SHEET_COLUMNS])];
  const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);
  for (const p of list)
    parts.push(
      csvLine([
        csvField(p.id),
        csvField(p.sku),
        csvField(p.title),
        csvField(p.description),
        csvField(p.category),
        csvField(p.subcategory),
        csvField(rupees(p.pricePaise), { text: false }),
        csvField(rupees(p.salePricePaise), { text: false }),
        csvField(p.totalStock, { text: false }),
        csvField(p.totalStock, { text: false }),
        csvField(p.hsn),
        csvField(p.youtubeLink),
        ...Object.values(detailCells(p)).map((cell) => csvField(cell)),
      ]),
    );
  return Buffer.from(parts.join(''), 'utf8');
}
