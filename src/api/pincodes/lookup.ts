import { PINCODE_PATTERN } from '@/shared/pincode';
import { pincodeTable, type PincodePlace } from './pincode-table';

/**
 * The place of a pincode the shop delivers to, or null for one it does not know (or that is not
 * a pincode at all). Throws a 503 HttpError if the table cannot be loaded.
 */
export async function lookupPincode(pincode: string): Promise<PincodePlace | null> {
  if (!PINCODE_PATTERN.test(pincode)) return null;
  return (await pincodeTable()).get(pincode) ?? null;
}
