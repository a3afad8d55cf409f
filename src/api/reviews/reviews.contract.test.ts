import {
  MAX_REVIEW_TEXT_LENGTH,
  MAX_REVIEW_TITLE_LENGTH,
  MAX_REVIEW_WRITES_PER_DAY,
} from '@/api/limits/limits';
import { paymentSignature } from '@/api/razorpay/signature';
import { seedProducts } from '@/api/catalogue/seed/data';
import { reviewMessages, tooManyReviewsToday } from '@/shared/messages';
import type { Address, Order, ProductReviews, Review, ReviewInput } from '@/shared/types';
import { call, expectDbUnchanged, expectRefusal, loginGuest, loginPriya } from '@/api/testing/api-client';
import { contractBackend } from '@/api/testing/contract-backend';

const productId = (index: number) => {
  const found = seedProducts[index];
  if (!found) throw new Error(`the seed has no product ${index}`);
  return found._id;
};
const SNEAKER = productId(20);
const OTHER_SNEAKER = productId(21);

const reviewsPath = (id: string) => `/products/${encodeURIComponent(id)}/reviews`;
const getReviews = (id: string, token?: string) =>
  call<ProductReviews>('GET', reviewsPath(id), token === undefined ? {} : { token });
const putReview = (token: string, id: string, json: unknown) =>
  call<{ review: Review }>('PUT', reviewsPath(id), { token, json });

/** An order for the sneaker, placed from the server's cart; paid online unless told otherwise. */
async function order(token: string, id: string, { paid = true, cod = false } = {}): Promise<void> {
  await call('POST', '/user/cart', { token, json: { product: { _id: id } } });
  const { body: book } = await call<{ address: Address }>('POST', '/user/addresses', {
    token,
    json: {
      address: {
        name: 'Buyer',
        mobile: '9123456780',
        pincode: '560001',
        city: 'Bengaluru',
        residence: '1 MG Road',
        state: 'Karnataka',
      },
    },
  });
  const { status, body } = await call<{ order: Order }>('POST', '/user/orders', {
    token,
    json: {
      addressId: book.address.id,
      idempotencyKey: `review-${id}-${String(paid)}-${String(cod)}`,
      paymentMethod: cod ? 'cod' : 'online',
    },
  });
  if (status !== 201) throw new Error(`placing the order answered ${status}`);
  if (!paid || cod) return;
  const { razorpayOrderId } = body.order;
  const paymentId = `pay_${razorpayOrderId.slice(-14)}`;
  const payment = await call('POST', `/user/orders/${body.order._id}/payment`, {
    token,
    json: {
      razorpay_payment_id: paymentId,
      razorpay_order_id: razorpayOrderId,
      razorpay_signature: await paymentSignature(
        contractBackend().secrets.razorpayKeySecret,
        razorpayOrderId,
        paymentId,
      ),
    },
  });
  if (payment.status !== 200) throw new Error(`paying answered ${payment.status}`);
}

const good: ReviewInput = { rating: 4, title: 'Comfy from day one', text: 'Wore them on a 10 km walk.' };

let guest: string;
beforeEach(async () => {
  guest = await loginGuest();
});

describe('GET /api/products/:productId/reviews', () => {
  it('answers a sneaker nobody has reviewed with no reviews, no average and a count of 0', async () => {
    expect(await getReviews(SNEAKER)).toEqual({
      status: 200,
      body: { reviews: [], average: null, count: 0 },
    });
  });

  it('answers 404 with a readable message for a sneaker that does not exist', async () => {
    expectRefusal(await getReviews('no-such-sneaker'), 404);
  });

  it('tells a shopper with a token whether they may review, and their own review', async () => {
    expect((await getReviews(SNEAKER, guest)).body).toMatchObject({ canReview: false, yourReview: null });
    await order(guest, SNEAKER);
    expect((await getReviews(SNEAKER, guest)).body).toMatchObject({ canReview: true, yourReview: null });

    const { body } = await putReview(guest, SNEAKER, good);
    expect((await getReviews(SNEAKER, guest)).body).toMatchObject({
      canReview: true,
      yourReview: body.review,
    });
    // Without a token, or with one the server refuses, the answer is a visitor's.
    for (const token of [undefined, 'not-a-token']) {
      const anonymous = (await getReviews(SNEAKER, token)).body;
      expect(anonymous).not.toHaveProperty('canReview');
      expect(anonymous).not.toHaveProperty('yourReview');
      expect(anonymous.reviews).toEqual([body.review]);
    }
  });
});

