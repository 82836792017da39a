/** The 15 collection tiles of the home page (spec §2), in order; images in public/collections, the video in public/video. */
export interface CollectionTile {
  title: string;
  slug: string;
  description: string;
  video?: boolean;
}

export const COLLECTION_TILES: CollectionTile[] = [
  {
    title: 'Kanchipuram Silk Sarees',
    slug: 'kanchipuram-silk-sarees',
    description: 'Heirloom mulberry silks from Kanchipuram with pure zari, temple borders and korvai pallus.',
  },
  {
    title: 'Kanchipuram Soft Silk Sarees',
    slug: 'kanchipuram-soft-silk-sarees',
    description:
      'Feather-light soft silks with the Kanchipuram look, easy to drape for festivals and office.',
  },
  {
    title: 'Organza Sarees',
    slug: 'organza-sarees',
    description: 'Sheer, crisp organza in soft pastels with embroidery and delicate borders.',
  },
  {
    title: 'Cotton Sarees',
    slug: 'cotton-sarees',
    description: 'Breathable handloom cottons from Chettinad and Coimbatore for every day of the year.',
  },
  {
    title: 'Silk Cotton Sarees',
    slug: 'silk-cotton-sarees',
    description: 'The sheen of silk with the comfort of cotton: Kovai kora, Maheshwari and Chettinad blends.',
  },
  {
    title: 'Linen Sarees',
    slug: 'linen-sarees',
    description: 'Pure linen with silver and gold tissue borders, cool and graceful in the summer heat.',
  },
  {
    title: 'Tussar Silk Sarees',
    slug: 'tussar-silk-sarees',
    description: 'Wild tussar silk with its natural golden lustre, hand painted or woven with ghicha.',
  },
  {
    title: 'Chanderi Sarees',
    slug: 'chanderi-sarees',
    description: 'Gossamer Chanderi weaves from Madhya Pradesh with coin buttas and gold borders.',
  },
  {
    title: 'Dupattas',
    slug: 'dupattas',
    description: 'Banarasi, bandhani and Chanderi dupattas to lift a plain kurta or a lehenga.',
  },
  {
    title: 'Kalamkari Sarees',
    slug: 'kalamkari-sarees',
    description: 'Hand-drawn and block-printed Kalamkari in natural dyes of madder, indigo and iron black.',
  },
  {
    title: 'Diverse Collections',
    slug: 'diverse-collections',
    description: 'Banarasi, Paithani and ikat weaves we bring back from clusters across India.',
  },
  {
    title: 'Bengal Khadi Sarees',
    slug: 'bengal-khadi-sarees',
    description: 'Handspun, handwoven khadi from Bengal with jamdani motifs and a soft, earthy hand.',
  },
  {
    title: 'Customized Sarees',
    slug: 'customized-sarees',
    description: 'Your colours, your names, your story: sarees woven to order on our partner looms.',
    video: true,
  },
  {
    title: 'Terracotta Jewellery',
    slug: 'terracotta-jewellery',
    description: 'Hand-moulded, kiln-fired terracotta necklaces and jhumkas painted by artisans.',
  },
  {
    title: 'Paintings',
    slug: 'paintings',
    description: 'Tanjore gold-leaf paintings and Madhubani folk art, framed and ready to hang.',
  },
];

/** Spec §2: /shop/listing?category={title with spaces replaced by +}. */
export function collectionHref(title: string): string {
  return `/shop/listing?category=${title.split(' ').map(encodeURIComponent).join('+')}`;
}

export const COLLECTION_VIDEO = {
  mp4: '/video/customized-sarees.mp4',
  webm: '/video/customized-sarees.webm',
  poster: '/video/customized-sarees-poster.webp',
};
