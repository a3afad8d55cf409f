import { orderMessages } from '@/shared/messages';
import type { PublicUser } from '@/shared/types';
import { addGuest } from '@/api/accounts/memory-repository';
import { call, expectDbUnchanged, expectRefusal } from '@/api/testing/api-client';
import { contractBackend } from '@/api/testing/contract-backend';
import { fillCart, placeOrder } from '@/api/testing/fixtures';
import { newShopper } from '@/api/testing/shoppers';

// The embedded mock makes no guest account of its own (its 'Login as Guest' is the one demo
// account), so its store is told one account is a guest's, as the server's 'Login as Guest' would
// record it: the refusal is the same code on every backend (holding.contract.test.ts has the server's).
it("the embedded mock's store refuses Cash on Delivery to a guest's account too, and says it is one", async () => {
  const shopper = await newShopper(401);
  const user = await contractBackend().findUser(shopper.email);
  addGuest(user?._id ?? '', new Date().toISOString());
  const login = await call<{ foundUser: PublicUser }>('POST', '/auth/login', {
    json: { email: shopper.email, password: 'shopper-401-runs' },
  });
  expect(login.body.foundUser.guest).toBe(true);
  await fillCart(shopper.token, 20);
  const cod = { addressId: shopper.addressId, idempotencyKey: 'guest-cod', paymentMethod: 'cod' };
  await expectDbUnchanged(async () => {
    expectRefusal(await placeOrder(shopper.token, cod), 403, orderMessages.codNotForGuests);
  });
});
