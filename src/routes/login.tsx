import { PageTitle } from '@/shared/components/page-title';

export function LoginScreen() {
  return <PageTitle>Login</PageTitle>;
}
