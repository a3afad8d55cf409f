import { PageTitle } from '@/shared/components/page-title';

export function OrderScreen() {
  return <PageTitle>Order</PageTitle>;
}
