import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { findUserByEmail } from '@/mocks/db';
import { MIN_PASSWORD_LENGTH } from '@/shared/constants';
import { recordRequests } from '@/testing/record-requests';
import { renderApp } from '@/testing/render-app';

async function fill(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'नया अकाउंट बनाएँ' }));

describe('signup in Hindi (issue 37)', () => {
  it('asks for every field in Hindi, without calling the server', async () => {
    const requests = recordRequests();
    const { user } = await renderApp({ route: '/hi/signup' });
    expect(await screen.findByRole('heading', { level: 1, name: 'साइन अप' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लॉग इन करें' })).toHaveAttribute('href', '/hi/login');

    await submit(user);
    const expected: [string, string][] = [
      ['पहला नाम', 'पहला नाम ज़रूरी है।'],
      ['अंतिम नाम', 'अंतिम नाम ज़रूरी है।'],
      ['ईमेल', 'ईमेल ज़रूरी है।'],
      ['पासवर्ड', 'पासवर्ड ज़रूरी है।'],
      ['पासवर्ड की पुष्टि करें', 'पासवर्ड की पुष्टि ज़रूरी है।'],
    ];
    for (const [label, error] of expected) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(error);
    }
    expect(await requests.to('POST /api/auth/signup')).toHaveLength(0);
  });

  it('says in Hindi what is wrong with the email and the passwords, and shows them on request', async () => {
    const { user } = await renderApp({ route: '/hi/signup' });
    await screen.findByRole('heading', { level: 1, name: 'साइन अप' });
    await fill(user, {
      'पहला नाम': 'Meera',
      'अंतिम नाम': 'Iyer',
      ईमेल: 'meera at example',
      पासवर्ड: 'short',
      'पासवर्ड की पुष्टि करें': 'other',
    });
    await submit(user);
    expect(screen.getByLabelText('ईमेल')).toHaveAccessibleDescription('एक ही ईमेल पता लिखें, जैसे name@example.in');
    expect(screen.getByLabelText('पासवर्ड')).toHaveAccessibleDescription(
      `पासवर्ड में कम से कम ${MIN_PASSWORD_LENGTH} अक्षर होने चाहिए।`,
    );
    expect(screen.getByLabelText('पासवर्ड की पुष्टि करें')).toHaveAccessibleDescription('पासवर्ड मेल नहीं खाते');

    await user.click(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' }));
    expect(screen.getByLabelText('पासवर्ड')).toHaveAttribute('type', 'text');
  });

  it('creates the account, says so in Hindi and goes on to home in Hindi', async () => {
    const { user, router } = await renderApp({ route: '/hi/signup' });
    await screen.findByRole('heading', { level: 1, name: 'साइन अप' });
    const email = 'meera.iyer@example.in';
    await fill(user, {
      'पहला नाम': 'Meera',
      'अंतिम नाम': 'Iyer',
      ईमेल: email,
      पासवर्ड: 'meera-runs-far',
      'पासवर्ड की पुष्टि करें': 'meera-runs-far',
    });
    await submit(user);
    expect(await screen.findByText('सफलतापूर्वक साइन अप हो गया')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/hi'));
    expect(findUserByEmail(email)?.firstName).toBe('Meera');
  });
});
