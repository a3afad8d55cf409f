import { DEMO_STAFF_CREDENTIALS, type StaffRole } from '@/shared/staff';

/** The demo staff account, seeded where the demo shoppers are (src/mocks/seed.ts, server/db/seed.ts). */
export const demoStaff = {
  _id: '5f0c2a7e-93d1-4b6e-8c2f-7a1d4e9b3c60',
  ...DEMO_STAFF_CREDENTIALS,
  name: 'Shop Owner',
  role: 'owner' as StaffRole,
  createdAt: '2026-01-15T09:00:00Z',
};
