// What a saree is made of (issue 36): the values, their words and the product page's specification
// rows. No schema here: the product page's script reads these (the schemas are in saree-details.ts).

export const OCCASIONS = ['wedding', 'festive', 'party', 'office', 'daily'] as const;
export type Occasion = (typeof OCCASIONS)[number];
export const ZARI_KINDS = ['pure', 'tested', 'none'] as const;
export type ZariKind = (typeof ZARI_KINDS)[number];

export const DETAIL_LIMITS = {
  /** Fabric, colour and weave: a few words each. */
  wordsMax: 60,
  careMax: 500,
  lengthMin: 0.5,
  lengthMax: 12,
} as const;

/** Lengths are kept in whole centimetres and spoken in metres. */
export const CM_PER_METRE = 100;
export const metresToCm = (metres: number) => Math.round(metres * CM_PER_METRE);
export const cmToMetres = (cm: number) => cm / CM_PER_METRE;

export const DETAIL_MESSAGES = {
  tooLong: (label: string) => `${label} must be at most ${DETAIL_LIMITS.wordsMax} characters`,
  careTooLong: `Care must be at most ${DETAIL_LIMITS.careMax} characters`,
  occasion: `Occasion must be among: ${OCCASIONS.join(', ')}`,
  zari: `Zari must be one of: ${ZARI_KINDS.join(', ')}`,
  length: `Length must be a number of metres from ${DETAIL_LIMITS.lengthMin} to ${DETAIL_LIMITS.lengthMax}, to the centimetre`,
  yesNo: (label: string) => `${label} must be yes or no`,
} as const;

/** How the specification block and the drawer name each value. */
export const OCCASION_LABELS: Record<Occasion, string> = {
  wedding: 'Wedding',
  festive: 'Festive',
  party: 'Party',
  office: 'Office',
  daily: 'Daily wear',
};
export const ZARI_LABELS: Record<ZariKind, string> = {
  pure: 'Pure zari',
  tested: 'Tested zari',
  none: 'No zari',
};

/** A product's details as the API answers them (null: not given; no occasion: []). */
export interface SareeDetails {
  fabric: string | null;
  colour: string | null;
  weave: string | null;
  occasion: Occasion[];
  lengthMetres: number | null;
  blousePiece: boolean | null;
  zari: ZariKind | null;
  care: string | null;
  silkMark: boolean | null;
}

/** The details' names, as the API and the spreadsheet name them. */
export const SAREE_DETAIL_NAMES = [
  'fabric',
  'colour',
  'weave',
  'occasion',
  'lengthMetres',
  'blousePiece',
  'zari',
  'care',
  'silkMark',
] as const satisfies ReadonlyArray<keyof SareeDetails>;

/** The specification block's rows, in the order a saree shop lists them; only what is given. */
export function specificationRows(d: SareeDetails): Array<{ label: string; value: string }> {
  const rows: Array<[string, string | null]> = [
    ['Fabric', d.fabric],
    ['Weave', d.weave],
    ['Colour', d.colour],
    ['Zari', d.zari ? ZARI_LABELS[d.zari] : null],
    ['Length', d.lengthMetres === null ? null : `${d.lengthMetres} m`],
    ['Blouse piece', d.blousePiece === null ? null : d.blousePiece ? 'Included' : 'Not included'],
    ['Occasion', d.occasion.length ? d.occasion.map((o) => OCCASION_LABELS[o]).join(', ') : null],
    ['Silk Mark', d.silkMark === null ? null : d.silkMark ? 'Certified pure silk' : 'Not certified'],
    ['Care', d.care],
  ];
  return rows.flatMap(([label, value]) => (value === null ? [] : [{ label, value }]));
}
