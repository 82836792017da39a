import { LIMITS } from './limits';
import { z } from './zod';

/** What the owner reads about the home page's featured products. */
export const FEATURED_MESSAGES = {
  saved: 'Featured products saved',
  cleared: 'Featured products cleared: the home page shows the newest products',
  tooMany: `Choose at most ${LIMITS.featureProducts} featured products.`,
  duplicate: 'A product can be featured only once.',
  badId: 'Choose products from the list.',
  notInShop: 'One of the chosen products is no longer in the shop. Reload and choose again.',
  busy: 'The featured products were changed at the same moment elsewhere. Reload and try again.',
} as const;

/**
 * PUT /api/admin/products/featured: the featured products in the order the home page shows them
 * (at most 8, each once). An empty list clears them, and the home page falls back to the newest.
 */
export const featuredInputSchema = z.object({
  productIds: z
    .array(z.uuid(FEATURED_MESSAGES.badId), { error: FEATURED_MESSAGES.badId })
    .max(LIMITS.featureProducts, FEATURED_MESSAGES.tooMany)
    .refine(
      (ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length,
      FEATURED_MESSAGES.duplicate,
    ),
});
export type FeaturedInput = z.input<typeof featuredInputSchema>;
