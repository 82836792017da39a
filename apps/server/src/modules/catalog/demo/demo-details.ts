import type { SareeDetails } from '@resham/shared';
import type { DemoProduct } from './demo-data';

/**
 * What the demo sarees are made of, so a new shop's filters have something to show: each collection's
 * fabric, weave and occasions, the weave and colour its title names, and what a product states itself
 * over all of them. Jewellery, paintings and dupattas carry none.
 */
const COLLECTION_DETAILS: Record<string, Partial<SareeDetails>> = {
  'Kanchipuram Silk Sarees': {
    fabric: 'Pure mulberry silk',
    weave: 'Kanchipuram',
    occasion: ['wedding', 'festive'],
  },
  'Kanchipuram Soft Silk Sarees': {
    fabric: 'Soft silk',
    weave: 'Kanchipuram',
    occasion: ['festive', 'party'],
  },
  'Organza Sarees': { fabric: 'Organza', occasion: ['party', 'festive'] },
  'Cotton Sarees': { fabric: 'Cotton', occasion: ['daily', 'office'] },
  'Silk Cotton Sarees': { fabric: 'Silk cotton', occasion: ['office', 'festive'] },
  'Linen Sarees': { fabric: 'Linen', occasion: ['office', 'daily'] },
  'Tussar Silk Sarees': { fabric: 'Tussar silk', occasion: ['festive', 'party'] },
  'Chanderi Sarees': { fabric: 'Silk cotton', weave: 'Chanderi', occasion: ['festive', 'office'] },
  'Kalamkari Sarees': { fabric: 'Cotton', weave: 'Kalamkari', occasion: ['daily', 'festive'] },
  'Diverse Collections': { fabric: 'Silk', occasion: ['wedding', 'festive'] },
  'Bengal Khadi Sarees': { fabric: 'Khadi cotton', occasion: ['daily', 'office'] },
  'Customized Sarees': { fabric: 'Pure mulberry silk', weave: 'Kanchipuram', occasion: ['wedding'] },
};

/** Weaves a title may name, the first named wins. */
const WEAVES = [
  'Kanchipuram',
  'Banarasi',
  'Chanderi',
  'Maheshwari',
  'Chettinad',
  'Kovai',
  'Jamdani',
  'Paithani',
  'Ikat',
  'Kantha',
  'Ghicha',
  'Matka',
];

/** Colours a title may name, longest first so 'Arakku Red' is not read as 'Red'. */
const COLOURS = [
  'Arakku Red',
  'Mustard Yellow',
  'Emerald Green',
  'Peacock Blue',
  'Rani Pink',
  'Bottle Green',
  'Coral Peach',
  'Midnight Navy',
  'Turmeric Yellow',
  'Mint Green',
  'Blush Pink',
  'Powder Blue',
  'Dusty Blue',
  'Rose Gold',
  'Sea Green',
  'Royal Blue',
  'Natural Beige',
  'Charcoal Grey',
  'Off-White',
  'Crimson',
  'Ivory',
  'Magenta',
  'Maroon',
  'Lavender',
  'Lemon',
  'Mustard',
  'Indigo',
  'Sage',
  'Teal',
  'Wine',
  'Rust',
  'Olive',
  'White',
  'Peach',
  'Champagne',
  'Red',
];

/** The first of `words` the title names (as a whole word), by where it stands in the title. */
function named(title: string, words: readonly string[]): string | undefined {
  const found = words
    .map((word) => ({ word, at: title.search(new RegExp(`\\b${word}\\b`)) }))
    .filter((f) => f.at >= 0)
    .sort((a, b) => a.at - b.at || b.word.length - a.word.length);
  return found[0]?.word;
}

export function demoDetails(p: DemoProduct): Partial<SareeDetails> {
  const collection = COLLECTION_DETAILS[p.category];
  if (!collection) return p.details ?? {};
  const weave = named(p.title, WEAVES);
  const colour = named(p.title, COLOURS);
  return { ...collection, ...(weave ? { weave } : {}), ...(colour ? { colour } : {}), ...p.details };
}
