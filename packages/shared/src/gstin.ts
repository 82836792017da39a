import { isIndia } from './country';
import { gstStateCode, gstStateName } from './gst-states';

/** Longest business name printed on a B2B invoice. */
export const BUSINESS_NAME_MAX = 100;

export const GSTIN_MESSAGES = {
  format:
    'A GSTIN has 15 characters: 2-digit state code, 10-character PAN, entity number, Z and a check character.',
  stateCode: 'This GSTIN does not start with an Indian state code.',
  checksum: 'This GSTIN is not valid (its check character does not match). Please check it for typos.',
  notInIndia: 'A GSTIN can only be added to an address in India.',
  wrongState: 'This GSTIN is registered in another state than the address.',
  businessNameRequired: 'Please enter the business name registered with this GSTIN.',
  businessNameTooLong: `The business name can be at most ${BUSINESS_NAME_MAX} characters.`,
  businessNameWithoutGstin: 'Add the GSTIN for this business name, or leave both empty.',
} as const;

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN check character of its first 14 characters (GSTN's mod-36 Luhn scheme). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CHARS.indexOf(first14[i]!);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36]!;
}

/** A GSTIN as people type it: spaces and dashes dropped, upper case. */
export const normaliseGstin = (v: string) => v.replace(/[\s-]/g, '').toUpperCase();

/** Why a (normalised) GSTIN is not valid, or null when it is. */
export function gstinProblem(gstin: string): string | null {
  if (!SHAPE.test(gstin)) return GSTIN_MESSAGES.format;
  if (!gstStateName(gstin.slice(0, 2))) return GSTIN_MESSAGES.stateCode;
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14]) return GSTIN_MESSAGES.checksum;
  return null;
}

export const isValidGstin = (gstin: string) => gstinProblem(gstin) === null;

/**
 * A GSTIN is registered in one state: on an address it must be an Indian one in that state (the
 * place of supply the invoice prints). Null when it fits, or when the state is not yet known.
 */
export function gstinStateProblem(gstin: string, country: string, state: string): string | null {
  if (!isIndia(country)) return GSTIN_MESSAGES.notInIndia;
  const code = gstStateCode(state);
  if (code && code !== gstin.slice(0, 2)) return GSTIN_MESSAGES.wrongState;
  return null;
}
