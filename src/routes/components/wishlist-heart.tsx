import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  return (
    <button
      type="button"
      className={wishlist.wished ? `${className} ${className}--on` : className}
      aria-label={intl.formatMessage({
        id: wishlist.wished ? 'card.removeFromWishlist' : 'card.addToWishlist',
      })}
      aria-describedby={describedBy}
      disabled={wishlist.busy}
      onClick={() => void wishlist.toggle()}
    >
      <HeartIcon filled={wishlist.wished} width={20} height={20} />
    </button>
  );
}
