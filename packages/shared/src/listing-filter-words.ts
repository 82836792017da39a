// The listing's filters beyond collections (issue 36): their names, limits and messages. No schema
// here: the listing page's script reads these (the query schema is in listing-filters.ts).
import { OCCASIONS, type Occasion } from './saree-detail-words';

/** What a listing can be narrowed by, besides collection and price: a saree's details. */
export const FACET_NAMES = ['fabric', 'colour', 'weave', 'occasion'] as const;
export type FacetName = (typeof FACET_NAMES)[number];

export const FACET_LABELS: Record<FacetName, string> = {
  fabric: 'Fabric',
  colour: 'Colour',
  weave: 'Weave',
  occasion: 'Occasion',
};

export const LISTING_FILTER_LIMITS = {
  /** Values in one comma list. */
  valuesMax: 20,
  /** Characters in one value (a detail is at most DETAIL_LIMITS.wordsMax). */
  valueMax: 60,
  /** Rupees: the dearest product the shop can hold, GST included, fits under it. */
  priceMax: 20_000_000,
} as const;

/** A price bound as the listing takes it: rupees to the paisa, from 0 to the limit. */
export const isRupeeAmount = (text: string) =>
  /^\d{1,9}(\.\d{1,2})?$/.test(text) && Number(text) <= LISTING_FILTER_LIMITS.priceMax;

/** One facet's answer: each value present among the matching products, with how many have it. */
export interface FacetCount {
  value: string;
  count: number;
}
export type Facets = Record<FacetName, FacetCount[]>;

/** A listing's detail filters: for each facet, the values chosen (any of them matches). */
export type DetailFilter = Record<FacetName, string[]>;
export type { Occasion };

export const LISTING_FILTER_MESSAGES = {
  list: (name: string) =>
    `${name} must be a comma list of at most ${LISTING_FILTER_LIMITS.valuesMax} values of at most ${LISTING_FILTER_LIMITS.valueMax} characters each`,
  occasion: `occasion must be a comma list among: ${OCCASIONS.join(', ')}`,
  price: (name: string) =>
    `${name} must be an amount in rupees from 0 to ${LISTING_FILTER_LIMITS.priceMax}, to the paisa`,
  priceOrder: 'priceMin must not be above priceMax',
} as const;
