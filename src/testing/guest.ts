import { findUserByEmail } from '@/mocks/db';
import { demoUsers } from '@/api/accounts/demo-users';

/** The seeded demo guest ('Login as Guest', spec §1), and a second seeded shopper. */
export const guest = demoUsers[0]!;
export const secondUser = demoUsers[1]!;

/** The guest's id in the embedded mock's database, which each test seeds afresh. */
export function guestId(): string {
  const user = findUserByEmail(guest.email);
  if (!user) throw new Error('the guest is not seeded');
  return user._id;
}
