import { timestamp } from '@/shared/timestamp';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { allProducts, findUserByEmail, insertOrder, memoryRepositories, saveReview } from '@/mocks/db';
import { payInStore } from '@/api/testing/guest-with-orders';
import { server } from '@/mocks/node';
import { demoUsers } from '@/api/accounts/demo-users';
import { reviewMessages } from '@/shared/messages';
import type { Address, CatalogueProduct, ReviewInput } from '@/shared/types';
import { guest, secondUser } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';

const product = (): CatalogueProduct => allProducts().find((item) => item.id === 20)!;

function userId(email: string): string {
  const user = findUserByEmail(email);
  if (!user) throw new Error(`no seeded user ${email}`);
  return user._id;
}

/** A paid order for the sneaker, as the checkout leaves one. */
async function buy(email: string, sneaker: CatalogueProduct): Promise<void> {
  const { _id, title, price, img } = sneaker;
  const address = { ...demoUsers[0]!.addresses[0]!, isSelected: true } as Address;
  const order = insertOrder({
    userId: userId(email),
    idempotencyKey: `bought-${sneaker._id}`,
    items: [{ _id, title, price, qty: 1, img }],
    address,
    amounts: { subTotal: price, delivery: 50, discount: 0, grandTotal: price + 50 },
    paymentMethod: 'online',
    deliverBy: null,
    createdAt: timestamp(),
  });
  // A payment of its own: a payment id pays one order.
  await payInStore(memoryRepositories, order._id, `pay_${order._id}`, timestamp());
}

function review(email: string, sneaker: CatalogueProduct, input: ReviewInput, at: string): void {
  saveReview({
    userId: userId(email),
    productId: sneaker._id,
    review: input,
    at,
    since: '2000-01-01T00:00:00Z',
    maxWrites: 100,
  });
}

const section = () => screen.findByRole('region', { name: reviewMessages.heading });

