import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PINCODE_STORAGE_KEY } from '@/features/delivery/remembered-pincode';
import { allProducts, findUserByEmail, saveReview } from '@/mocks/db';
import { setMockClock } from '@/mocks/memory-backend';
import { server } from '@/mocks/node';
import { formatIndiaDate } from '@/shared/format-india-time';
import { formatRupees } from '@/shared/format-rupees';
import { productTitleIn } from '@/shared/i18n/product-texts';
import type { ProductReviews } from '@/shared/types';
import { savingPercent } from '@/shared/price-saving';
import { guest, secondUser } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';

/** Tuesday 24 November 2026, 10:00 in India: before the 14:00 dispatch cut-off. */
beforeEach(() => setMockClock(() => new Date('2026-11-24T10:00:00+05:30')));

const product = () => allProducts().find((item) => item.id === 20)!;
/** What a Hindi page calls the product: its Hindi title where it has one. */
const hindiTitle = () => productTitleIn(product(), 'hi');

/** The product's Hindi page; `loader`: first, the spec's loader in Hindi (the first test looks once). */
async function renderProduct({ loader = false, ...options }: { user?: typeof guest; loader?: boolean } = {}) {
  const view = await renderApp({ route: `/hi/productlist/${product()._id}`, ...options });
  if (loader) expect(screen.getByRole('status')).toHaveTextContent('स्नीकर लोड हो रहा है');
  await screen.findByRole('heading', { level: 1, name: hindiTitle() });
  return view;
}

/** The product itself, not the cards of the sneakers below it. */
const details = () => within(screen.getByRole('article', { name: hindiTitle() }));

describe('the header search in Hindi (issue 37)', () => {
  it('names the box and its suggestions in Hindi, counts them, and opens a product under /hi', async () => {
    const { user, router } = await renderApp({ route: '/hi' });
    const box = screen.getByRole('combobox', { name: 'स्नीकर्स खोजें' });
    expect(box).toHaveAttribute('placeholder', 'स्नीकर्स खोजें');

    await user.type(box, 'RA');
    const listbox = await screen.findByRole('listbox', { name: 'सुझाए गए स्नीकर्स' });
    const options = within(listbox).getAllByRole('option');
    expect(options.at(-1)).toHaveTextContent("'RA' के सभी नतीजे देखें");
    const suggested = options.length - 1;
    expect(await screen.findByText(`${suggested} स्नीकर्स सुझाए गए`)).toBeInTheDocument();

    await user.click(options[0]!);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/hi\/productlist\/.+/));
  });
});

