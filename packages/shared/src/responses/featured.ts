import { z } from '../zod';
import { productSchema } from './catalog';
import { dataResponse, messageDataResponse } from './envelope';

/** GET /api/admin/products/featured: the products the owner marked, in their order (none: []). */
export const featuredListResponseSchema = dataResponse(z.array(productSchema));
export type FeaturedListResponse = z.infer<typeof featuredListResponseSchema>;

/** PUT /api/admin/products/featured: the new list, in order. */
export const featuredSavedResponseSchema = messageDataResponse(z.array(productSchema));
export type FeaturedSavedResponse = z.infer<typeof featuredSavedResponseSchema>;
