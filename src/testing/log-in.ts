import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Logs in through the login form on screen, as a shopper types it. */
export async function logInWithForm(
  user: UserEvent,
  { email, password }: { email: string; password: string },
) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}
