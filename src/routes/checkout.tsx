import { PageTitle } from '@/shared/components/page-title';

export function CheckoutScreen() {
  return <PageTitle>Checkout</PageTitle>;
}
