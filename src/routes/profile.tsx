import { PageTitle } from '@/shared/components/page-title';

export function ProfileScreen() {
  return <PageTitle>Profile</PageTitle>;
}
