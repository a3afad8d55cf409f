import { HeartIcon } from '@/shared/components/icons';
import type { useWishlistToggle } from './use-product-actions';

interface WishlistHeartProps {
  wishlist: ReturnType<typeof useWishlistToggle>;
  /** The id of the product's title, so the button reads as "Add to wishlist, <title>". */
  describedBy: string;
  /** The card's own class; `--on` is added while wishlisted (filled red, spec §2). */
  className: string;
}

export function WishlistHeart({ wishlist, describedBy, className }: WishlistHeartProps) {
  return (
    <button
      type="button"
      className={wishlist.wished ? `${className} ${className}--on` : className}
      aria-label={wishlist.wished ? 'Remove from wishlist' : 'Add to wishlist'}
      aria-describedby={describedBy}
      disabled={wishlist.busy}
      onClick={() => void wishlist.toggle()}
    >
      <HeartIcon filled={wishlist.wished} width={20} height={20} />
    </button>
  );
}
