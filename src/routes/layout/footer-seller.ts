import { preloadableLazy } from '@/shared/preloadable-lazy';

const NoSellerFacts = () => null;

/**
 * The seller's name, address, GSTIN and customer care, read from GET /api/seller: a chunk of its
 * own, so a shopper's first load does not carry its code (its request follows the chunk). Kept
 * apart from the footer so footer.tsx exports components only, which Fast Refresh needs to update
 * it in place.
 */
const sellerFacts = preloadableLazy(async () => {
  try {
    const { SellerFacts: Facts } = await import(/* webpackChunkName: "seller-facts" */ '@/features/legal');
    return Facts;
  } catch (error) {
    // A chunk gone since the page opened costs this line, never the page above it.
    console.warn('[footer] the seller details could not be loaded', error);
    return NoSellerFacts;
  }
});

export const LazySellerFacts = sellerFacts.Component;
export const sellerFactsLoaded = sellerFacts.isLoaded;

/** Loads the footer's lazy part ahead (before hydrating a server-rendered page). */
export const loadFooter = (): Promise<unknown> => sellerFacts.load();