describe('PUT /api/products/:productId/reviews', () => {
  it("creates a buyer's review: 201, shown with the first name and last initial", async () => {
    await order(guest, SNEAKER);
    const { status, body } = await putReview(guest, SNEAKER, good);

    expect(status).toBe(201);
    expect(body.review).toEqual({
      _id: expect.any(String) as string,
      productId: SNEAKER,
      ...good,
      author: 'Guest S.',
      verifiedBuyer: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) as string,
      updatedAt: body.review.createdAt,
    });
    expect((await getReviews(SNEAKER)).body).toEqual({ reviews: [body.review], average: 4, count: 1 });
  });

  it("replaces the shopper's one review: 200, still one review, the same id", async () => {
    await order(guest, SNEAKER);
    const first = await putReview(guest, SNEAKER, good);
    const { status, body } = await putReview(guest, SNEAKER, {
      rating: 2,
      title: 'Sole wore out',
      text: 'After a month.',
    });

    expect(status).toBe(200);
    expect(body.review).toMatchObject({ _id: first.body.review._id, rating: 2, title: 'Sole wore out' });
    expect(body.review.createdAt).toBe(first.body.review.createdAt);
    const { body: list } = await getReviews(SNEAKER);
    expect(list.reviews).toEqual([body.review]);
    expect(list).toMatchObject({ average: 2, count: 1 });
  });

  it('refuses a shopper who has not bought the sneaker with 403, and changes nothing', async () => {
    await order(guest, OTHER_SNEAKER);
    await expectDbUnchanged(async () => {
      expectRefusal(await putReview(guest, SNEAKER, good), 403, reviewMessages.notBought);
    });
  });

  it('refuses a shopper whose order for it is not paid with 403', async () => {
    await order(guest, SNEAKER, { paid: false });
    await expectDbUnchanged(async () => {
      expectRefusal(await putReview(guest, SNEAKER, good), 403, reviewMessages.notBought);
    });
  });

  it('refuses a shopper whose only order for it is Cash on Delivery, not yet delivered, with 403', async () => {
    await order(guest, SNEAKER, { cod: true });
    expect((await getReviews(SNEAKER, guest)).body).toMatchObject({ canReview: false });
    await expectDbUnchanged(async () => {
      expectRefusal(await putReview(guest, SNEAKER, good), 403, reviewMessages.notBought);
    });
    // Paying online for it makes a verified buyer.
    await order(guest, SNEAKER);
    expect((await putReview(guest, SNEAKER, good)).body.review.verifiedBuyer).toBe(true);
  });

  it('refuses a request without a token with 401', async () => {
    await expectDbUnchanged(async () => {
      expectRefusal(await call('PUT', reviewsPath(SNEAKER), { json: good }), 401);
    });
  });

  it('answers 404 for a sneaker that does not exist, and changes nothing', async () => {
    await order(guest, SNEAKER);
    await expectDbUnchanged(async () => {
      expectRefusal(await putReview(guest, 'no-such-sneaker', good), 404);
    });
  });

  it.each<[string, string | null, unknown]>([
    ['no body', null, undefined],
    ['no rating', 'rating', { title: good.title, text: good.text }],
    ['a rating of 0', 'rating', { ...good, rating: 0 }],
    ['a rating of 6', 'rating', { ...good, rating: 6 }],
    ['a rating of 4.5', 'rating', { ...good, rating: 4.5 }],
    ['a rating as text', 'rating', { ...good, rating: '5' }],
    ['a blank title', 'title', { ...good, title: '   ' }],
    ['no text', 'text', { rating: 5, title: good.title }],
    ['an over-long title', 'title', { ...good, title: 'x'.repeat(MAX_REVIEW_TITLE_LENGTH + 1) }],
    ['an over-long text', 'text', { ...good, text: 'x'.repeat(MAX_REVIEW_TEXT_LENGTH + 1) }],
    ['a NUL in the text', 'text', { ...good, text: 'nice\u0000shoe' }],
  ])(
    'refuses %s with a readable 400 naming the field (%s), and changes nothing',
    async (_label, field, json) => {
      await order(guest, SNEAKER);
      await expectDbUnchanged(async () => {
        const answer =
          json === undefined
            ? await call<{ review: Review }>('PUT', reviewsPath(SNEAKER), { token: guest })
            : await putReview(guest, SNEAKER, json);
        expectRefusal(answer, 400);
        if (field) expect(answer.body).toMatchObject({ errors: { [field]: expect.any(String) as string } });
      });
    },
  );

  it('keeps text of exactly the caps', async () => {
    await order(guest, SNEAKER);
    const longest = {
      rating: 5,
      title: 't'.repeat(MAX_REVIEW_TITLE_LENGTH),
      text: 'x'.repeat(MAX_REVIEW_TEXT_LENGTH),
    };
    expect((await putReview(guest, SNEAKER, longest)).status).toBe(201);
  });

  it('keeps markup as the text it is: stored and answered exactly as sent', async () => {
    await order(guest, SNEAKER);
    const markup = {
      rating: 5,
      title: '<b>Best</b> & "lightest"',
      text: '<script>alert("x")</script>\n<img src=x onerror=alert(1)>',
    };
    await putReview(guest, SNEAKER, markup);
    expect((await getReviews(SNEAKER)).body.reviews[0]).toMatchObject(markup);
  });

  it(`stops at ${MAX_REVIEW_WRITES_PER_DAY} writes a day, replacements included, with a readable 429`, async () => {
    await order(guest, SNEAKER);
    await order(guest, OTHER_SNEAKER);
    for (let n = 1; n <= MAX_REVIEW_WRITES_PER_DAY; n += 1) {
      const id = n % 2 === 0 ? SNEAKER : OTHER_SNEAKER;
      expect((await putReview(guest, id, { ...good, title: `Take ${n}` })).status).toBeLessThan(300);
    }
    await expectDbUnchanged(async () => {
      expectRefusal(
        await putReview(guest, SNEAKER, { ...good, title: 'One more' }),
        429,
        tooManyReviewsToday(MAX_REVIEW_WRITES_PER_DAY),
      );
    });
  });

  it('writes at once by one shopper make one review: one 201, the rest replace it', async () => {
    await order(guest, SNEAKER);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((rating) => putReview(guest, SNEAKER, { ...good, rating })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect((await getReviews(SNEAKER)).body.count).toBe(1);
  });

  it('lists the most recently written first, with the average to one decimal and the count', async () => {
    const priya = await loginPriya();
    await order(guest, SNEAKER);
    await order(priya, SNEAKER);

    await putReview(guest, SNEAKER, { ...good, rating: 5 });
    await putReview(priya, SNEAKER, { ...good, rating: 2, title: 'Too narrow' });
    let { body } = await getReviews(SNEAKER);
    expect(body.reviews.map((review) => review.author)).toEqual(['Priya S.', 'Guest S.']);
    expect(body).toMatchObject({ average: 3.5, count: 2 });

    await putReview(guest, SNEAKER, { ...good, rating: 3, title: 'Changed my mind' });
    ({ body } = await getReviews(SNEAKER));
    expect(body.reviews.map((review) => review.title)).toEqual(['Changed my mind', 'Too narrow']);
    expect(body).toMatchObject({ average: 2.5, count: 2 });
    // Another sneaker's reviews are its own.
    expect((await getReviews(OTHER_SNEAKER)).body.count).toBe(0);
  });
});
