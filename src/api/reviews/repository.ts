import type { ReviewInput } from '@/shared/types';

/** A review with the reviewer's id and names; the handlers decide what of it is shown. */
export interface ReviewRecord extends ReviewInput {
  _id: string;
  userId: string;
  productId: string;
  firstName: string;
  lastName: string;
  createdAt: string;
  updatedAt: string;
}

export interface ReviewWrite {
  userId: string;
  productId: string;
  review: ReviewInput;
  /** A timestamp: the review's time, and the write's in the daily count. */
  at: string;
  /** The daily cap: writes by this shopper at or after `since` (a timestamp) that refuse another. */
  since: string;
  maxWrites: number;
}

export interface ReviewRepository {
  /** A product's reviews, the most recently written first. */
  ofProduct(productId: string): Promise<ReviewRecord[]>;
  find(userId: string, productId: string): Promise<ReviewRecord | null>;
  /**
   * Creates the shopper's one review of the product or replaces it, and counts the write, as one
   * step; null (and nothing written) when the shopper already has `maxWrites` writes since `since`.
   */
  save(write: ReviewWrite): Promise<{ review: ReviewRecord; created: boolean } | null>;
}
