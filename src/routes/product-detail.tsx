import { PageTitle } from '@/shared/components/page-title';

export function ProductDetailScreen() {
  return <PageTitle>Product details</PageTitle>;
}
