import { screen, waitFor, within } from '@testing-library/react';
import { GUEST_CREDENTIALS } from '@/shared/constants';
import { recordRequests } from '@/testing/record-requests';
import { renderApp } from '@/testing/render-app';

describe('login in Hindi (issue 37)', () => {
  it('asks for missing fields in Hindi, without calling the server', async () => {
    const requests = recordRequests();
    const { user } = await renderApp({ route: '/hi/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(screen.getByLabelText('ईमेल')).toHaveAccessibleDescription('ईमेल ज़रूरी है।');
    expect(screen.getByLabelText('पासवर्ड')).toHaveAccessibleDescription('पासवर्ड ज़रूरी है।');
    expect(await requests.to('POST /api/auth/login')).toHaveLength(0);
  });

  it('logs in as the guest, says so in Hindi and goes on to home in Hindi', async () => {
    const { router, user } = await renderApp({ route: '/hi/login' });
    expect(screen.getByRole('link', { name: 'अकाउंट बनाएँ' })).toHaveAttribute('href', '/hi/signup');

    await user.click(screen.getByRole('button', { name: 'गेस्ट के रूप में लॉग इन करें' }));
    expect(screen.getByLabelText('ईमेल')).toHaveValue(GUEST_CREDENTIALS.email);
    expect(await screen.findByText('सफलतापूर्वक लॉग इन हो गया')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/hi'));
    const nav = within(screen.getByRole('navigation', { name: 'मुख्य' }));
    expect(nav.getByRole('link', { name: 'प्रोफ़ाइल' })).toHaveAttribute('href', '/hi/profile');
  });
});
