/** HSN code used when nothing else matches: woven fabrics of silk (most of the shop's sarees). */
export const FALLBACK_HSN = '5007';

/** Default HSN codes by category name (normalised: lower case, letters and digits only). */
export const DEFAULT_HSN_CODES: Readonly<Record<string, string>> = {
  'Kanchipuram Silk Sarees': '5007',
  'Kanchipuram Soft Silk Sarees': '5007',
  'Soft Silk Sarees': '5007',
  'Silk Sarees': '5007',
  'Tussar Silk Sarees': '5007',
  'Organza Sarees': '5007',
  'Cotton Sarees': '5208',
  'Silk Cotton Sarees': '5212',
  'Linen Sarees': '5309',
  'Chanderi Sarees': '5007',
  'Bengal Khadi Sarees': '5208',
  'Khadi Sarees': '5208',
  Dupattas: '6214',
  'Kalamkari Sarees': '5208',
  'Terracotta Jewellery': '7117',
  Paintings: '9701',
  'Customized Sarees': '5007',
  'Diverse Collections': '5007',
};

/** For category names the shop adds later: first matching keyword wins (order matters). */
const KEYWORD_HSN: ReadonlyArray<readonly [string, string]> = [
  ['silkcotton', '5212'],
  ['kalamkari', '5208'],
  ['khadi', '5208'],
  ['chanderi', '5007'],
  ['linen', '5309'],
  ['cotton', '5208'],
  ['dupatta', '6214'],
  ['stole', '6214'],
  ['jewel', '7117'],
  ['terracotta', '7117'],
  ['painting', '9701'],
  ['tanjore', '9701'],
  ['silk', '5007'],
  ['organza', '5007'],
  ['tussar', '5007'],
];

const normalise = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

// The last overrides parsed, by identity: a month's GST report asks for tens of thousands of lines
// with the same HSN_CODES (a string or one object), which are parsed once instead of once a line.
let lastOverrides: string | Record<string, string> | undefined;
let lastParsed = new Map<string, string>();

function parseOverrides(overrides: string | Record<string, string> | undefined): Map<string, string> {
  if (overrides !== undefined && overrides === lastOverrides) return lastParsed;
  const parsed = parseOverridesOnce(overrides);
  lastOverrides = overrides;
  lastParsed = parsed;
  return parsed;
}

function parseOverridesOnce(overrides: string | Record<string, string> | undefined): Map<string, string> {
  let map: Record<string, unknown> = {};
  if (typeof overrides === 'string') {
    try {
      const parsed: unknown = JSON.parse(overrides || '{}');
      if (parsed && typeof parsed === 'object') map = parsed as Record<string, unknown>;
    } catch {
      // config.ts validates HSN_CODES at start-up; a bad value here just means no overrides
    }
  } else if (overrides) {
    map = overrides;
  }
  return new Map(Object.entries(map).map(([name, code]) => [normalise(name), String(code)]));
}

const defaults = new Map(Object.entries(DEFAULT_HSN_CODES).map(([name, code]) => [normalise(name), code]));

/**
 * The HSN code printed for a line of the given category: the configured override (HSN_CODES, a JSON
 * object of category name → code) first, then the defaults, then a keyword of the name, then 5007.
 * Names match ignoring case, spaces and punctuation.
 */
export function hsnFor(category: string, overrides?: string | Record<string, string>): string {
  const key = normalise(category);
  const override = parseOverrides(overrides).get(key);
  if (override) return override;
  const known = defaults.get(key);
  if (known) return known;
  return KEYWORD_HSN.find(([word]) => key.includes(word))?.[1] ?? FALLBACK_HSN;
}
