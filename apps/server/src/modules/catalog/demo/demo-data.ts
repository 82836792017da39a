/**
 * The demo catalogue seeded on first start with an empty database (spec §2 'Our Collections', §3).
 * Pure data: no I/O. Images are rendered from `palette` + `motif` by `render-image.ts`.
 */

import type { SareeDetails } from '@resham/shared';

/** How the image renderer draws a product or tile. */
export type DemoMotif =
  | 'temple' // gopuram triangles along the border (Kanchipuram)
  | 'mango' // mankolam / paisley
  | 'checks' // kattam checks
  | 'stripes' // veldhari stripes
  | 'dots' // small buttas / jamdani dots
  | 'floral' // floral buttas
  | 'kalamkari' // block-printed flowers with dark outlines
  | 'terracotta' // jewellery on linen
  | 'painting'; // framed Tanjore / Madhubani composition

export interface DemoCategory {
  name: string;
  slug: string;
  /** One sentence for the collection tile. */
  description: string;
  subcategories: string[];
  /** 2–3 hex colours typical of the weave: body, border/zari, accent. */
  palette: string[];
  motif: DemoMotif;
}

export interface DemoProduct {
  title: string;
  description: string;
  category: string;
  subcategory: string | null;
  priceRupees: number;
  /** 0 = not on sale. */
  salePriceRupees: number;
  totalStock: number;
  youtubeLink?: string;
  palette: string[];
  motif: DemoMotif;
  featured?: boolean;
  /** What the saree is made of (issue 36): the product page's specification. */
  details?: Partial<SareeDetails>;
}

export interface DemoBanner {
  alt: string;
  headline: string;
  tagline: string;
  palette: string[];
}

export interface CollectionTile {
  title: string;
  slug: string;
  description: string;
  video?: boolean;
}

/** Kebab-case slug: 'Kanchipuram Silk Sarees' → 'kanchipuram-silk-sarees'. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

type CategorySeed = Omit<DemoCategory, 'slug'>;

const CATEGORY_SEEDS: CategorySeed[] = [
  {
    name: 'Kanchipuram Silk Sarees',
    description: 'Heirloom mulberry silks from Kanchipuram with pure zari, temple borders and korvai pallus.',
    subcategories: ['Bridal', 'Temple Border', 'Korvai'],
    palette: ['#7d1428', '#c99a2e', '#1d5a45'],
    motif: 'temple',
  },
  {
    name: 'Kanchipuram Soft Silk Sarees',
    description:
      'Feather-light soft silks with the Kanchipuram look, easy to drape for festivals and office.',
    subcategories: ['Pure Zari', 'Zariless', 'Butta Body'],
    palette: ['#b8436b', '#d9b04f', '#3f2a5c'],
    motif: 'mango',
  },
  {
    name: 'Organza Sarees',
    description: 'Sheer, crisp organza in soft pastels with embroidery and delicate borders.',
    subcategories: ['Embroidered', 'Printed', 'Plain with Border'],
    palette: ['#b7d8cc', '#c8a35a', '#e9c7d1'],
    motif: 'floral',
  },
  {
    name: 'Cotton Sarees',
    description: 'Breathable handloom cottons from Chettinad and Coimbatore for every day of the year.',
    subcategories: ['Chettinad Cotton', 'Kovai Cotton', 'Mulmul'],
    palette: ['#efe4cc', '#a8322f', '#2c4a66'],
    motif: 'checks',
  },
  {
    name: 'Silk Cotton Sarees',
    description: 'The sheen of silk with the comfort of cotton: Kovai kora, Maheshwari and Chettinad blends.',
    subcategories: ['Kovai Kora', 'Maheshwari', 'Chettinad Silk Cotton'],
    palette: ['#dc9a32', '#6b1d3a', '#d6b46a'],
    motif: 'stripes',
  },
  {
    name: 'Linen Sarees',
    description: 'Pure linen with silver and gold tissue borders, cool and graceful in the summer heat.',
    subcategories: ['Pure Linen', 'Linen Jamdani', 'Tissue Linen'],
    palette: ['#9cb4c4', '#c0c4c8', '#3f5a70'],
    motif: 'stripes',
  },
  {
    name: 'Tussar Silk Sarees',
    description: 'Wild tussar silk with its natural golden lustre, hand painted or woven with ghicha.',
    subcategories: ['Hand Painted', 'Ghicha', 'Embroidered'],
    palette: ['#d3bb8e', '#7a3a2a', '#2e4a3a'],
    motif: 'floral',
  },
  {
    name: 'Chanderi Sarees',
    description: 'Gossamer Chanderi weaves from Madhya Pradesh with coin buttas and gold borders.',
    subcategories: ['Silk Chanderi', 'Cotton Chanderi', 'Tissue Chanderi'],
    palette: ['#f0c9b8', '#c5a157', '#7a9c86'],
    motif: 'dots',
  },
  {
    name: 'Dupattas',
    description: 'Banarasi, bandhani and Chanderi dupattas to lift a plain kurta or a lehenga.',
    subcategories: ['Banarasi', 'Bandhani', 'Chanderi'],
    palette: ['#7a2a5a', '#deac46', '#efe1c6'],
    motif: 'floral',
  },
  {
    name: 'Kalamkari Sarees',
    description: 'Hand-drawn and block-printed Kalamkari in natural dyes of madder, indigo and iron black.',
    subcategories: ['Pen Kalamkari', 'Block Printed', 'Mangalagiri Kalamkari'],
    palette: ['#3a2a1f', '#c2543b', '#e6d3ad'],
    motif: 'kalamkari',
  },
  {
    name: 'Diverse Collections',
    description: 'Banarasi, Paithani and ikat weaves we bring back from clusters across India.',
    subcategories: ['Banarasi', 'Paithani', 'Ikat'],
    palette: ['#2b4a78', '#e0aa45', '#9e3a46'],
    motif: 'mango',
  },
  {
    name: 'Bengal Khadi Sarees',
    description: 'Handspun, handwoven khadi from Bengal with jamdani motifs and a soft, earthy hand.',
    subcategories: ['Jamdani Khadi', 'Handspun Khadi', 'Matka Khadi'],
    palette: ['#ece2cd', '#3c5a3f', '#b0503a'],
    motif: 'dots',
  },
  {
    name: 'Customized Sarees',
    description: 'Your colours, your names, your story: sarees woven to order on our partner looms.',
    subcategories: ['Bridal Custom', 'Name Weaving'],
    palette: ['#5a2a82', '#d4ad58', '#e26a8c'],
    motif: 'mango',
  },
  {
    name: 'Terracotta Jewellery',
    description: 'Hand-moulded, kiln-fired terracotta necklaces and jhumkas painted by artisans.',
    subcategories: ['Necklaces', 'Earrings', 'Jhumkas'],
    palette: ['#a84e2c', '#1e3d47', '#e0bf72'],
    motif: 'terracotta',
  },
  {
    name: 'Paintings',
    description: 'Tanjore gold-leaf paintings and Madhubani folk art, framed and ready to hang.',
    subcategories: ['Tanjore', 'Madhubani'],
    palette: ['#7a1f22', '#c79f3a', '#1e4d3a'],
    motif: 'painting',
  },
];

export const DEMO_CATEGORIES: DemoCategory[] = CATEGORY_SEEDS.map((c) => ({ ...c, slug: slugify(c.name) }));

/** The 15 'Our Collections' tiles in the spec's order (§2 Home); the customized-sarees tile plays a video. */
export const COLLECTION_TILES: CollectionTile[] = DEMO_CATEGORIES.map((c) => ({
  title: c.name,
  slug: c.slug,
  description: c.description,
  ...(c.name === 'Customized Sarees' ? { video: true } : {}),
}));

