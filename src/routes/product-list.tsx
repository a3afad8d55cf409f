import { PageTitle } from '@/shared/components/page-title';

export function ProductListScreen() {
  return <PageTitle>Sneakers</PageTitle>;
}
