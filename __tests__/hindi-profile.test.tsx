import { screen, within } from '@testing-library/react';
import { addressesOf, findUserByEmail } from '@/mocks/db';
import { recordRequests } from '@/testing/record-requests';
import { guest, secondUser } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';

const dialog = () => within(screen.getByRole('dialog'));

describe('the profile and address book in Hindi (issue 37)', () => {
  it('shows the profile tabs, details and devices in Hindi', async () => {
    await renderApp({ route: '/hi/profile', user: guest });
    expect(await screen.findByRole('heading', { level: 1, name: 'प्रोफ़ाइल' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'प्रोफ़ाइल के हिस्से' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'प्रोफ़ाइल की जानकारी',
      'पता',
      'ऑर्डर',
    ]);
    expect(screen.getByText('ईमेल')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉग आउट करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सभी डिवाइस से लॉग आउट करें' })).toHaveAccessibleDescription(
      /दूसरे फ़ोन और कंप्यूटर/,
    );
  });

  it('logs out with a Hindi "Logged Out"', async () => {
    const { user, store } = await renderApp({ route: '/hi/profile', user: guest });

    await user.click(await screen.findByRole('button', { name: 'लॉग आउट करें' }));

    expect(await screen.findByText('आप लॉग आउट हो गए')).toBeInTheDocument();
    expect(store.getState().auth.profile).toBeNull();
  });

  it('shows a saved address with its Hindi labels and buttons', async () => {
    await renderApp({ route: '/hi/profile?tab=address', user: guest });
    const [saved] = addressesOf(findUserByEmail(guest.email)!._id);
    const list = within(await screen.findByRole('list', { name: 'सेव किए गए पते' }));
    const item = list
      .getAllByRole('listitem')
      .find((candidate) => within(candidate).queryByText(saved!.name, { exact: true }));
    const card = within(item!);
    expect(card.getByText(`पिनकोड: ${saved!.pincode}`)).toBeInTheDocument();
    expect(card.getByText(new RegExp(`^फ़ोन: ${saved!.mobile}`))).toBeInTheDocument();
    expect(card.getByRole('button', { name: `बदलें (${saved!.name} का पता)` })).toBeInTheDocument();
    expect(card.getByRole('button', { name: `हटाएँ (${saved!.name} का पता)` })).toBeInTheDocument();
  });

  it('words the address form and its rules in Hindi, sending nothing while invalid', async () => {
    const requests = recordRequests();
    const { user } = await renderApp({ route: '/hi/profile?tab=address', user: secondUser });
    expect(await screen.findByText('कोई पता नहीं मिला।')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'नया पता जोड़ें' }));
    expect(dialog().getByRole('heading', { name: 'नया पता जोड़ें' })).toBeInTheDocument();
    expect(dialog().getByRole('option', { name: 'राज्य चुनें' })).toBeInTheDocument();

    await user.click(dialog().getByRole('button', { name: 'पता जोड़ें' }));
    expect(dialog().getByLabelText('नाम')).toHaveAccessibleDescription('नाम ज़रूरी है।');
    expect(dialog().getByLabelText('राज्य')).toHaveAccessibleDescription('राज्य ज़रूरी है।');

    await user.type(dialog().getByLabelText('मोबाइल नंबर'), '98765');
    await user.type(dialog().getByLabelText('पिनकोड'), '012345');
    await user.click(dialog().getByRole('button', { name: 'पता जोड़ें' }));
    expect(dialog().getByLabelText('मोबाइल नंबर')).toHaveAccessibleDescription(
      'मोबाइल नंबर 10 अंकों का होना चाहिए।',
    );
    expect(dialog().getByLabelText('पिनकोड')).toHaveAccessibleDescription(
      'पिनकोड 6 अंकों का होना चाहिए और 0 से शुरू नहीं हो सकता।',
    );
    expect((await requests.all()).filter(({ method }) => method !== 'GET')).toEqual([]);
    await user.click(dialog().getByRole('button', { name: 'रद्द करें' }));
  });
});
