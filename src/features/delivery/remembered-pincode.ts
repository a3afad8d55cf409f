import { PINCODE_PATTERN } from '@/shared/pincode';
import { localStore } from '@/shared/site-storage';

export const PINCODE_STORAGE_KEY = 'sneakerhub:delivery-pincode';

/** The last pincode the shopper checked, kept across visits; null when none (or not a pincode). */
export function readRememberedPincode(): string | null {
  const pincode = localStore.get(PINCODE_STORAGE_KEY);
  return pincode !== null && PINCODE_PATTERN.test(pincode) ? pincode : null;
}

/** A convenience: full or blocked storage keeps nothing and stops nothing. */
export function rememberPincode(pincode: string): void {
  localStore.set(PINCODE_STORAGE_KEY, pincode);
}
