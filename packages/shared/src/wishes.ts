import { accountTokenSchema, emailSchema } from './auth';
import { productSchema } from './responses/catalog';
import { dataResponse, messageDataResponse } from './responses/envelope';
import { WISHES } from './wish-messages';
import { z } from './zod';

/** POST /api/shop/stock-alerts: a guest gives an email; a signed-in shopper's is her account's. */
export const stockAlertRequestSchema = z.object({
  productId: z.uuid(WISHES.messages.productNotFound),
  email: emailSchema.optional(),
});
export type StockAlertRequest = z.infer<typeof stockAlertRequestSchema>;

/** POST /api/shop/stock-alerts/confirm. */
export const stockAlertConfirmSchema = z.object({ token: accountTokenSchema });

/**
 * `pending`: a link for this product sent to this address still works (no new email); `limited`: the
 * address got its confirmation emails for the day (none sent).
 */
export const stockAlertResponseSchema = messageDataResponse(
  z.object({ status: z.enum(['subscribed', 'confirmSent', 'pending', 'limited']) }),
);

/** GET /api/shop/stock-alerts/{productId}: whether the signed-in shopper's request stands. */
export const stockAlertStandingResponseSchema = dataResponse(z.object({ asked: z.boolean() }));
export type StockAlertStandingResponse = z.infer<typeof stockAlertStandingResponseSchema>;

/** A saved product as the account page shows it: the product, and whether it came back into stock. */
export const wishlistItemSchema = z.object({
  product: productSchema,
  addedAt: z.string(),
  /** It was out of stock after it was saved and is in stock now. */
  backInStock: z.boolean(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistResponseSchema = dataResponse(z.array(wishlistItemSchema));
/** The ids of the saved products (the hearts on cards). */
export const wishlistIdsResponseSchema = dataResponse(z.array(z.string()));
export const wishlistChangedResponseSchema = messageDataResponse(z.array(z.string()));
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;
export type WishlistIdsResponse = z.infer<typeof wishlistIdsResponseSchema>;
export type WishlistChangedResponse = z.infer<typeof wishlistChangedResponseSchema>;
export type StockAlertResponse = z.infer<typeof stockAlertResponseSchema>;