const KS = 'Kanchipuram Silk Sarees';
const KSS = 'Kanchipuram Soft Silk Sarees';
const ORG = 'Organza Sarees';
const COT = 'Cotton Sarees';
const SC = 'Silk Cotton Sarees';
const LIN = 'Linen Sarees';
const TUS = 'Tussar Silk Sarees';
const CHA = 'Chanderi Sarees';
const DUP = 'Dupattas';
const KAL = 'Kalamkari Sarees';
const DIV = 'Diverse Collections';
const KHA = 'Bengal Khadi Sarees';
const CUS = 'Customized Sarees';
const TER = 'Terracotta Jewellery';
const PNT = 'Paintings';

const YT = 'https://www.youtube.com/watch?v=';

export const DEMO_PRODUCTS: DemoProduct[] = [
  // Kanchipuram Silk Sarees (8)
  {
    title: 'Crimson Kanchipuram Bridal Silk with Gold Zari Korvai Border',
    description:
      'A pure mulberry silk woven in Kanchipuram with a contrast korvai border joined by hand, so the border and body are truly separate threads. Rich gold zari temple motifs run along the border and fill the grand pallu. 5.5 m saree with an 80 cm running blouse piece. Dry clean only; store wrapped in muslin.',
    category: KS,
    subcategory: 'Bridal',
    priceRupees: 42500,
    salePriceRupees: 0,
    totalStock: 6,
    youtubeLink: `${YT}q3Xk9TmB2vA`,
    palette: ['#9b1b2a', '#c99a2e', '#1f5a43'],
    motif: 'temple',
    featured: true,
    details: {
      fabric: 'Pure mulberry silk',
      weave: 'Kanchipuram',
      colour: 'Crimson with gold',
      occasion: ['wedding', 'festive'],
      lengthMetres: 6.3,
      blousePiece: true,
      zari: 'pure',
      care: 'Dry clean only; store wrapped in muslin.',
      silkMark: true,
    },
  },
  {
    title: 'Arakku Red Kanchipuram Bridal Silk with Mayil Chakram Pallu',
    description:
      'Deep arakku red silk with a peacock-and-wheel (mayil chakram) pallu woven in tested gold zari. The body carries small gold buttas and the border is a broad rettai pettu with temple tops. 5.5 m plus an unstitched blouse piece in matching red. Dry clean only.',
    category: KS,
    subcategory: 'Bridal',
    priceRupees: 38900,
    salePriceRupees: 34900,
    totalStock: 12,
    palette: ['#7c1020', '#d2a441', '#3d1a48'],
    motif: 'temple',
    details: {
      fabric: 'Pure mulberry silk',
      weave: 'Kanchipuram',
      colour: 'Arakku red',
      occasion: ['wedding'],
      lengthMetres: 6.3,
      blousePiece: true,
      zari: 'tested',
      care: 'Dry clean only.',
      silkMark: true,
    },
  },
  {
    title: 'Mustard Yellow Kanchipuram Bridal Silk with Ruby Pink Border',
    description:
      'The classic muhurtham combination: turmeric yellow body and a ruby pink korvai border with gold zari yazhi motifs. A heavy silk with a firm fall, woven over three weeks on a pit loom. 5.5 m with an 80 cm blouse piece. Dry clean only; refold every few months.',
    category: KS,
    subcategory: 'Bridal',
    priceRupees: 31500,
    salePriceRupees: 0,
    totalStock: 14,
    palette: ['#d9a21b', '#b0285a', '#c99a2e'],
    motif: 'temple',
    details: {
      fabric: 'Pure mulberry silk',
      weave: 'Kanchipuram',
      colour: 'Mustard yellow with ruby pink',
      occasion: ['wedding', 'festive'],
      lengthMetres: 6.3,
      blousePiece: true,
      zari: 'pure',
      care: 'Dry clean only; refold every few months.',
      silkMark: true,
    },
  },
  {
    title: 'Emerald Green Kanchipuram Silk with Temple Border',
    description:
      'Bottle green pure silk with a maroon temple border whose gopuram tops point into the body. Gold zari rudraksham buttas are scattered across the body. 5.5 m saree and a contrast blouse piece. Dry clean only.',
    category: KS,
    subcategory: 'Temple Border',
    priceRupees: 18900,
    salePriceRupees: 0,
    totalStock: 22,
    palette: ['#135c45', '#7c1428', '#c99a2e'],
    motif: 'temple',
    featured: true,
    details: {
      fabric: 'Pure mulberry silk',
      weave: 'Kanchipuram',
      colour: 'Emerald green',
      occasion: ['festive', 'party'],
      blousePiece: true,
      zari: 'tested',
    },
  },
  {
    title: 'Peacock Blue Kanchipuram Silk with Gold Temple Border',
    description:
      'Peacock blue with a shot of green when it moves, finished with a gold zari temple border and a striped pallu. Light enough for a full day of a wedding. 5.5 m with a running blouse piece. Dry clean only.',
    category: KS,
    subcategory: 'Temple Border',
    priceRupees: 16500,
    salePriceRupees: 14850,
    totalStock: 18,
    palette: ['#0f5c7a', '#c99a2e', '#5b1a3a'],
    motif: 'temple',
    details: {
      fabric: 'Pure mulberry silk',
      weave: 'Kanchipuram',
      colour: 'Peacock blue',
      occasion: ['festive'],
      blousePiece: true,
      zari: 'tested',
    },
  },
  {
    title: 'Ivory Kanchipuram Silk with Red Korvai Border',
    description:
      'An off-white pure silk with a red korvai border and a gold zari pallu of mango motifs. A favourite for Navratri and temple visits. 5.5 m plus blouse piece. Dry clean only; keep away from perfume.',
    category: KS,
    subcategory: 'Korvai',
    priceRupees: 24800,
    salePriceRupees: 0,
    totalStock: 3,
    palette: ['#f1e6cf', '#a51f2b', '#c99a2e'],
    motif: 'temple',
  },
  {
    title: 'Magenta and Parrot Green Kanchipuram Korvai Silk',
    description:
      'Vivid magenta body joined to a parrot green korvai border with three-shuttle weaving. The pallu carries annam (swan) figures in gold zari. 5.5 m with an 80 cm blouse piece. Dry clean only.',
    category: KS,
    subcategory: 'Korvai',
    priceRupees: 27500,
    salePriceRupees: 0,
    totalStock: 0,
    palette: ['#b0195e', '#5d9a2a', '#c99a2e'],
    motif: 'temple',
  },
  {
    title: 'Vintage Kattam Kanchipuram Silk in Maroon and Gold',
    description:
      'Small kattam checks in gold zari on a maroon body, inspired by sarees from the 1960s. The border is a plain gold band with a thin temple edge. 5.5 m saree with a blouse piece. Dry clean only.',
    category: KS,
    subcategory: null,
    priceRupees: 21000,
    salePriceRupees: 0,
    totalStock: 11,
    palette: ['#6b1426', '#c99a2e', '#2c3f2e'],
    motif: 'checks',
  },

  // Kanchipuram Soft Silk Sarees (6)
  {
    title: 'Rani Pink Kanchipuram Soft Silk with Pure Zari Mango Border',
    description:
      'Soft silk in rani pink with a gold zari border of mango (mankolam) motifs and a rich pallu. It weighs about half a traditional Kanchipuram and drapes in minutes. 5.5 m plus blouse piece. Dry clean recommended.',
    category: KSS,
    subcategory: 'Pure Zari',
    priceRupees: 14500,
    salePriceRupees: 12900,
    totalStock: 16,
    palette: ['#c2346b', '#d9b04f', '#3d2a5c'],
    motif: 'mango',
    featured: true,
  },
  {
    title: 'Lavender Kanchipuram Soft Silk with Silver Zari Buttas',
    description:
      'Pale lavender soft silk with silver zari buttas and a narrow silver border. Elegant for receptions and office celebrations. 5.5 m saree with a matching blouse piece. Dry clean only.',
    category: KSS,
    subcategory: 'Pure Zari',
    priceRupees: 11800,
    salePriceRupees: 0,
    totalStock: 14,
    palette: ['#a993c6', '#cfd2d6', '#5b3d7a'],
    motif: 'dots',
  },
  {
    title: 'Bottle Green Zariless Kanchipuram Soft Silk with Thread Border',
    description:
      'A zariless soft silk where the motifs are woven in contrast silk thread instead of metal, so it stays light and easy to wash. Mustard thread mango border and pallu. 5.5 m with blouse piece. Gentle hand wash in cold water or dry clean.',
    category: KSS,
    subcategory: 'Zariless',
    priceRupees: 8900,
    salePriceRupees: 0,
    totalStock: 25,
    palette: ['#1f5b40', '#d9a53a', '#7a1e3a'],
    motif: 'mango',
  },
  {
    title: 'Coral Peach Zariless Soft Silk with Floral Thread Weave',
    description:
      'Coral peach soft silk with small floral buttas in ivory thread and a contrasting teal border. A comfortable choice for long festival days. 5.5 m plus blouse piece. Cold hand wash or dry clean.',
    category: KSS,
    subcategory: 'Zariless',
    priceRupees: 8200,
    salePriceRupees: 0,
    totalStock: 30,
    palette: ['#ee8e73', '#1f6f6a', '#f3e7d3'],
    motif: 'floral',
  },
  {
    title: 'Midnight Navy Soft Silk with Gold Butta Body',
    description:
      'Navy blue soft silk covered in small gold zari buttas with a copper-gold border. Looks rich in lamplight yet weighs very little. 5.5 m with an 80 cm blouse piece. Dry clean only.',
    category: KSS,
    subcategory: 'Butta Body',
    priceRupees: 12600,
    salePriceRupees: 10700,
    totalStock: 5,
    palette: ['#1c2a55', '#cf9f45', '#8a2a3a'],
    motif: 'dots',
  },
  {
    title: 'Turmeric Yellow Soft Silk with Maroon Butta Border',
    description:
      'Bright turmeric yellow with maroon mango buttas and a maroon-and-gold border, perfect for haldi and Pongal. 5.5 m saree with blouse piece. Dry clean recommended.',
    category: KSS,
    subcategory: 'Butta Body',
    priceRupees: 9800,
    salePriceRupees: 0,
    totalStock: 20,
    palette: ['#e3b21f', '#7c1a2e', '#c99a2e'],
    motif: 'mango',
  },

  // Organza Sarees (4)
  {
    title: 'Mint Green Organza Saree with Floral Embroidery',
    description:
      'Sheer mint organza with hand-guided thread embroidery of blush roses and a scalloped border. Comes with a satin-finish blouse piece. 5.5 m saree. Dry clean only; steam on low instead of ironing.',
    category: ORG,
    subcategory: 'Embroidered',
    priceRupees: 7800,
    salePriceRupees: 6600,
    totalStock: 19,
    palette: ['#b3dccb', '#e8b5c3', '#c8a35a'],
    motif: 'floral',
    featured: true,
  },
  {
    title: 'Blush Pink Organza Saree with Sequin Border',
    description:
      'Soft blush organza finished with a fine sequin and cut-dana border that catches the light. A graceful pick for engagements and cocktail evenings. 5.5 m plus blouse piece. Dry clean only.',
    category: ORG,
    subcategory: 'Embroidered',
    priceRupees: 8900,
    salePriceRupees: 0,
    totalStock: 2,
    palette: ['#f0c6cf', '#d4b27a', '#8a5a6a'],
    motif: 'dots',
  },
  {
    title: 'Powder Blue Printed Organza Saree with Gold Zari Edge',
    description:
      'Digitally printed botanical sprays on powder blue organza with a thin gold zari edge. Feather-light and easy to pleat. 5.5 m with blouse piece. Dry clean only.',
    category: ORG,
    subcategory: 'Printed',
    priceRupees: 4200,
    salePriceRupees: 0,
    totalStock: 28,
    palette: ['#b6cfe6', '#c8a35a', '#6a8f6a'],
    motif: 'floral',
  },
  {
    title: 'Lemon Organza Saree with Woven Silver Border',
    description:
      'Pale lemon organza with a woven silver tissue border and a plain sheer body. Pairs beautifully with a contrast brocade blouse. 5.5 m plus blouse piece. Dry clean only.',
    category: ORG,
    subcategory: 'Plain with Border',
    priceRupees: 5200,
    salePriceRupees: 0,
    totalStock: 0,
    palette: ['#f1e6a6', '#c3c6cb', '#8aa07a'],
    motif: 'stripes',
  },

  // Cotton Sarees (5)
  {
    title: 'Chettinad Cotton Saree in Red and Black Checks',
    description:
      'A crisp Chettinad handloom cotton with bold red and black kattam checks and a thick contrast border. Starch lightly for that classic stiff drape. 5.5 m, without blouse piece. Hand wash separately in cold water; dry in shade.',
    category: COT,
    subcategory: 'Chettinad Cotton',
    priceRupees: 1850,
    salePriceRupees: 0,
    totalStock: 40,
    palette: ['#a8322f', '#1e1e24', '#e9d9b5'],
    motif: 'checks',
    featured: true,
  },
  {
    title: 'Mustard Chettinad Cotton Saree with Temple Border',
    description:
      'Mustard handloom cotton with a maroon temple border and a striped pallu. Sturdy, breathable and made to be worn again and again. 5.5 m with a running blouse piece. Hand wash in cold water; dry in shade.',
    category: COT,
    subcategory: 'Chettinad Cotton',
    priceRupees: 2100,
    salePriceRupees: 1790,
    totalStock: 35,
    palette: ['#d6a02e', '#7a1c2c', '#efe4cc'],
    motif: 'temple',
  },
  {
    title: 'Off-White Kovai Cotton Saree with Green Border',
    description:
      'Soft Coimbatore (Kovai) cotton in off-white with a bottle green border and thin gold lines. Our own city weave, light enough for a full working day. 5.5 m plus blouse piece. Gentle hand wash; iron on medium.',
    category: COT,
    subcategory: 'Kovai Cotton',
    priceRupees: 2400,
    salePriceRupees: 0,
    totalStock: 24,
    palette: ['#f1e8d4', '#1f5a40', '#c99a2e'],
    motif: 'stripes',
  },
  {
    title: 'Indigo Kovai Cotton Saree with Small Checks',
    description:
      'Indigo blue handloom cotton with fine white checks and a plain rust border. A relaxed everyday saree that softens with every wash. 5.5 m with blouse piece. Wash separately the first few times.',
    category: COT,
    subcategory: 'Kovai Cotton',
    priceRupees: 1950,
    salePriceRupees: 0,
    totalStock: 19,
    palette: ['#2c4670', '#f1ece0', '#b5532f'],
    motif: 'checks',
  },
  {
    title: 'Sage Mulmul Cotton Saree with Dotted Print',
    description:
      'Very fine mulmul cotton in sage green with a scattered white dot print and a slim tassel-edged pallu. As soft as a dupatta and perfect for summer. 5.5 m, no blouse piece. Hand wash in cold water.',
    category: COT,
    subcategory: 'Mulmul',
    priceRupees: 1650,
    salePriceRupees: 0,
    totalStock: 32,
    palette: ['#a9b99a', '#f4efe2', '#6b7d5a'],
    motif: 'dots',
  },

  // Silk Cotton Sarees (5)
  {
    title: 'Kovai Kora Silk Cotton Saree in Mustard with Maroon Border',
    description:
      'A Kovai kora blend of silk and cotton with a gentle sheen, mustard body and a maroon zari-lined border. Light, crisp and very comfortable. 5.5 m plus blouse piece. Dry clean for the first wash, then gentle hand wash.',
    category: SC,
    subcategory: 'Kovai Kora',
    priceRupees: 3400,
    salePriceRupees: 0,
    totalStock: 21,
    palette: ['#dc9a32', '#6b1d3a', '#d6b46a'],
    motif: 'stripes',
    featured: true,
  },
  {
    title: 'Teal Kovai Kora Silk Cotton Saree with Zari Stripes',
    description:
      'Teal silk cotton with thin gold zari stripes running through the body and a wide pink border. Easy to carry from office to an evening function. 5.5 m with blouse piece. Dry clean recommended.',
    category: SC,
    subcategory: 'Kovai Kora',
    priceRupees: 3900,
    salePriceRupees: 3300,
    totalStock: 17,
    palette: ['#1d6b6b', '#d2a441', '#c24a72'],
    motif: 'stripes',
  },
  {
    title: 'Ivory Maheshwari Silk Cotton Saree with Gold Border',
    description:
      'Maheshwari silk cotton from the banks of the Narmada, in ivory with a reversible gold border and a striped pallu. Sheer and graceful. 5.5 m plus blouse piece. Dry clean only.',
    category: SC,
    subcategory: 'Maheshwari',
    priceRupees: 4800,
    salePriceRupees: 0,
    totalStock: 13,
    palette: ['#f0e6cf', '#c99a2e', '#7a2a3a'],
    motif: 'stripes',
  },
  {
    title: 'Wine Maheshwari Silk Cotton Saree with Checks',
    description:
      'Deep wine Maheshwari with subtle self checks and a gold and green border. A lovely winter wedding guest saree. 5.5 m with blouse piece. Dry clean only.',
    category: SC,
    subcategory: 'Maheshwari',
    priceRupees: 5200,
    salePriceRupees: 0,
    totalStock: 0,
    palette: ['#6a1a33', '#c99a2e', '#2d5a3a'],
    motif: 'checks',
  },
  {
    title: 'Chettinad Silk Cotton Saree in Rust with Mango Buttas',
    description:
      'Rust silk cotton woven in Karaikudi with small mango buttas and a contrast black border. Holds pleats well and feels cool on the skin. 5.5 m plus blouse piece. Gentle hand wash or dry clean.',
    category: SC,
    subcategory: 'Chettinad Silk Cotton',
    priceRupees: 2900,
    salePriceRupees: 2450,
    totalStock: 26,
    palette: ['#b4532e', '#1f1f26', '#d6b46a'],
    motif: 'mango',
  },

  // Linen Sarees (4)
  {
    title: 'Dusty Blue Pure Linen Saree with Silver Tissue Border',
    description:
      'Handwoven 100-count pure linen in dusty blue with a silver tissue border and tassels on the pallu. Breathes beautifully in the heat. 5.5 m plus blouse piece. Dry clean first; hand wash gently after.',
    category: LIN,
    subcategory: 'Pure Linen',
    priceRupees: 5600,
    salePriceRupees: 0,
    totalStock: 15,
    youtubeLink: `${YT}Lm7rP0dWcZs`,
    palette: ['#9cb4c4', '#c0c4c8', '#4a6076'],
    motif: 'stripes',
  },
  {
    title: 'Olive Pure Linen Saree with Gold Zari Pallu',
    description:
      'Olive linen with a gold zari striped pallu and a thin zari border. Understated and smart for meetings and lunches. 5.5 m with blouse piece. Dry clean recommended.',
    category: LIN,
    subcategory: 'Pure Linen',
    priceRupees: 5900,
    salePriceRupees: 4990,
    totalStock: 15,
    palette: ['#7f8450', '#c99a2e', '#efe6cf'],
    motif: 'stripes',
  },
  {
    title: 'White Linen Jamdani Saree with Indigo Motifs',
    description:
      'Off-white linen with indigo jamdani motifs inlaid by hand, one thread at a time. A calm, timeless saree. 5.5 m plus blouse piece. Dry clean only.',
    category: LIN,
    subcategory: 'Linen Jamdani',
    priceRupees: 7600,
    salePriceRupees: 0,
    totalStock: 10,
    palette: ['#ece8de', '#2f4b7a', '#9aa6b8'],
    motif: 'dots',
  },
  {
    title: 'Rose Gold Tissue Linen Saree',
    description:
      'Linen woven with a metallic tissue weft for a soft rose gold shimmer, with a plain copper border. Festive without being heavy. 5.5 m with blouse piece. Dry clean only.',
    category: LIN,
    subcategory: 'Tissue Linen',
    priceRupees: 6800,
    salePriceRupees: 0,
    totalStock: 12,
    palette: ['#d9a996', '#b98a5a', '#f3e4d8'],
    motif: 'stripes',
  },

  // Tussar Silk Sarees (4)
  {
    title: 'Hand Painted Tussar Silk Saree with Lotus Pond',
    description:
      'Natural beige tussar hand painted with lotuses and fish by artists in Bihar. Each saree is one of a kind. 5.5 m plus blouse piece. Dry clean only; do not spray perfume on the paint.',
    category: TUS,
    subcategory: 'Hand Painted',
    priceRupees: 9800,
    salePriceRupees: 8500,
    totalStock: 4,
    palette: ['#d3bb8e', '#7a3a2a', '#2e4a3a'],
    motif: 'floral',
    featured: true,
  },
  {
    title: 'Madhubani Painted Tussar Silk Saree in Gold',
    description:
      'Golden tussar with a Madhubani-style painted border of peacocks and vines in red and black. A conversation starter at any gathering. 5.5 m with blouse piece. Dry clean only.',
    category: TUS,
    subcategory: 'Hand Painted',
    priceRupees: 11500,
    salePriceRupees: 0,
    totalStock: 12,
    palette: ['#cfa96a', '#8a2a22', '#1f1f1f'],
    motif: 'floral',
  },
  {
    title: 'Ghicha Tussar Silk Saree in Natural Beige',
    description:
      'Ghicha tussar with its slubby, rustic texture in undyed natural beige and a maroon woven border. Matte, earthy and elegant. 5.5 m plus blouse piece. Dry clean only.',
    category: TUS,
    subcategory: 'Ghicha',
    priceRupees: 6400,
    salePriceRupees: 0,
    totalStock: 18,
    palette: ['#d8c6a0', '#6e2330', '#a98a5c'],
    motif: 'stripes',
  },
  {
    title: 'Kantha Embroidered Tussar Silk Saree in Teal',
    description:
      'Teal tussar covered in fine kantha running stitch of birds and creepers, worked by women in West Bengal. Around three months of handwork. 5.5 m with blouse piece. Dry clean only.',
    category: TUS,
    subcategory: 'Embroidered',
    priceRupees: 12000,
    salePriceRupees: 0,
    totalStock: 11,
    palette: ['#1f6a6a', '#e3c58a', '#b0503a'],
    motif: 'floral',
  },

  // Chanderi Sarees (3)
  {
    title: 'Peach Silk Chanderi Saree with Gold Coin Buttas',
    description:
      'Peach silk Chanderi with gold coin (asharfi) buttas and a slim zari border. Sheer and light, with a gentle glow. 5.5 m plus blouse piece. Dry clean only.',
    category: CHA,
    subcategory: 'Silk Chanderi',
    priceRupees: 5400,
    salePriceRupees: 4600,
    totalStock: 20,
    palette: ['#f0c1aa', '#c5a157', '#7a9c86'],
    motif: 'dots',
  },
  {
    title: 'Sea Green Cotton Chanderi Saree with Floral Buttas',
    description:
      'Cotton Chanderi in sea green with small woven floral buttas and a contrast pink border. Crisp and cool for the day. 5.5 m with blouse piece. Gentle hand wash or dry clean.',
    category: CHA,
    subcategory: 'Cotton Chanderi',
    priceRupees: 3200,
    salePriceRupees: 0,
    totalStock: 27,
    palette: ['#7fb5a2', '#d87093', '#efe6d0'],
    motif: 'floral',
  },
  {
    title: 'Champagne Tissue Chanderi Saree',
    description:
      'Champagne tissue Chanderi with a metallic sheen across the body and a gold border. Drapes softly for evening events. 5.5 m plus blouse piece. Dry clean only.',
    category: CHA,
    subcategory: 'Tissue Chanderi',
    priceRupees: 6600,
    salePriceRupees: 0,
    totalStock: 11,
    palette: ['#e6d3aa', '#c5a157', '#8a7a5a'],
    motif: 'dots',
  },

  // Dupattas (3)
  {
    title: 'Magenta Banarasi Silk Dupatta with Gold Zari Jaal',
    description:
      'A 2.5 m Banarasi silk dupatta in magenta with an all-over gold zari floral jaal and tassels. Lifts a plain kurta instantly. Dry clean only.',
    category: DUP,
    subcategory: 'Banarasi',
    priceRupees: 4800,
    salePriceRupees: 0,
    totalStock: 14,
    palette: ['#a01e63', '#deac46', '#efe1c6'],
    motif: 'floral',
  },
  {
    title: 'Red and Yellow Bandhani Dupatta from Kutch',
    description:
      'Hand-tied bandhani on soft georgette in red and yellow with a gota border. 2.5 m long. Dry clean recommended; store folded in muslin.',
    category: DUP,
    subcategory: 'Bandhani',
    priceRupees: 2200,
    salePriceRupees: 1850,
    totalStock: 23,
    palette: ['#b3202e', '#f0c03a', '#f6eddc'],
    motif: 'dots',
  },
  {
    title: 'Ivory Chanderi Dupatta with Zari Border',
    description:
      'Ivory Chanderi silk-cotton dupatta with gold zari stripes and a woven border. 2.5 m of light, airy weave. Gentle hand wash or dry clean.',
    category: DUP,
    subcategory: 'Chanderi',
    priceRupees: 1650,
    salePriceRupees: 0,
    totalStock: 38,
    palette: ['#f0e6cf', '#c99a2e', '#8aa07a'],
    motif: 'stripes',
  },

  // Kalamkari Sarees (4)
  {
    title: 'Pen Kalamkari Silk Saree with Tree of Life Pallu',
    description:
      'Pure silk hand drawn with a bamboo kalam and coloured with natural dyes: a tree of life fills the pallu and creepers run along the border. 5.5 m plus blouse piece. Dry clean only; colours mellow gracefully with age.',
    category: KAL,
    subcategory: 'Pen Kalamkari',
    priceRupees: 8900,
    salePriceRupees: 0,
    totalStock: 5,
    youtubeLink: `${YT}hV4nJ8yQe1k`,
    palette: ['#3a2a1f', '#c2543b', '#e6d3ad'],
    motif: 'kalamkari',
    featured: true,
  },
  {
    title: 'Block Printed Kalamkari Cotton Saree in Indigo',
    description:
      'Hand block printed in Pedana with indigo and madder on soft cotton, with a floral border. 5.5 m with blouse piece. Hand wash separately in cold water; dry in shade.',
    category: KAL,
    subcategory: 'Block Printed',
    priceRupees: 2600,
    salePriceRupees: 0,
    totalStock: 29,
    palette: ['#253f66', '#c2543b', '#ead9b4'],
    motif: 'kalamkari',
  },
  {
    title: 'Mangalagiri Cotton Saree with Kalamkari Pallu',
    description:
      'A Mangalagiri handloom cotton with a nizam zari border, paired with a block-printed Kalamkari pallu and blouse. 5.5 m plus blouse piece. Hand wash in cold water.',
    category: KAL,
    subcategory: 'Mangalagiri Kalamkari',
    priceRupees: 3400,
    salePriceRupees: 2900,
    totalStock: 16,
    palette: ['#c99a2e', '#3a2a1f', '#c2543b'],
    motif: 'kalamkari',
  },
  {
    title: 'Mustard Kalamkari Chanderi Saree with Peacock Print',
    description:
      'Chanderi silk-cotton printed with Kalamkari peacocks in rust and black on a mustard ground. Light and festive. 5.5 m with blouse piece. Dry clean recommended.',
    category: KAL,
    subcategory: null,
    priceRupees: 4200,
    salePriceRupees: 0,
    totalStock: 12,
    palette: ['#d3a23a', '#2a2420', '#a8432e'],
    motif: 'kalamkari',
  },

  // Diverse Collections (3)
  {
    title: 'Royal Blue Banarasi Katan Silk Saree',
    description:
      'Katan silk from Varanasi in royal blue with gold and silver zari shikargah motifs and a heavy pallu. 5.5 m plus blouse piece. Dry clean only; store in a cotton bag.',
    category: DIV,
    subcategory: 'Banarasi',
    priceRupees: 22500,
    salePriceRupees: 19900,
    totalStock: 12,
    palette: ['#23408a', '#e0aa45', '#9e3a46'],
    motif: 'mango',
  },
  {
    title: 'Paithani Silk Saree with Peacock Pallu',
    description:
      'Yeola Paithani in purple and green with a peacock (mor) pallu woven by tapestry technique and an oblique zari border. 5.5 m with blouse piece. Dry clean only.',
    category: DIV,
    subcategory: 'Paithani',
    priceRupees: 26500,
    salePriceRupees: 0,
    totalStock: 4,
    youtubeLink: `${YT}Tz2bN6uRf5o`,
    palette: ['#5a2a82', '#2f8a4a', '#d9ad4a'],
    motif: 'mango',
    featured: true,
  },
  {
    title: 'Pochampally Ikat Silk Saree in Black and Red',
    description:
      'Double ikat from Pochampally where the threads are tie-dyed before weaving, giving a soft-edged geometric pattern. 5.5 m plus blouse piece. Dry clean only.',
    category: DIV,
    subcategory: 'Ikat',
    priceRupees: 11800,
    salePriceRupees: 0,
    totalStock: 0,
    palette: ['#1e1c22', '#b0283a', '#e8d9b0'],
    motif: 'checks',
  },

  // Bengal Khadi Sarees (3)
  {
    title: 'Handspun Bengal Khadi Saree in Off-White and Red',
    description:
      'Handspun, handwoven khadi with a natural off-white body and a red border, the way Bengal wears it for Durga Puja. 5.5 m, no blouse piece. Hand wash; it softens beautifully over time.',
    category: KHA,
    subcategory: 'Handspun Khadi',
    priceRupees: 2300,
    salePriceRupees: 0,
    totalStock: 22,
    palette: ['#ece2cd', '#b0282e', '#c99a2e'],
    motif: 'stripes',
  },
  {
    title: 'Jamdani Khadi Saree in Bottle Green',
    description:
      'Bottle green khadi with white jamdani buttas inlaid by hand across the body and pallu. 5.5 m with blouse piece. Gentle hand wash in cold water; starch lightly.',
    category: KHA,
    subcategory: 'Jamdani Khadi',
    priceRupees: 3800,
    salePriceRupees: 3250,
    totalStock: 13,
    palette: ['#2f5a3c', '#efe8d8', '#b0503a'],
    motif: 'dots',
  },
  {
    title: 'Matka Khadi Saree in Charcoal Grey',
    description:
      'Slubby matka khadi in charcoal with a thin rust stripe border, dense and warm to the touch. 5.5 m plus blouse piece. Hand wash or dry clean.',
    category: KHA,
    subcategory: 'Matka Khadi',
    priceRupees: 4100,
    salePriceRupees: 0,
    totalStock: 15,
    palette: ['#4a4a4f', '#b5532f', '#d8cdb8'],
    motif: 'stripes',
  },

  // Customized Sarees (2)
  {
    title: 'Custom Bridal Kanchipuram Silk with Woven Names',
    description:
      'Choose the body and border colours, and we weave the couple’s names and wedding date into the pallu in gold zari. Made to order in about six weeks. 5.5 m plus blouse piece. Dry clean only.',
    category: CUS,
    subcategory: 'Bridal Custom',
    priceRupees: 45000,
    salePriceRupees: 0,
    totalStock: 10,
    palette: ['#5a2a82', '#d4ad58', '#e26a8c'],
    motif: 'temple',
  },
  {
    title: 'Name Woven Soft Silk Saree for Gifting',
    description:
      'A soft silk with a name or short message woven into the border in contrast thread, in the colours you pick. A thoughtful gift for a mother or a sister. 5.5 m with blouse piece. Dry clean recommended.',
    category: CUS,
    subcategory: 'Name Weaving',
    priceRupees: 16500,
    salePriceRupees: 0,
    totalStock: 10,
    palette: ['#0f6a6a', '#d4ad58', '#b0285a'],
    motif: 'mango',
  },

  // Terracotta Jewellery (3)
  {
    title: 'Terracotta Temple Necklace Set with Gold Paint',
    description:
      'A hand-moulded terracotta necklace with temple-style pendants painted in gold and maroon, with matching earrings. Kiln fired and sealed with varnish. Keep away from water and store in the box provided.',
    category: TER,
    subcategory: 'Necklaces',
    priceRupees: 1850,
    salePriceRupees: 0,
    totalStock: 3,
    palette: ['#a84e2c', '#7a1c2c', '#e0bf72'],
    motif: 'terracotta',
  },
  {
    title: 'Terracotta Jhumkas in Teal and Gold',
    description:
      'Bell-shaped terracotta jhumkas painted teal with gold dots and tiny hanging beads. Light on the ears for a full day. Wipe with a dry cloth only.',
    category: TER,
    subcategory: 'Jhumkas',
    priceRupees: 1500,
    salePriceRupees: 0,
    totalStock: 1,
    palette: ['#b35a34', '#1e5a5f', '#e0bf72'],
    motif: 'terracotta',
  },
  {
    title: 'Terracotta Chandbali Earrings in Ivory and Maroon',
    description:
      'Crescent chandbali earrings in terracotta, painted ivory and maroon with a fine gold outline. Hand made, so each pair differs a little. Keep dry and store flat.',
    category: TER,
    subcategory: 'Earrings',
    priceRupees: 1550,
    salePriceRupees: 0,
    totalStock: 18,
    palette: ['#9c4a2c', '#efe2c6', '#7a1c2c'],
    motif: 'terracotta',
  },

  // Paintings (3)
  {
    title: 'Tanjore Painting of Balakrishna with 22 ct Gold Foil',
    description:
      'A traditional Thanjavur painting on seasoned wood with 22 ct gold foil, semi-precious stone settings and natural colours. 18 x 24 inches in a teak frame. Dust with a soft brush; keep out of direct sun.',
    category: PNT,
    subcategory: 'Tanjore',
    priceRupees: 32000,
    salePriceRupees: 28500,
    totalStock: 2,
    palette: ['#7a1f22', '#c79f3a', '#1e4d3a'],
    motif: 'painting',
  },
  {
    title: 'Madhubani Painting of the Fish Pair on Handmade Paper',
    description:
      'A Madhubani painting of a pair of fish, a symbol of good fortune, drawn with fine bharni fill in natural pigments on handmade paper. 15 x 22 inches, mounted and framed. Keep away from damp walls.',
    category: PNT,
    subcategory: 'Madhubani',
    priceRupees: 6500,
    salePriceRupees: 0,
    totalStock: 0,
    palette: ['#e9dcc0', '#b3282e', '#1f1f1f'],
    motif: 'painting',
  },
  {
    title: 'Tanjore Painting of Lakshmi in a Temple Arch',
    description:
      'Goddess Lakshmi under a gilded temple arch, raised gesso work covered in gold foil and set with red and green stones. 12 x 15 inches in a traditional carved frame. Dust gently; never wipe with a wet cloth.',
    category: PNT,
    subcategory: null,
    priceRupees: 18500,
    salePriceRupees: 0,
    totalStock: 5,
    palette: ['#1e4d3a', '#c79f3a', '#8a1f2a'],
    motif: 'painting',
  },
];

export const DEMO_BANNERS: DemoBanner[] = [
  {
    alt: 'Wedding silks 2026: handwoven Kanchipuram bridal sarees in red and gold',
    headline: 'Wedding Silks 2026',
    tagline: 'Handwoven in Kanchipuram, pure zari, made to be passed down',
    palette: ['#7d1428', '#c99a2e', '#1d5a45'],
  },
  {
    alt: 'Summer linens and cottons: breathable handloom sarees in soft blues and off-white',
    headline: 'Summer Linens & Cottons',
    tagline: 'Breathable handlooms from Coimbatore, Chettinad and Bengal',
    palette: ['#2f4b6a', '#e8e1cf', '#9cb4c4'],
  },
  {
    alt: 'Festive soft silks: light Kanchipuram soft silk sarees in pink and green, up to 15% off',
    headline: 'Festive Soft Silks',
    tagline: 'Light as a feather, rich as tradition. Up to 15% off',
    palette: ['#1f4d3a', '#d9b04f', '#b8436b'],
  },
];
