import { z } from './zod';
import { LIMITS } from './limits';

export const ADDRESS_MESSAGES = {
  addressRequired: 'Address is required.',
  countryRequired: 'Country is required.',
  stateRequired: 'Please select a state.',
  cityRequired: 'Please select a city.',
  pincode: 'Pincode must be exactly 6 digits.',
  phone: 'Phone number must be exactly 10 digits.',
  giftMessageRequired: 'Please write a gift message.',
  limit: 'You can add max 3 addresses',
  notFound: 'Address not found.',
  added: 'Address added successfully',
  updated: 'Address updated successfully',
  deleted: 'Address deleted successfully',
  unknownCountry: 'Unknown country.',
  unknownState: 'Unknown state for this country.',
  isGift: 'Please say whether this is a gift (true or false).',
} as const;

const A = ADDRESS_MESSAGES;
/**
 * Digits of a string or number, cut to `max`. Anything else (an object, an array, a boolean) is passed on
 * untouched for the string check to refuse: `String(v)` on `{"toString":1}` would throw, and would turn
 * `[641002]` into a pincode.
 */
const digits = (max: number) => (v: unknown) =>
  v === undefined || v === null
    ? ''
    : typeof v === 'string' || typeof v === 'number'
      ? String(v).replace(/\D/g, '').slice(0, max)
      : v;
/**
 * The spec's boolean coercion of isGift (true, 'true', 1 and 'on' are true; other booleans, strings and
 * numbers false). An object or array is passed on for the boolean check to refuse.
 */
const checkbox = (v: unknown) =>
  v === undefined || v === null || ['boolean', 'string', 'number'].includes(typeof v)
    ? v === true || v === 'true' || v === 1 || v === 'on'
    : v;
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v ?? '').trim());

const addressFields = {
  address: z.string({ error: A.addressRequired }).trim().min(1, A.addressRequired).max(500),
  country: optionalText(100).pipe(z.string().min(1, A.countryRequired)),
  state: optionalText(100),
  city: optionalText(100),
  pincode: z.preprocess(
    digits(LIMITS.pincodeDigits),
    z.string({ error: A.pincode }).length(LIMITS.pincodeDigits, A.pincode),
  ),
  phone: z.preprocess(
    digits(LIMITS.phoneDigits),
    z.string({ error: A.phone }).length(LIMITS.phoneDigits, A.phone),
  ),
  notes: optionalText(500),
  isGift: z.preprocess(checkbox, z.boolean({ error: A.isGift })),
  giftMessage: optionalText(500),
};

function withGiftRule<S extends z.ZodType<{ isGift: boolean; giftMessage: string }>>(schema: S) {
  return schema
    .superRefine((a, ctx) => {
      if (a.isGift && !a.giftMessage)
        ctx.addIssue({ code: 'custom', path: ['giftMessage'], message: A.giftMessageRequired });
    })
    .transform((a) => ({ ...a, giftMessage: a.isGift ? a.giftMessage : '' }));
}

/**
 * The address form, with the spec's normalisation: phone and pincode reduced to digits and cut to
 * 10 and 6; notes, country, state and city default to ''; isGift coerced to boolean. Whether a state
 * or city is required depends on the country's data and is checked by the server.
 */
export const addressInputSchema = withGiftRule(z.object(addressFields));

/** The API body: the form's fields plus the caller's userId (which must be the session user's). */
export const addressBodySchema = withGiftRule(z.object({ ...addressFields, userId: z.string().optional() }));

export type AddressInput = z.input<typeof addressInputSchema>;
export type AddressValues = z.output<typeof addressInputSchema>;
