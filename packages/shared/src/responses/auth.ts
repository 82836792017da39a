import { z } from '../zod';

export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in user (spec §3 User) as sign-in and the session check return it. */
export const sessionUserSchema = z.object({
  id: z.string(),
  userName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /api/auth/login. */
export const loginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: sessionUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /api/auth/check-auth. */
export const checkAuthResponseSchema = z.object({ success: z.literal(true), user: sessionUserSchema });
export type CheckAuthResponse = z.infer<typeof checkAuthResponseSchema>;

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
export const accountResponseSchema = z.object({ success: z.literal(true), data: accountSchema });
export type AccountResponse = z.infer<typeof accountResponseSchema>;

/** GET /api/shop/account/export: everything held about the shopper, as a JSON download. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: accountSchema,
  addresses: z.array(z.record(z.string(), z.unknown())),
  orders: z.array(
    z.object({
      _id: z.string(),
      orderNumber: z.number(),
      orderStatus: z.string(),
      paymentStatus: z.string(),
      orderDate: z.string(),
      totalAmount: z.string(),
      invoiceNumber: z.string().nullable(),
      buyerName: z.string(),
      addressInfo: z.record(z.string(), z.unknown()),
      items: z.array(
        z.object({ productId: z.string(), title: z.string(), quantity: z.number(), price: z.string() }),
      ),
    }),
  ),
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
  sessions: z.array(z.object({ createdAt: z.string(), expiresAt: z.string() })),
  /** The shop asks for no marketing or other optional consents; kept here so the list is complete. */
  consents: z.array(z.object({ purpose: z.string(), given: z.boolean() })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
