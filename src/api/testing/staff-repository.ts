import type { Repositories } from '@/api/repositories';
import { demoStaff } from '@/api/staff/demo-staff';

/**
 * A store's staff repository, past what the routes let through (an owner cannot remove themself):
 * the last active owner can be neither demoted nor disabled; with a second owner, either can.
 */
export async function expectLastOwnerKept(repos: Repositories): Promise<void> {
  const at = '2026-03-01T10:00:00Z';
  expect(await repos.staff.change(demoStaff._id, { role: 'staff' }, at)).toEqual({ refused: 'last-owner' });
  expect(await repos.staff.change(demoStaff._id, { disabled: true }, at)).toEqual({ refused: 'last-owner' });
  expect(await repos.staff.change('no-such-member', { disabled: true }, at)).toEqual({
    refused: 'not-found',
  });
  const second = await repos.staff.insert({
    email: 'second.owner@sneakerhub.in',
    name: 'Second Owner',
    role: 'owner',
    passwordHash: 'x',
    createdAt: at,
  });
  const demoted = await repos.staff.change(demoStaff._id, { role: 'staff' }, at);
  expect(demoted).toMatchObject({ changed: { role: 'staff', disabled: false } });
  expect(await repos.staff.change(second?._id ?? '', { disabled: true }, at)).toEqual({
    refused: 'last-owner',
  });
}
