import type { StaffProduct } from '@/shared/catalogue';
import type { CartItem } from '@/shared/types';
import { shopperView } from '@/api/catalogue';

/**
 * A cart line as the shopper sees it: the product without its staff-only fields, marked
 * unavailable once staff unpublished it (the cart shows it, an order refuses it).
 */
export const cartLineOf = (
  product: StaffProduct,
  line: Pick<CartItem, 'qty' | 'createdAt' | 'updatedAt'>,
): CartItem => ({
  ...shopperView(product),
  ...(product.published ? {} : { unavailable: true as const }),
  ...line,
});
