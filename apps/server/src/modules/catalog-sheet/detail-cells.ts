import { cmToMetres, OCCASION_LABELS, OCCASIONS, type Occasion } from '@resham/shared';
import type { DetailColumns } from '../catalog/saree-detail-columns';

const yesNo = (v: boolean | null) => (v === null ? '' : v ? 'yes' : 'no');

/** The details as the sheet shows them: words, 'wedding, festive', '6.3', 'yes' / 'no', '' when not given. */
export function detailCells(p: DetailColumns): Record<string, string> {
  return {
    fabric: p.fabric ?? '',
    colour: p.colour ?? '',
    weave: p.weave ?? '',
    occasion: p.occasion.join(', '),
    length_m: p.lengthCm === null ? '' : String(cmToMetres(p.lengthCm)),
    blouse_piece: yesNo(p.blousePiece),
    zari: p.zari ?? '',
    care: p.care ?? '',
    silk_mark: yesNo(p.silkMark),
  };
}

/** 'yes' / 'no' (and y, n, true, false) as the product form sends them; anything else as typed. */
function readYesNo(cell: string): string {
  const v = cell.trim().toLowerCase();
  if (['yes', 'y', 'true'].includes(v)) return 'true';
  if (['no', 'n', 'false'].includes(v)) return 'false';
  return cell;
}

/** An occasion as typed: its value ('daily') or its label ('Daily wear'), any case. */
function readOccasion(word: string): string {
  const v = word.trim().toLowerCase();
  return OCCASIONS.find((o) => o === v || OCCASION_LABELS[o as Occasion].toLowerCase() === v) ?? v;
}

/** The sheet's cells as the product form's fields, for the shared schema to check. */
export function detailInput(cell: (column: string) => string) {
  const occasion = cell('occasion');
  return {
    fabric: cell('fabric'),
    colour: cell('colour'),
    weave: cell('weave'),
    occasion: occasion.trim()
      ? occasion
          .split(/[,;]/)
          .filter((w) => w.trim())
          .map(readOccasion)
      : [],
    lengthMetres: cell('length_m'),
    blousePiece: readYesNo(cell('blouse_piece')),
    zari: cell('zari').toLowerCase(),
    care: cell('care'),
    silkMark: readYesNo(cell('silk_mark')),
  };
}
