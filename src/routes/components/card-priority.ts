import type { PicturePriority } from '@/shared/components/product-picture';

/** Cards two across on a phone: its first row holds the list's largest picture. */
const PHONE_ROW = 2;

/**
 * How a list's card at `index` loads its picture: the phone's first row first of all (its largest
 * paint), the rest of the first `eager` at once, the others when scrolled near.
 */
export const cardPriority = (index: number, eager: number): PicturePriority =>
  index < PHONE_ROW ? 'high' : index < eager ? 'eager' : 'lazy';
