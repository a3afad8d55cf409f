import type { PicturePriority } from '@/shared/components/product-picture';

/**
 * How a list's card at `index` loads its picture: the first card's first of all (the list's
 * largest paint: the cards are the same size, and the first painted counts), the rest of the first
 * `eager` at once but after it, the others when scrolled near. On Lighthouse's phone every picture
 * fetched at default priority or higher shared the slow line with the first card's and delayed its
 * paint (docs/performance.md, issue 36).
 */
export const cardPriority = (index: number, eager: number): PicturePriority =>
  index === 0 ? 'high' : index < eager ? 'after' : 'lazy';
