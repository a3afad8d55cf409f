/** Six digits, the first not 0 (India Post's first digit is a region, 1–9). */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;
