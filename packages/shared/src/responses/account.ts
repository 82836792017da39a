import { z } from '../zod';
import { ROLES } from './auth';
import { dataResponse } from './envelope';
import { orderSchema } from './order';

/** GET /api/shop/account: the signed-in account's own details. */
export const accountSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;
export const accountResponseSchema = dataResponse(accountSchema);
export type AccountResponse = z.infer<typeof accountResponseSchema>;

/** GET /api/shop/account/export: everything held about the shopper, as a JSON download. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: accountSchema,
  addresses: z.array(z.record(z.string(), z.unknown())),
  /** Every order, with its lines, statuses and the buyer's name and email as stored on it. */
  orders: z.array(orderSchema.extend({ buyerName: z.string(), buyerEmail: z.string() })),
  reviews: z.array(
    z.object({
      _id: z.string(),
      productId: z.string().nullable(),
      rating: z.number(),
      message: z.string(),
      createdAt: z.string(),
    }),
  ),
  cart: z.array(z.object({ productId: z.string(), quantity: z.number() })),
  wishlist: z.array(z.object({ productId: z.string(), addedAt: z.string() })),
  /** "Email me when it's back" requests made signed in or with the account's email. */
  stockAlerts: z.array(
    z.object({ productId: z.string(), createdAt: z.string(), notifiedAt: z.string().nullable() }),
  ),
  sessions: z.array(z.object({ createdAt: z.string(), expiresAt: z.string() })),
  /** The shop asks for no marketing or other optional consents; kept here so the list is complete. */
  consents: z.array(z.object({ purpose: z.string(), given: z.boolean() })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
