/** The pincode a shopper last checked delivery for, kept in this browser (read only after hydration). */
export const SAVED_PINCODE_KEY = 'deliveryPincode';

export function readSavedPincode(): string | null {
  try {
    const value = localStorage.getItem(SAVED_PINCODE_KEY);
    return value && /^\d{6}$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

export function savePincode(pincode: string) {
  try {
    localStorage.setItem(SAVED_PINCODE_KEY, pincode);
  } catch {
    // Storage blocked: the box simply starts empty next time.
  }
}
