import type { AddressInput } from '@/shared/types';

/**
 * What the persistence tests' shopper saves besides the guest's cart: a second account and a second
 * address. Shared by the Jest test of the saved snapshot (src/mocks/persistence) and the browser
 * journey that reloads the shop (e2e/mock-server.spec.ts), so plain data: no DOM, Jest or Playwright.
 */

/** POST /api/auth/signup's body; its email and password log Asha in again. */
export const ASHA_SIGNUP = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  password: 'kolkata-runner-7',
};

/** The guest's second address, in New Delhi: `{ address }` is POST /api/user/addresses's body. */
export const GUEST_DELHI_ADDRESS: AddressInput = {
  name: 'Guest',
  mobile: '9123456780',
  pincode: '110001',
  city: 'New Delhi',
  residence: '1 Janpath',
  state: 'Delhi',
};
