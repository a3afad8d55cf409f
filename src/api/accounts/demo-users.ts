import { GUEST_CREDENTIALS } from '@/shared/constants';
import type { AddressInput } from '@/shared/types';

export interface DemoUser {
  _id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  createdAt: string;
  addresses: (AddressInput & { id: string })[];
}

/** Two demo accounts (spec §9); the first is the one 'Login as Guest' fills in. */
export const demoUsers: readonly DemoUser[] = [
  {
    _id: '6b1d7c4e-2f0a-4d8e-9a51-3c7e0b9f2a11',
    email: GUEST_CREDENTIALS.email,
    password: GUEST_CREDENTIALS.password,
    firstName: 'Guest',
    lastName: 'Shopper',
    createdAt: '2026-01-15T09:30:00Z',
    addresses: [
      {
        id: '0c9f3b52-8e7d-4a16-b2c4-5d1e6f7a8b90',
        name: 'Guest Shopper',
        mobile: '9876543210',
        pincode: '560034',
        city: 'Bengaluru',
        residence: '14, 3rd Cross, Koramangala 4th Block',
        alternatemobile: '',
        state: 'Karnataka',
      },
    ],
  },
  {
    _id: 'a4e2f913-5b6c-4c0d-8e7f-1a2b3c4d5e6f',
    email: 'priya.sharma@sneakerhub.in',
    password: 'priya-runs-fast',
    firstName: 'Priya',
    lastName: 'Sharma',
    createdAt: '2026-02-02T12:00:00Z',
    addresses: [],
  },
];
