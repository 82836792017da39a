import { z } from '../zod';
import { dataResponse } from './envelope';

/** A review (spec §3 Review) with its product (null for a review of the shop) and verified badge. */
export const reviewSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  userName: z.string(),
  reviewMessage: z.string(),
  reviewValue: z.number().int(),
  productId: z.string().nullable(),
  verified: z.boolean(),
  /** Only in the admin's moderation list. */
  hidden: z.boolean().optional(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /api/shop/review/all, /api/shop/review/{productId}, /api/admin/reviews. */
export const reviewListResponseSchema = dataResponse(z.array(reviewSchema));
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;
