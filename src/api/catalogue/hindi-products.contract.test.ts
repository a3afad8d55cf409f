import { seedProducts } from '@/api/catalogue/seed/data';
import { MAX_HINDI_TITLE, MAX_PRODUCT_TEXT, type StaffProduct } from '@/shared/catalogue';
import { matchesHindiSearch } from '@/shared/product-search';
import type { AuditPage } from '@/shared/staff';
import type { CartItem, Product } from '@/shared/types';
import { call, expectRefusal, loginGuest } from '@/api/testing/api-client';
import { staffLogin } from '@/api/testing/staff';
import { productInputOf } from './product-input';

// Products in Hindi (issue 37): both languages' fields in every product answer, staff's edits of
// them, and the Hindi search over what this backend answers.

const withHindi = seedProducts.find((product) => product.titleHi && product.textHi && product.id > 15);
const withoutHindi = seedProducts.find((product) => !product.titleHi && !product.textHi);

const catalogue = async () => (await call<{ products: Product[] }>('GET', '/products')).body.products;
const productAnswer = async (productId: string) =>
  (await call<{ product: Product }>('GET', `/products/${productId}`)).body.product;

describe('the product answers in both languages', () => {
  it('carry the Hindi title and description beside the English ones, and leave them out where there are none', async () => {
    if (!withHindi || !withoutHindi) throw new Error('the seed has products with and without Hindi');
    const answer = await productAnswer(withHindi._id);
    expect(answer).toMatchObject({
      title: withHindi.title,
      titleHi: withHindi.titleHi,
      textHi: withHindi.textHi,
    });
    const fallback = await productAnswer(withoutHindi._id);
    expect(fallback.title).toBe(withoutHindi.title);
    expect(fallback).not.toHaveProperty('titleHi');
    expect(fallback).not.toHaveProperty('textHi');
    const listed = await catalogue();
    expect(listed.filter((product) => product.titleHi).length).toBe(
      seedProducts.filter((product) => product.titleHi).length,
    );
  });

  it('carry them into the cart and the wishlist', async () => {
    const token = await loginGuest();
    const productId = withHindi?._id;
    await call('POST', '/user/cart', { token, json: { product: { _id: productId } } });
    await call('POST', '/user/wishlist', { token, json: { product: { _id: productId } } });
    const cart = await call<{ cart: CartItem[] }>('GET', '/user/cart', { token });
    const wishlist = await call<{ wishlist: Product[] }>('GET', '/user/wishlist', { token });
    expect(cart.body.cart[0]?.titleHi).toBe(withHindi?.titleHi);
    expect(wishlist.body.wishlist[0]?.titleHi).toBe(withHindi?.titleHi);
  });
});

describe('the Hindi search over this backend’s catalogue', () => {
  const found = (products: readonly Product[], search: string) =>
    products.filter((product) => matchesHindiSearch(product, search));

  it.each([
    ['नाइकी', 'nike'],
    ['प्यूमा', 'puma'],
    ['एडिडास', 'adidas'],
    ['वैन्स', 'vans'],
    ['कन्वर्स', 'converse'],
  ] as const)('%s finds every %s sneaker and no other', async (search, brand) => {
    const products = await catalogue();
    expect(found(products, search)).toEqual(products.filter((product) => product.brand === brand));
  });

  it('जूते finds every sneaker; दौड़ने के जूते the runners, each one named so in Hindi or English', async () => {
    const products = await catalogue();
    expect(found(products, 'जूते')).toEqual(products);
    const runners = found(products, 'दौड़ने के जूते');
    expect(runners.length).toBeGreaterThan(0);
    expect(runners.length).toBeLessThan(products.length);
    for (const runner of runners)
      expect(`${runner.titleHi ?? ''} ${runner.title}`).toMatch(/दौड़ने|Run|Racer|Race|Dash|Jog/);
  });
});

describe('staff write a product’s Hindi', () => {
  const seeded = withHindi as Product;
  /** Staff's PUT of the seeded product's fields with `json`'s over them. */
  const edit = (token: string, json: Record<string, unknown>) =>
    call<{ product: StaffProduct }>('PUT', `/staff/products/${seeded._id}`, { token, json });

  it('PUT sets them, the shop answers them, the audit log has the change; a PUT without them removes them', async () => {
    const token = await staffLogin();
    const change = { ...productInputOf(seeded), titleHi: ' नया शीर्षक ', textHi: 'नया विवरण।' };
    const { status, body } = await edit(token, change);
    expect(status).toBe(200);
    expect(body.product).toMatchObject({ titleHi: 'नया शीर्षक', textHi: 'नया विवरण।', title: seeded.title });
    expect(await productAnswer(seeded._id)).toMatchObject({ titleHi: 'नया शीर्षक', textHi: 'नया विवरण।' });
    const audit = await call<AuditPage>('GET', '/staff/audit', { token });
    expect(audit.body.entries[0]).toMatchObject({
      action: 'product.update',
      target: seeded._id,
      before: { titleHi: seeded.titleHi, textHi: seeded.textHi },
      after: { titleHi: 'नया शीर्षक', textHi: 'नया विवरण।' },
    });

    const { titleHi: _title, textHi: _text, ...english } = change;
    await edit(token, { ...english, titleHi: '  ' });
    const cleared = await productAnswer(seeded._id);
    expect(cleared).not.toHaveProperty('titleHi');
    expect(cleared).not.toHaveProperty('textHi');
  });

  it('POST takes them too', async () => {
    const token = await staffLogin();
    const input = {
      ...productInputOf(seeded),
      title: 'Puma Monsoon Trail',
      titleHi: 'Puma Monsoon Trail ट्रेल जूते',
    };
    const { status, body } = await call<{ product: StaffProduct }>('POST', '/staff/products', {
      token,
      json: input,
    });
    expect(status).toBe(201);
    expect(body.product.titleHi).toBe(input.titleHi);
  });

  it('refuses a Hindi title or description too long or not text with a readable 400, and changes nothing', async () => {
    const token = await staffLogin();
    const refused = async (fields: Record<string, unknown>, message: string) => {
      expectRefusal(await edit(token, { ...productInputOf(seeded), ...fields }), 400, message);
    };
    await refused(
      { titleHi: 'क'.repeat(MAX_HINDI_TITLE + 1) },
      `The Hindi title must be at most ${MAX_HINDI_TITLE} characters.`,
    );
    await refused(
      { textHi: 'क'.repeat(MAX_PRODUCT_TEXT + 1) },
      `The Hindi description must be at most ${MAX_PRODUCT_TEXT} characters.`,
    );
    await refused({ titleHi: 42 }, 'The Hindi title must be text.');
    expect(await productAnswer(seeded._id)).toMatchObject({ titleHi: seeded.titleHi, textHi: seeded.textHi });
  });
});
