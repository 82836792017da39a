import { z } from './zod';
import { breaksIndianMobileRule, isIndia } from './country';
import { pincodeStateMismatch } from './pincode-states';
import { LIMITS } from './limits';
import { plainText } from './plain-text';
import { BUSINESS_NAME_MAX, GSTIN_MESSAGES, gstinProblem, gstinStateProblem, normaliseGstin } from './gstin';

/** Longest gift recipient's name (a full name with initials fits; a label line stays readable). */
export const RECIPIENT_NAME_MAX = 100;

export const ADDRESS_MESSAGES = {
  addressRequired: 'Address is required.',
  countryRequired: 'Country is required.',
  stateRequired: 'Please select a state.',
  cityRequired: 'Please enter a city.',
  pincode: 'Pincode must be exactly 6 digits.',
  phone: 'Phone number must be exactly 10 digits.',
  /** An Indian number of 10 digits that no Indian mobile number starts with. */
  indianMobile: 'Indian mobile numbers start with 6, 7, 8 or 9.',
  giftMessageRequired: 'Please write a gift message.',
  recipientNameRequired: "Please enter the recipient's name.",
  recipientNameTooLong: `The recipient's name can be at most ${RECIPIENT_NAME_MAX} characters.`,
  limit: 'You can add max 3 addresses',
  /** Shown instead of the add form once 3 are saved. */
  limitReached: 'You have saved 3 addresses, the most we keep. Edit or delete one to add a new address.',
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
 * A phone number as people type it in India, reduced to the 10-digit number: spaces, dashes and
 * brackets go, then a country code (+91 or 91) or a trunk 0 in front, but only when what is left has
 * 10 digits ("9198430123" is a number of its own, kept). "+91 98430 12345", "098430 12345",
 * "98430-12345" and "91 9843012345" all become "9843012345". Not cut: a number with too many digits
 * is refused rather than silently becoming someone else's. Non-strings pass on to be refused.
 */
export function normalisePhone(v: unknown): unknown {
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string' && typeof v !== 'number') return v;
  const d = String(v).replace(/\D/g, '');
  const ten = LIMITS.phoneDigits;
  // +91 0…, as some write it, is the country code and the trunk 0 together.
  const prefix = ['0091', '910', '91', '0'].find((p) => d.length === ten + p.length && d.startsWith(p));
  return prefix ? d.slice(prefix.length) : d;
}

/**
 * The spec's boolean coercion of isGift (true, 'true', 1 and 'on' are true; other booleans, strings and
 * numbers false). An object or array is passed on for the boolean check to refuse.
 */
const checkbox = (v: unknown) =>
  v === undefined || v === null || ['boolean', 'string', 'number'].includes(typeof v)
    ? v === true || v === 'true' || v === 1 || v === 'on'
    : v;
const optionalText = (max: number) =>
  plainText(z.string().max(max))
    .nullish()
    .transform((v) => (v ?? '').trim());

const addressFields = {
  address: plainText(z.string({ error: A.addressRequired }).trim().min(1, A.addressRequired).max(500)),
  country: optionalText(100).pipe(z.string().min(1, A.countryRequired)),
  state: optionalText(100),
  city: optionalText(100),
  pincode: z.preprocess(
    digits(LIMITS.pincodeDigits),
    z.string({ error: A.pincode }).length(LIMITS.pincodeDigits, A.pincode),
  ),
  phone: z.preprocess(normalisePhone, z.string({ error: A.phone }).length(LIMITS.phoneDigits, A.phone)),
  notes: optionalText(500),
  isGift: z.preprocess(checkbox, z.boolean({ error: A.isGift })),
  giftMessage: optionalText(500),
  /** Who receives a gift: printed on the invoice's Ship To and the shipping label. */
  recipientName: plainText(z.string().max(RECIPIENT_NAME_MAX, A.recipientNameTooLong))
    .nullish()
    .transform((v) => (v ?? '').replace(/\s+/g, ' ').trim()),
  /** A business buyer's GSTIN (B2B invoice); '' for a shopper without one. */
  gstin: plainText(z.string().max(40, GSTIN_MESSAGES.format))
    .nullish()
    .transform((v) => normaliseGstin(v ?? '')),
  /** The business name registered with that GSTIN, printed on the invoice. */
  businessName: plainText(z.string().max(BUSINESS_NAME_MAX, GSTIN_MESSAGES.businessNameTooLong))
    .nullish()
    .transform((v) => (v ?? '').replace(/\s+/g, ' ').trim()),
};

interface GiftAndPhone {
  country: string;
  state: string;
  gstin: string;
  businessName: string;
  pincode: string;
  phone: string;
  isGift: boolean;
  giftMessage: string;
  recipientName: string;
}

/**
 * The rules across fields: a gift needs a message and the recipient's name (both dropped when it is
 * not a gift); an Indian phone number is a mobile number (6-9 first); an Indian pincode belongs to the
 * chosen state (its first two digits name the postal circle).
 */
function withGiftRule<S extends z.ZodType<GiftAndPhone>>(schema: S) {
  return schema
    .superRefine((a, ctx) => {
      if (breaksIndianMobileRule(a.country, a.phone))
        ctx.addIssue({ code: 'custom', path: ['phone'], message: A.indianMobile });
      const wrongPincode = isIndia(a.country) ? pincodeStateMismatch(a.state, a.pincode) : null;
      if (wrongPincode) ctx.addIssue({ code: 'custom', path: ['pincode'], message: wrongPincode });
      if (a.isGift && !a.giftMessage)
        ctx.addIssue({ code: 'custom', path: ['giftMessage'], message: A.giftMessageRequired });
      if (a.isGift && !a.recipientName)
        ctx.addIssue({ code: 'custom', path: ['recipientName'], message: A.recipientNameRequired });
      const gstin = a.gstin
        ? (gstinProblem(a.gstin) ?? gstinStateProblem(a.gstin, a.country, a.state))
        : null;
      if (gstin) ctx.addIssue({ code: 'custom', path: ['gstin'], message: gstin });
      if (a.gstin && !a.businessName)
        ctx.addIssue({
          code: 'custom',
          path: ['businessName'],
          message: GSTIN_MESSAGES.businessNameRequired,
        });
      if (!a.gstin && a.businessName)
        ctx.addIssue({ code: 'custom', path: ['gstin'], message: GSTIN_MESSAGES.businessNameWithoutGstin });
    })
    .transform((a) => ({
      ...a,
      giftMessage: a.isGift ? a.giftMessage : '',
      recipientName: a.isGift ? a.recipientName : '',
    }));
}

/**
 * The address form, with the spec's normalisation: pincode reduced to digits and cut to 6, phone
 * normalised (see normalisePhone); notes, country, state and city default to ''; isGift coerced to boolean. Whether a state
 * or city is required depends on the country's data and is checked by the server.
 */
export const addressInputSchema = withGiftRule(z.object(addressFields));

/** The API body: the form's fields plus the caller's userId (which must be the session user's). */
export const addressBodySchema = withGiftRule(z.object({ ...addressFields, userId: z.string().optional() }));

export type AddressInput = z.input<typeof addressInputSchema>;
export type AddressValues = z.output<typeof addressInputSchema>;
