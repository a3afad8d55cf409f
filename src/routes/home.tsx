import { PageTitle } from '@/shared/components/page-title';

export function HomeScreen() {
  return <PageTitle>Home</PageTitle>;
}
