import { screen, within } from '@testing-library/react';
import { TEST_SELLER, TEST_SELLER_CONTACTS } from '@/api/orders/seller';
import { COMPLAINT_TICKET_FORMAT } from '@/shared/complaints';
import { RETURN_WINDOW_DAYS } from '@/shared/returns';
import { recordRequests } from '@/testing/record-requests';
import { renderApp } from '@/testing/render-app';

describe('the legal pages in Hindi (issue 37)', () => {
  it('shows the seller, customer care and the grievance officer in Hindi, the other pages linked in Hindi', async () => {
    await renderApp({ route: '/hi/about' });
    expect(await screen.findByRole('heading', { level: 1, name: 'SneakerHub के बारे में' })).toBeInTheDocument();
    const section = (name: string) => within(screen.getByRole('region', { name }));
    expect(await section('विक्रेता').findByText(TEST_SELLER.name)).toBeInTheDocument();
    expect(
      section('विक्रेता')
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['कानूनी नाम', 'पता', 'GSTIN']);
    expect(
      section('कस्टमर केयर')
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['ईमेल', 'फ़ोन', 'समय']);
    expect(
      section('शिकायत अधिकारी').getByText(TEST_SELLER_CONTACTS.grievanceOfficer.name),
    ).toBeInTheDocument();
    const policies = within(screen.getByRole('navigation', { name: 'नीतियाँ' }));
    expect(policies.getByRole('link', { name: 'रिटर्न नीति' })).toHaveAttribute(
      'href',
      '/hi/policies/returns',
    );
    expect(policies.getByRole('link', { name: 'शिकायत अधिकारी' })).toHaveAttribute('href', '/hi/grievance');
  });

  it('writes each policy in Hindi, with the shop’s own figures and states', async () => {
    await renderApp({ route: '/hi/policies/cancellation' });
    expect(await screen.findByRole('heading', { level: 1, name: 'कैंसलेशन नीति' })).toBeInTheDocument();
    const page = screen.getByRole('article');
    expect(page).toHaveTextContent('जब तक उसकी स्थिति कन्फ़र्म हो गया या पैक हो गया हो');
    expect(within(page).getByText('मैंने गलती से ऑर्डर कर दिया')).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'अपने ऑर्डर' })).toHaveAttribute(
      'href',
      '/hi/profile?tab=orders',
    );
    expect(
      within(screen.getByText(/^जोड़ी फिर से बिक्री पर/)).getByRole('link', { name: 'रिटर्न नीति' }),
    ).toHaveAttribute('href', '/hi/policies/returns');
    expect(within(page).getByRole('navigation', { name: 'दूसरी नीतियाँ' })).toBeInTheDocument();
  });

  it('lists the refund states in Hindi', async () => {
    await renderApp({ route: '/hi/policies/refunds' });
    expect(await screen.findByRole('heading', { level: 1, name: 'रिफ़ंड नीति' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent(
      'ऑर्डर के पेज पर हर रिफ़ंड की स्थिति दिखती है: “रिफ़ंड प्रोसेस हो रहा है”, “रिफ़ंड हो गया” या “रिफ़ंड नहीं हो पाया: कृपया कस्टमर केयर से संपर्क करें”।',
    );
  });

  it('gives the return window in days, in Hindi', async () => {
    await renderApp({ route: '/hi/policies/returns' });
    expect(await screen.findByRole('heading', { level: 1, name: 'रिटर्न नीति' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent(`डिलीवरी के ${RETURN_WINDOW_DAYS} दिन के भीतर`);
  });

  it('checks the complaint form in Hindi, then files it and gives its ticket in Hindi', async () => {
    const requests = recordRequests();
    const { user } = await renderApp({ route: '/hi/grievance' });
    expect(await screen.findByRole('heading', { level: 1, name: 'शिकायत अधिकारी' })).toBeInTheDocument();
    await screen.findByText(TEST_SELLER_CONTACTS.grievanceOfficer.name);
    await user.type(screen.getByLabelText('ईमेल'), 'asha@');
    await user.type(screen.getByLabelText('फ़ोन (वैकल्पिक)'), '12345');
    await user.click(screen.getByRole('button', { name: 'शिकायत भेजें' }));
    expect(screen.getByLabelText('आपका नाम')).toHaveAccessibleDescription('आपका नाम ज़रूरी है।');
    expect(screen.getByLabelText('ईमेल')).toHaveAccessibleDescription('एक ईमेल पता डालें, जैसे name@example.in।');
    expect(screen.getByLabelText('फ़ोन (वैकल्पिक)')).toHaveAccessibleDescription(
      'फ़ोन नंबर 10 अंकों का होना चाहिए।',
    );
    expect(screen.getByLabelText('आपकी शिकायत')).toHaveAccessibleDescription('आपकी शिकायत ज़रूरी है।');
    expect(await requests.to('POST /api/complaints')).toEqual([]);

    await user.type(screen.getByLabelText('आपका नाम'), 'आशा राव');
    await user.clear(screen.getByLabelText('ईमेल'));
    await user.type(screen.getByLabelText('ईमेल'), 'asha@example.in');
    await user.clear(screen.getByLabelText('फ़ोन (वैकल्पिक)'));
    await user.type(screen.getByLabelText('विषय'), 'देर से पार्सल');
    await user.type(screen.getByLabelText('आपकी शिकायत'), 'मेरा पार्सल अभी तक नहीं आया।');
    await user.click(screen.getByRole('button', { name: 'शिकायत भेजें' }));
    const filed = await screen.findByRole('status');
    const ticket = within(filed).getByText(COMPLAINT_TICKET_FORMAT).textContent;
    expect(filed).toHaveTextContent(`आपकी शिकायत ${ticket} नंबर से दर्ज हो गई है।`);
    expect(filed).toHaveTextContent('(भारतीय समय) तक स्वीकार की जाएगी।');
    expect(within(filed).getByRole('button', { name: 'एक और शिकायत दर्ज करें' })).toBeInTheDocument();
  });
});
