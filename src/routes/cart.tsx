import { PageTitle } from '@/shared/components/page-title';

export function CartScreen() {
  return <PageTitle>Cart</PageTitle>;
}
