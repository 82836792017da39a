import { z } from '../zod';
import { dataResponse, messageDataResponse } from './envelope';

/** Why a line cannot be bought as it stands ('ok' when it can). */
export const CART_AVAILABILITIES = ['ok', 'deleted', 'out-of-stock', 'insufficient-stock'] as const;
export type CartAvailability = (typeof CART_AVAILABILITIES)[number];

/** A cart line (spec §3 Cart item) with the product's current price and stock, money in rupees. */
export const cartItemSchema = z.object({
  productId: z.string(),
  title: z.string(),
  image: z.string(),
  images: z.array(z.string()),
  /** Rupees, before tax. */
  price: z.number(),
  salePrice: z.number(),
  quantity: z.number().int(),
  totalStock: z.number().int(),
  availability: z.enum(CART_AVAILABILITIES),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  items: z.array(cartItemSchema),
});
export type Cart = z.infer<typeof cartSchema>;

/** GET /api/shop/cart/get/{userId}. */
export const cartResponseSchema = dataResponse(cartSchema);
/** Add, update and remove answer the cart as it now stands, with the spec's toast text. */
export const cartChangedResponseSchema = messageDataResponse(cartSchema);
export type CartResponse = z.infer<typeof cartResponseSchema>;
export type CartChangedResponse = z.infer<typeof cartChangedResponseSchema>;