describe('the product page in Hindi (issue 37)', () => {
  it('reads in Hindi: back link, MRP, origin, price tag, sizes and the size guide, zoom', async () => {
    const { user } = await renderProduct({ loader: true });
    const sneaker = product();
    expect(screen.getByRole('link', { name: '← सभी स्नीकर्स' })).toHaveAttribute('href', '/hi/productlist');
    expect(screen.getByText(`एमआरपी ${formatRupees(sneaker.mrp)} (सभी टैक्स सहित)`)).toBeInTheDocument();
    // Staff type the country in English; a Hindi page names it in Hindi.
    expect(sneaker.countryOfOrigin).toBe('Vietnam');
    expect(screen.getByText('मूल देश: वियतनाम')).toBeInTheDocument();
    const saving = savingPercent(sneaker.price, sneaker.mrp);
    if (saving > 0) expect(screen.getByText(`${saving} % छूट`)).toBeInTheDocument();

    const sizes = within(screen.getByRole('region', { name: 'उपलब्ध साइज़' }));
    await user.click(sizes.getByRole('button', { name: 'साइज़ गाइड' }));
    const guide = within(screen.getByRole('dialog', { name: 'साइज़ गाइड' }));
    expect(guide.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'साइज़',
      'UK',
      'US',
      'EU',
      'पैर (सेमी)',
    ]);
    await user.click(guide.getByRole('button', { name: 'साइज़ गाइड बंद करें' }));

    await user.click(screen.getByRole('button', { name: `ज़ूम करें: ${hindiTitle()}` }));
    const zoomed = within(screen.getByRole('dialog', { name: hindiTitle() }));
    expect(zoomed.getByRole('button', { name: 'बड़ी तस्वीर बंद करें' })).toBeInTheDocument();
  });

  it('gives the delivery date for a pincode in Hindi, and refuses a bad one in Hindi', async () => {
    const { user } = await renderProduct();
    expect(screen.getByText('अपना पिनकोड डालें और देखें कि आपके स्नीकर्स कब पहुँचेंगे।')).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'डिलीवरी जाँचें' }));
    const pincode = form.getByLabelText('डिलीवरी पिनकोड');

    await user.type(pincode, '05603');
    await user.click(form.getByRole('button', { name: 'जाँचें' }));
    expect(pincode).toHaveAccessibleDescription('पिनकोड 6 अंकों का होना चाहिए और 0 से शुरू नहीं हो सकता।');

    await user.clear(pincode);
    await user.type(pincode, '999999');
    await user.click(form.getByRole('button', { name: 'जाँचें' }));
    expect(await screen.findByText(/^हमें पिनकोड 999999 की जानकारी नहीं है/)).toBeInTheDocument();

    await user.clear(pincode);
    await user.type(pincode, '560034');
    await user.click(form.getByRole('button', { name: 'जाँचें' }));
    expect(await screen.findByText(/तक डिलीवरी$/)).toHaveTextContent('Bengaluru में बुधवार, 25 नवंबर तक डिलीवरी');
    expect(localStorage.getItem(PINCODE_STORAGE_KEY)).toBe('560034');
  });

  it('adds to the cart and the wishlist with Hindi toasts, then offers to go to each', async () => {
    const { user } = await renderProduct({ user: guest });
    await user.click(details().getByRole('button', { name: /^कार्ट में डालें/ }));
    expect(await screen.findByText('कार्ट में सफलतापूर्वक डाल दिया गया')).toBeInTheDocument();
    expect(await details().findByRole('button', { name: /^कार्ट पर जाएँ/ })).toBeInTheDocument();

    await user.click(details().getByRole('button', { name: 'विशलिस्ट में डालें' }));
    expect(await screen.findByText('विशलिस्ट में सफलतापूर्वक डाल दिया गया')).toBeInTheDocument();
    expect(await details().findByRole('button', { name: 'विशलिस्ट पर जाएँ' })).toBeInTheDocument();
  });

  it('asks a visitor to log in first, in Hindi, on the Hindi login page', async () => {
    const { user, router } = await renderProduct();
    await user.click(details().getByRole('button', { name: 'विशलिस्ट में डालें' }));
    expect(await screen.findByText('कृपया पहले लॉग इन करें')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/hi/login'));
  });

  it('shows the reviews in Hindi: average, count, stars and dates', async () => {
    const sneaker = product();
    const reviews: [string, number, string][] = [
      [guest.email, 5, '2026-03-01T10:00:00Z'],
      [secondUser.email, 4, '2026-04-02T10:00:00Z'],
    ];
    for (const [email, rating, at] of reviews) {
      saveReview({
        userId: findUserByEmail(email)!._id,
        productId: sneaker._id,
        review: { rating, title: `${rating} stars`, text: 'Ran 5 km.' },
        at,
        since: '2000-01-01T00:00:00Z',
        maxWrites: 100,
      });
    }
    await renderProduct({ user: guest });
    const section = within(await screen.findByRole('region', { name: 'रेटिंग और रिव्यू' }));
    expect(await section.findByText('5 में से 4.5')).toBeInTheDocument();
    expect(section.getByText('· 2 रिव्यू')).toBeInTheDocument();
    expect(section.getByText('औसत रेटिंग: 5 में से 4.5')).toBeInTheDocument();
    const items = within(section.getByRole('list', { name: 'रिव्यू' })).getAllByRole('article');
    expect(within(items[0]!).getByText('5 में से 4 रेटिंग')).toBeInTheDocument();
    expect(within(items[0]!).getByText(formatIndiaDate(reviews[1]![2], 'hi'))).toBeInTheDocument();
    // The guest has not paid for this sneaker.
    expect(
      section.getByText('इस स्नीकर का रिव्यू सिर्फ़ वही शॉपर लिख सकते हैं जिन्होंने इसका भुगतान किया है।'),
    ).toBeInTheDocument();
  });

  it('gives a shopper who may review the form in Hindi, and asks for what is missing in Hindi', async () => {
    // A shopper the backend lets review (one who has paid for the sneaker), without a review yet.
    const mayReview: ProductReviews = {
      reviews: [],
      average: null,
      count: 0,
      canReview: true,
      yourReview: null,
    };
    server.use(http.get('*/api/products/:productId/reviews', () => HttpResponse.json(mayReview)));
    const { user } = await renderProduct({ user: guest });
    const section = within(await screen.findByRole('region', { name: 'रेटिंग और रिव्यू' }));
    expect(await section.findByText('अभी कोई रिव्यू नहीं है।')).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'रिव्यू लिखें' }));
    const form = within(section.getByRole('form', { name: 'रिव्यू लिखें' }));
    expect(form.getByRole('option', { name: '1 स्टार' })).toBeInTheDocument();
    expect(form.getByRole('option', { name: '5 स्टार' })).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'रिव्यू भेजें' }));
    expect(form.getByLabelText('रेटिंग')).toHaveAccessibleDescription('रेटिंग ज़रूरी है।');
    expect(form.getByLabelText('शीर्षक')).toHaveAccessibleDescription('शीर्षक ज़रूरी है।');
    expect(form.getByLabelText('रिव्यू')).toHaveAccessibleDescription('रिव्यू ज़रूरी है।');

    await user.click(form.getByRole('button', { name: 'रद्द करें' }));
    expect(section.getByRole('button', { name: 'रिव्यू लिखें' })).toBeInTheDocument();
  });

  it('says in Hindi when no sneaker has the id, with a way back to the Hindi list', async () => {
    await renderApp({ route: '/hi/productlist/no-such-sneaker' });
    expect(await screen.findByRole('heading', { level: 1, name: 'स्नीकर नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByText(/^“no-such-sneaker” आईडी वाला कोई स्नीकर नहीं मिला।/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी स्नीकर्स देखें' })).toHaveAttribute('href', '/hi/productlist');
  });
});
