import { cmToMetres, metresToCm, OCCASIONS, type SareeDetails, type ZariKind } from '@resham/shared';
import { products } from '../../db/schema';

/**
 * What a saree is made of (issue 36) as the products table keeps it, and the one mapping between that
 * and the API's fields (lengths in centimetres there, metres here). The drawer, the spreadsheet and the
 * demo catalogue write through `detailColumnsOf`; every answer reads through `detailsOf`.
 */
export interface DetailColumns {
  fabric: string | null;
  colour: string | null;
  weave: string | null;
  occasion: string[];
  lengthCm: number | null;
  blousePiece: boolean | null;
  zari: ZariKind | null;
  care: string | null;
  silkMark: boolean | null;
}

/** The columns to select. */
export const DETAIL_COLUMNS = {
  fabric: products.fabric,
  colour: products.colour,
  weave: products.weave,
  occasion: products.occasion,
  lengthCm: products.lengthCm,
  blousePiece: products.blousePiece,
  zari: products.zari,
  care: products.care,
  silkMark: products.silkMark,
};

/** A product none of whose details are given. */
export const NO_DETAILS: DetailColumns = {
  fabric: null,
  colour: null,
  weave: null,
  occasion: [],
  lengthCm: null,
  blousePiece: null,
  zari: null,
  care: null,
  silkMark: null,
};

type GivenDetails = { [K in keyof SareeDetails]?: SareeDetails[K] | null | undefined };

/** The columns of the details given: one not given (undefined) is left out, so an edit keeps it. */
export function detailColumnsOf(d: GivenDetails): Partial<DetailColumns> {
  const { fabric, colour, weave, occasion, lengthMetres, blousePiece, zari, care, silkMark } = d;
  const columns: Partial<DetailColumns> = {
    fabric,
    colour,
    weave,
    occasion: occasion === null ? [] : occasion,
    lengthCm: lengthMetres == null ? lengthMetres : metresToCm(lengthMetres),
    blousePiece,
    zari,
    care,
    silkMark,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

/** The API's fields of the kept columns. */
export function detailsOf(c: DetailColumns): SareeDetails {
  return {
    fabric: c.fabric,
    colour: c.colour,
    weave: c.weave,
    occasion: OCCASIONS.filter((o) => c.occasion.includes(o)),
    lengthMetres: c.lengthCm === null ? null : cmToMetres(c.lengthCm),
    blousePiece: c.blousePiece,
    zari: c.zari,
    care: c.care,
    silkMark: c.silkMark,
  };
}
