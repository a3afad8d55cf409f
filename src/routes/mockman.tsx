import { PageTitle } from '@/shared/components/page-title';

export function MockmanScreen() {
  return <PageTitle>Mockman</PageTitle>;
}
