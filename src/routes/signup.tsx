import { PageTitle } from '@/shared/components/page-title';

export function SignupScreen() {
  return <PageTitle>Signup</PageTitle>;
}
