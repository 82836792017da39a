import { LIMITS } from './limits';

/** The shop's own country, however it is written ('India', ' india '). */
export function isIndia(country: string | null | undefined): boolean {
  return (country ?? '').trim().toLowerCase() === 'india';
}

/**
 * An Indian number that is not a mobile number (those start with 6–9). Judged only on a number of the
 * right length in India; anything else gets the other address rules' messages.
 */
export function breaksIndianMobileRule(country: string | null | undefined, phone: string | null | undefined) {
  return isIndia(country) && phone?.length === LIMITS.phoneDigits && !/^[6-9]/.test(phone);
}
