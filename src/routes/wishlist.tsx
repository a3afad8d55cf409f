import { PageTitle } from '@/shared/components/page-title';

export function WishlistScreen() {
  return <PageTitle>Wishlist</PageTitle>;
}
