import { screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { authApi } from '@/features/auth/auth-api';
import { findUserByEmail } from '@/mocks/db';
import { guest } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';
import { settle } from '@/testing/settle';

const mainNav = () => within(screen.getByRole('navigation', { name: /^(Main|मुख्य)$/ }));

afterEach(() => {
  document.cookie = 'lang=; Path=/; Max-Age=0';
});

describe('the shop in Hindi beside English (issue 37)', () => {
  it('switches home to Hindi from the header, remembers the choice, and switches back to the spec’s English', async () => {
    const { router, user } = await renderApp({ route: '/' });
    const header = within(screen.getByRole('banner'));
    const toHindi = header.getByRole('link', { name: 'हिन्दी' });
    expect(toHindi).toHaveAttribute('href', '/hi');

    await user.click(toHindi);
    await waitFor(() => expect(router.state.location.pathname).toBe('/hi'));
    expect(await mainNav().findByRole('link', { name: 'प्रोडक्ट' })).toHaveAttribute('href', '/hi/productlist');
    expect(mainNav().getByRole('link', { name: 'कार्ट कार्ट में 0 आइटम' })).toHaveAttribute('href', '/hi/cart');
    expect(document.documentElement).toHaveAttribute('lang', 'hi-IN');
    expect(document.cookie).toContain('lang=hi');

    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'English' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await mainNav().findByRole('link', { name: 'Products' })).toHaveAttribute('href', '/productlist');
    expect(document.documentElement).toHaveAttribute('lang', 'en-IN');
    expect(document.cookie).toContain('lang=en');
  });

  it('keeps a logged-in shopper’s choice on the account, which the next login answers', async () => {
    const { user } = await renderApp({ route: '/productlist', user: guest });
    await screen.findByRole('list', { name: 'Sneakers' });
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'हिन्दी' }));
    await waitFor(() => expect(findUserByEmail(guest.email)?.language).toBe('hi'));
    expect(await screen.findByRole('list', { name: 'स्नीकर्स' })).toBeInTheDocument();
    await settle();

    document.cookie = 'lang=; Path=/; Max-Age=0';
    const store = makeStore();
    await store.dispatch(authApi.endpoints.login.initiate(guest));
    expect(document.cookie).toContain('lang=hi');
  });

  it('keeps the page and its query when the footer’s link switches', async () => {
    const { router, user } = await renderApp({ route: '/hi/productlist?sort=lowToHigh' });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('heading', { name: 'मदद' })).toBeInTheDocument();
    const toEnglish = footer.getByRole('link', { name: 'English' });
    expect(toEnglish).toHaveAttribute('href', '/productlist?sort=lowToHigh');

    await user.click(toEnglish);
    await waitFor(() => expect(router.state.location.pathname).toBe('/productlist'));
    expect(router.state.location.search).toBe('?sort=lowToHigh');
  });

  it('answers an unknown Hindi address with the Hindi 404, under /hi', async () => {
    const { router } = await renderApp({ route: '/hi/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hi/404');
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/hi');
  });
});

describe('home in Hindi (issue 37)', () => {
  it('reads in Hindi, its links staying under /hi', async () => {
    await renderApp({ route: '/hi' });
    expect(screen.getByRole('heading', { level: 1, name: 'होम' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'इलेक्ट्रिक Nike के साथ खेलें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'प्रोडक्ट देखें' })).toHaveAttribute('href', '/hi/productlist');
    expect(screen.getByRole('link', { name: 'Vans खरीदें' })).toHaveAttribute(
      'href',
      '/hi/productlist?brand=vans',
    );
    expect(await screen.findByRole('heading', { name: 'लोकप्रिय जूते' })).toBeInTheDocument();
    expect(screen.queryByText('Popular Shoes')).not.toBeInTheDocument();
  });
});
