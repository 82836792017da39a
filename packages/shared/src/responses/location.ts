import { z } from '../zod';

/** A country or state: its name and ISO code (spec §3). */
export const placeSchema = z.object({ name: z.string(), isoCode: z.string() });
export type Place = z.infer<typeof placeSchema>;

export const cityOptionSchema = z.object({ id: z.string(), name: z.string() });
export type CityOption = z.infer<typeof cityOptionSchema>;

/** GET /api/common/countries. */
export const countryListResponseSchema = z.object({ success: z.literal(true), data: z.array(placeSchema) });
export type CountryListResponse = z.infer<typeof countryListResponseSchema>;

/** GET /api/common/countries/states/{country} (spec §7 reads success, data, message). */
export const stateListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(placeSchema),
  message: z.string(),
});
export type StateListResponse = z.infer<typeof stateListResponseSchema>;

/** GET /api/common/countries/cities/{country}/{state}. */
export const cityListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(cityOptionSchema),
  message: z.string(),
});
export type CityListResponse = z.infer<typeof cityListResponseSchema>;

/** GET /api/common/pincode/{pincode}: what the address form fills from an Indian pincode. */
export const pincodePlaceSchema = z.object({
  pincode: z.string(),
  /** The state (one of the state list's names) the pincode belongs to. */
  state: z.string(),
  /** Its district ('' when the directory does not know it). */
  district: z.string(),
  /** Suggestions for the city box: the district, then the post offices of the pincode (any spelling is accepted). */
  cities: z.array(z.string()),
});
export type PincodePlace = z.infer<typeof pincodePlaceSchema>;

export const pincodePlaceResponseSchema = z.object({ success: z.literal(true), data: pincodePlaceSchema });
export type PincodePlaceResponse = z.infer<typeof pincodePlaceResponseSchema>;
