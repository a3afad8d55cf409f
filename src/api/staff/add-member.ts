import { hashPassword } from '@/api/accounts';
import { badRequest, HttpError } from '@/api/http/http-error';
import { asObject, checkNewCredentials, requireStrings } from '@/api/http/validate';
import type { Repositories } from '@/api/repositories';
import {
  STAFF_ROLES,
  staffMessages,
  type NewStaffInput,
  type StaffMember,
  type StaffRole,
} from '@/shared/staff';
import { recordStaffAction } from './audit';
import { publicStaff } from './repository';

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);
export const ROLE_MESSAGE = `Role must be one of: ${STAFF_ROLES.join(', ')}.`;

/** A new member's fields, checked: a 400 naming the field otherwise (the shoppers' password rule). */
export function newStaffInput(body: unknown): NewStaffInput {
  const fields = requireStrings(
    asObject(body),
    { email: 'Email', name: 'Name', role: 'Role', password: 'Password' },
    ['password'],
  );
  const { role } = fields;
  if (!isStaffRole(role)) throw badRequest(ROLE_MESSAGE, { role: ROLE_MESSAGE });
  checkNewCredentials(fields);
  return { ...fields, role };
}

/**
 * Adds a member at `at`, with its audit line (`staff.add`, by `by`) in the same transaction; a 409
 * when the email is taken. POST /api/staff/members and `npm run staff:add` both add through it.
 */
export async function addStaffMember(
  repos: Repositories,
  { password, ...input }: NewStaffInput,
  by: Pick<StaffMember, '_id' | 'email'>,
  { passwordIterations, at }: { passwordIterations: number; at: string },
): Promise<StaffMember> {
  const passwordHash = await hashPassword(password, passwordIterations);
  return repos.transaction(async (tx) => {
    const added = await tx.staff.insert({ ...input, passwordHash, createdAt: at });
    if (!added) throw new HttpError(409, staffMessages.emailTaken, { email: staffMessages.emailTaken });
    const after = publicStaff(added);
    await recordStaffAction(tx, by, { action: 'staff.add', target: added._id, before: null, after }, at);
    return after;
  });
}