describe('ratings and reviews on the product page', () => {
  it('lists the reviews newest first with the average, the count, "Verified buyer", name and date', async () => {
    const sneaker = product();
    await buy(guest.email, sneaker);
    await buy(secondUser.email, sneaker);
    review(
      guest.email,
      sneaker,
      { rating: 5, title: 'Light as air', text: 'Ran 5 km.' },
      '2026-03-01T10:00:00Z',
    );
    review(
      secondUser.email,
      sneaker,
      { rating: 4, title: 'Runs small', text: 'Take a size up.' },
      '2026-04-02T10:00:00Z',
    );

    await renderApp({ route: `/productlist/${sneaker._id}` });
    const reviews = within(await section());

    expect(await reviews.findByText('4.5 out of 5')).toBeInTheDocument();
    expect(reviews.getByText('· 2 reviews')).toBeInTheDocument();
    const items = within(reviews.getByRole('list', { name: 'Reviews' })).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Runs small',
      'Light as air',
    ]);
    const newest = within(items[0]!);
    expect(newest.getByText(reviewMessages.verifiedBuyer)).toBeInTheDocument();
    expect(newest.getByText('Priya S.')).toBeInTheDocument();
    expect(newest.getByText('Rated 4 out of 5')).toBeInTheDocument();
    expect(newest.getByText('2 Apr 2026')).toBeInTheDocument();
    expect(newest.getByText('Take a size up.')).toBeInTheDocument();
  });

  it('says "Verified buyer" only of reviewers who have paid for the sneaker', async () => {
    const sneaker = product();
    await buy(guest.email, sneaker);
    review(
      guest.email,
      sneaker,
      { rating: 5, title: 'Paid for', text: 'Bought online.' },
      '2026-03-01T10:00:00Z',
    );
    // Written under an older rule (a Cash on Delivery order alone counted), by a shopper who has
    // paid for nothing: still shown, without the label.
    review(
      secondUser.email,
      sneaker,
      { rating: 3, title: 'Not paid for', text: 'Cash on Delivery.' },
      '2026-04-02T10:00:00Z',
    );

    await renderApp({ route: `/productlist/${sneaker._id}` });
    const reviews = within(await section());
    await reviews.findByText('· 2 reviews');
    const items = within(reviews.getByRole('list', { name: 'Reviews' })).getAllByRole('article');
    expect(
      items.map((item) => [
        within(item).getByRole('heading').textContent,
        within(item).queryByText(reviewMessages.verifiedBuyer) !== null,
      ]),
    ).toEqual([
      ['Not paid for', false],
      ['Paid for', true],
    ]);
  });

  it('shows markup in a review as the text it is, never as HTML', async () => {
    const sneaker = product();
    await buy(guest.email, sneaker);
    const markup = '<script>alert("x")</script><b>bold</b>';
    review(guest.email, sneaker, { rating: 3, title: '<i>Fine</i>', text: markup }, '2026-03-01T10:00:00Z');

    await renderApp({ route: `/productlist/${sneaker._id}` });
    const reviews = await section();

    // Rendered as HTML, the text would have no tags in it and the title no <i>.
    expect(await within(reviews).findByText(markup)).toBeInTheDocument();
    expect(within(reviews).getByRole('heading', { name: '<i>Fine</i>' })).toBeInTheDocument();
  });

  it('gives a buyer the form, and shows the review once it is sent', async () => {
    const sneaker = product();
    await buy(guest.email, sneaker);
    const { user } = await renderApp({ route: `/productlist/${sneaker._id}`, user: guest });
    const reviews = within(await section());
    expect(await reviews.findByText(reviewMessages.noReviews)).toBeInTheDocument();

    await user.click(await reviews.findByRole('button', { name: reviewMessages.write }));
    const form = within(reviews.getByRole('form', { name: reviewMessages.write }));
    // Nothing is sent until the form is filled in.
    await user.click(form.getByRole('button', { name: reviewMessages.submit }));
    expect(form.getByText('Rating is required.')).toBeInTheDocument();

    await user.selectOptions(form.getByLabelText('Rating'), '4 stars');
    await user.type(form.getByLabelText('Title'), 'Great grip');
    await user.type(form.getByLabelText('Review'), 'Held on wet tiles.');
    await user.click(form.getByRole('button', { name: reviewMessages.submit }));

    expect(await screen.findByText(reviewMessages.saved)).toBeInTheDocument();
    const item = await reviews.findByRole('article', { name: 'Great grip' });
    expect(within(item).getByText('Guest S.')).toBeInTheDocument();
    expect(reviews.getByText('· 1 review')).toBeInTheDocument();
    expect(reviews.queryByRole('form')).not.toBeInTheDocument();

    // The one review is edited in place: the form opens with it.
    await user.click(reviews.getByRole('button', { name: reviewMessages.edit }));
    expect(reviews.getByLabelText('Title')).toHaveValue('Great grip');
  });

  it('gives a shopper who has not bought the sneaker no form, and tells them why', async () => {
    const sneaker = product();
    await renderApp({ route: `/productlist/${sneaker._id}`, user: secondUser });
    const reviews = within(await section());

    expect(await reviews.findByText(reviewMessages.buyToReview)).toBeInTheDocument();
    expect(reviews.queryByRole('button', { name: reviewMessages.write })).not.toBeInTheDocument();
    expect(reviews.queryByRole('form')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in, and remembers the page', async () => {
    const sneaker = product();
    const { user, router } = await renderApp({ route: `/productlist/${sneaker._id}` });
    const reviews = within(await section());

    await user.click(await reviews.findByRole('link', { name: reviewMessages.loginToReview }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: `/productlist/${sneaker._id}` });
  });

  it('says why the reviews could not be loaded, and loads them on Try again', async () => {
    const sneaker = product();
    server.use(
      http.get('*/api/products/:productId/reviews', () =>
        HttpResponse.json({ message: 'Reviews are resting.' }, { status: 503 }),
      ),
    );
    const { user } = await renderApp({ route: `/productlist/${sneaker._id}` });
    const reviews = within(await section());
    expect(await reviews.findByRole('alert')).toHaveTextContent('Reviews are resting.');

    server.resetHandlers();
    await user.click(reviews.getByRole('button', { name: 'Try again' }));
    expect(await reviews.findByText(reviewMessages.noReviews)).toBeInTheDocument();
  });

  it("shows the server's refusal in the form and keeps what the shopper typed", async () => {
    const sneaker = product();
    await buy(guest.email, sneaker);
    server.use(
      http.put('*/api/products/:productId/reviews', () =>
        HttpResponse.json({ message: 'You can write or change at most 10 reviews a day.' }, { status: 429 }),
      ),
    );
    const { user } = await renderApp({ route: `/productlist/${sneaker._id}`, user: guest });
    const reviews = within(await section());
    await user.click(await reviews.findByRole('button', { name: reviewMessages.write }));
    await user.selectOptions(reviews.getByLabelText('Rating'), '2 stars');
    await user.type(reviews.getByLabelText('Title'), 'Meh');
    await user.type(reviews.getByLabelText('Review'), 'Squeaks.');
    await user.click(reviews.getByRole('button', { name: reviewMessages.submit }));

    expect(await reviews.findByRole('alert')).toHaveTextContent('at most 10 reviews a day');
    expect(reviews.getByLabelText('Title')).toHaveValue('Meh');
    expect(reviews.queryByRole('article')).not.toBeInTheDocument();
  });
});
