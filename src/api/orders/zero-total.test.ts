import { orderMessages } from '@/shared/messages';
import { MIN_PRODUCT_PRICE } from '@/shared/order-totals';
import { demoUsers } from '@/api/accounts/demo-users';
import { productInputOf } from '@/api/catalogue/product-input';
import { memoryRepositories } from '@/api/memory-repositories';
import { expectDbUnchanged, expectRefusal, loginGuest } from '@/api/testing/api-client';
import { fillCart, placeOrder, seedProduct } from '@/api/testing/fixtures';

// A price below MIN_PRODUCT_PRICE can no longer be set through any route (the staff catalogue
// refuses it), so the embedded mock's store is written directly, as a product priced before that
// rule would be: an order of it is a readable 422, never the database's check as a 500.
it('an order whose total would not be positive is refused with a 422 that changes nothing', async () => {
  const sneaker = seedProduct(20);
  const cheap = MIN_PRODUCT_PRICE - 1;
  await memoryRepositories.catalogue.update(sneaker._id, {
    ...productInputOf(sneaker),
    price: cheap,
    mrp: cheap,
  });
  const token = await loginGuest();
  await fillCart(token, 20);
  const addressId = demoUsers[0]?.addresses[0]?.id ?? '';
  for (const paymentMethod of ['online', 'cod']) {
    await expectDbUnchanged(async () => {
      expectRefusal(
        await placeOrder(token, { addressId, idempotencyKey: `free-${paymentMethod}`, paymentMethod }),
        422,
        orderMessages.totalNotPositive,
      );
    });
  }
});
