import { z } from '../zod';
import { dataResponse, messageDataResponse } from './envelope';

/** An address's values as stored: a saved address and an order's copy of one share them. */
export const addressFieldsSchema = z.object({
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  pincode: z.string(),
  phone: z.string(),
  notes: z.string(),
  isGift: z.boolean(),
  giftMessage: z.string(),
  /** A gift's recipient ('' when not a gift); absent on orders placed before recipients were recorded. */
  recipientName: z.string().optional(),
  /** A business buyer's GSTIN and registered name (B2B invoice); absent or '' otherwise. */
  gstin: z.string().optional(),
  businessName: z.string().optional(),
});

/** A saved address (spec §3 Address): the form's values as stored, with its id and owner. */
export const addressSchema = addressFieldsSchema.extend({
  recipientName: z.string(),
  gstin: z.string(),
  businessName: z.string(),
  _id: z.string(),
  userId: z.string(),
  /** In her address list: true on the address her latest order went to (checkout chooses it for her). */
  lastUsed: z.boolean().optional(),
});
export type Address = z.infer<typeof addressSchema>;

/** GET /api/shop/address/get/{userId}. */
export const addressListResponseSchema = dataResponse(z.array(addressSchema));
export type AddressListResponse = z.infer<typeof addressListResponseSchema>;

/** POST /api/shop/address/add, PUT /api/shop/address/update/{userId}/{addressId}. */
export const addressSavedResponseSchema = messageDataResponse(addressSchema);
export type AddressSavedResponse = z.infer<typeof addressSavedResponseSchema>;
