import { screen, within } from '@testing-library/react';
import { MIN_PASSWORD_LENGTH } from '@/shared/constants';
import { guest } from '@/testing/guest';
import { recordRequests } from '@/testing/record-requests';
import { renderApp } from '@/testing/render-app';

describe('the password forms in Hindi (issue 37)', () => {
  it('forgot password: asks for the email in Hindi, its way back staying in Hindi', async () => {
    const requests = recordRequests();
    const { user } = await renderApp({ route: '/hi/forgot-password' });
    expect(await screen.findByRole('heading', { level: 1, name: 'पासवर्ड भूल गए' })).toBeInTheDocument();
    expect(screen.getByText('अपने अकाउंट का ईमेल डालें। हम उस पर नया पासवर्ड चुनने का लिंक भेजेंगे।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लॉग इन पर वापस जाएँ' })).toHaveAttribute('href', '/hi/login');

    await user.click(screen.getByRole('button', { name: 'लिंक भेजें' }));
    expect(screen.getByLabelText('ईमेल')).toHaveAccessibleDescription('ईमेल ज़रूरी है।');
    expect(await requests.to('POST /api/auth/password-reset')).toHaveLength(0);
  });

  it('reset password: without the link says so in Hindi; with it, checks the new password in Hindi', async () => {
    await renderApp({ route: '/hi/reset-password' });
    expect(await screen.findByRole('heading', { level: 1, name: 'नया पासवर्ड चुनें' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('यह पेज ईमेल में भेजे गए लिंक से ही खुलता है। लिंक माँगें।');
    expect(screen.getByRole('link', { name: 'लिंक माँगें' })).toHaveAttribute('href', '/hi/forgot-password');
  });

  it('reset password: checks the new password in Hindi before sending', async () => {
    const { user } = await renderApp({ route: '/hi/reset-password?token=from-the-email' });
    await screen.findByRole('heading', { level: 1, name: 'नया पासवर्ड चुनें' });
    expect(screen.getByRole('link', { name: 'नया लिंक माँगें' })).toHaveAttribute('href', '/hi/forgot-password');
    await user.click(screen.getByRole('button', { name: 'नया पासवर्ड सेट करें' }));
    expect(screen.getByLabelText('नया पासवर्ड')).toHaveAccessibleDescription('नया पासवर्ड ज़रूरी है।');
    expect(screen.getByLabelText('नए पासवर्ड की पुष्टि करें')).toHaveAccessibleDescription(
      'नए पासवर्ड की पुष्टि ज़रूरी है।',
    );
    await user.type(screen.getByLabelText('नया पासवर्ड'), 'short');
    await user.click(screen.getByRole('button', { name: 'नया पासवर्ड सेट करें' }));
    expect(screen.getByLabelText('नया पासवर्ड')).toHaveAccessibleDescription(
      `पासवर्ड में कम से कम ${MIN_PASSWORD_LENGTH} अक्षर होने चाहिए।`,
    );
  });

  it('change password on the profile: checks and changes it, saying so in Hindi', async () => {
    const { user } = await renderApp({ route: '/hi/profile', user: guest });
    const form = within(await screen.findByRole('region', { name: 'पासवर्ड' }));
    const change = () => user.click(form.getByRole('button', { name: 'पासवर्ड बदलें' }));

    await change();
    expect(form.getByLabelText('मौजूदा पासवर्ड')).toHaveAccessibleDescription('मौजूदा पासवर्ड ज़रूरी है।');
    await user.type(form.getByLabelText('मौजूदा पासवर्ड'), guest.password);
    await user.type(form.getByLabelText('नया पासवर्ड'), guest.password);
    await change();
    expect(form.getByLabelText('नया पासवर्ड')).toHaveAccessibleDescription(
      'नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए।',
    );

    await user.clear(form.getByLabelText('नया पासवर्ड'));
    await user.type(form.getByLabelText('नया पासवर्ड'), 'a-brand-new-password');
    await user.type(form.getByLabelText('नए पासवर्ड की पुष्टि करें'), 'a-brand-new-password');
    await change();
    expect(
      await form.findByText('आपका पासवर्ड बदल गया है। बाकी सभी डिवाइस से लॉग आउट कर दिया गया है।'),
    ).toBeInTheDocument();
  });
});
