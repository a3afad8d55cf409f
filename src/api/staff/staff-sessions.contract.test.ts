import * as auth from '@/api/accounts/auth';
import { call, expectRefusal } from '@/api/testing/api-client';
import { addStaff, staffLogin } from '@/api/testing/staff';
import { inlineMessages, serverMessages } from '@/shared/messages';
import {
  DEMO_STAFF_CREDENTIALS,
  staffMessages,
  type AuditEntry,
  type AuditPage,
  type StaffPasswordAnswer,
} from '@/shared/staff';
import { demoStaff } from './demo-staff';

const auditLines = async (action: string) => {
  const { body } = await call<AuditPage>('GET', '/staff/audit', { token: await staffLogin() });
  return body.entries.filter((entry) => entry.action === action);
};
const who = ({ staffId, staffEmail, target }: AuditEntry) => ({ staffId, staffEmail, target });
const me = (token: string) => call('GET', '/staff/me', { token });

describe('staff sign-in takes the same work whether or not the email is a member', () => {
  afterEach(() => jest.restoreAllMocks());

  const costOf = (hash: unknown) => String(hash).split('$').slice(0, 2).join('$');

  it.each([
    ['an email of no member', 'nobody@sneakerhub.in'],
    ["a member's email", DEMO_STAFF_CREDENTIALS.email],
  ])("%s, a wrong password: checked against a hash of the cost a member's has", async (_label, email) => {
    const verify = jest.spyOn(auth, 'verifyPassword');
    const json = { email, password: 'not-the-password' };
    expectRefusal(await call('POST', '/staff/login', { json }), 401, staffMessages.wrongCredentials);
    expect(verify).toHaveBeenCalledTimes(1);
    await staffLogin();
    expect(verify).toHaveBeenCalledTimes(2);
    const [refused, member] = verify.mock.calls.map(([, hash]) => costOf(hash));
    expect(refused).toMatch(/^pbkdf2\$\d+$/);
    expect(refused).toBe(member);
  });
});

describe('sign-in, a refused sign-in and sign-out are audit lines', () => {
  it('a sign-in and a sign-out name the member; a refused one names the email tried', async () => {
    const { member, password, token } = await addStaff('staff');
    expect((await call('POST', '/staff/logout', { token })).status).toBe(204);
    const wrong = { email: member.email, password: `${password}-not` };
    expect((await call('POST', '/staff/login', { json: wrong })).status).toBe(401);
    const unknown = { email: 'Someone@Elsewhere.in', password };
    expect((await call('POST', '/staff/login', { json: unknown })).status).toBe(401);

    const mine = { staffId: member._id, staffEmail: member.email, target: member._id };
    expect((await auditLines('staff.sign-in')).map(who)).toContainEqual(mine);
    expect((await auditLines('staff.sign-out')).map(who)).toEqual([mine]);
    expect((await auditLines('staff.sign-in-failed')).map(who)).toEqual([
      { staffId: '', staffEmail: 'someone@elsewhere.in', target: '' },
      mine,
    ]);
  });

  it('a disabled member with the right password: 403, and a refused sign-in line', async () => {
    const { member, password } = await addStaff('staff');
    await call('PUT', `/staff/members/${member._id}`, {
      token: await staffLogin(),
      json: { disabled: true },
    });
    const refused = await call('POST', '/staff/login', { json: { email: member.email, password } });
    expectRefusal(refused, 403, staffMessages.disabled);
    expect((await auditLines('staff.sign-in-failed')).map(who)).toEqual([
      { staffId: member._id, staffEmail: member.email, target: member._id },
    ]);
  });
});

const changePassword = (token: string, json: unknown) =>
  call<StaffPasswordAnswer>('POST', '/staff/password', { token, json });

describe('POST /api/staff/password', () => {
  it("changes the member's own password: other sessions end, this one goes on with a fresh token", async () => {
    const { member, password, token } = await addStaff('staff');
    const other = await staffLogin(member.email, password);
    const changed = await changePassword(token, { currentPassword: password, newPassword: 'new-laces-2026' });
    expect(changed.status).toBe(200);
    expectRefusal(await me(other), 401, serverMessages.invalidToken);
    expectRefusal(await me(token), 401, serverMessages.invalidToken);
    expect((await me(changed.body.staffToken)).status).toBe(200);
    expect((await call('POST', '/staff/login', { json: { email: member.email, password } })).status).toBe(
      401,
    );
    expect(await staffLogin(member.email, 'new-laces-2026')).toEqual(expect.any(String));
    expect((await auditLines('staff.password')).map(who)).toEqual([
      { staffId: member._id, staffEmail: member.email, target: member._id },
    ]);
  });

  it.each([
    [
      'a wrong current password',
      { currentPassword: 'not-it', newPassword: 'new-laces-2026' },
      403,
      'currentPassword',
      serverMessages.currentPasswordWrong,
    ],
    [
      'a short new one',
      { currentPassword: DEMO_STAFF_CREDENTIALS.password, newPassword: 'short' },
      400,
      'newPassword',
      inlineMessages.passwordTooShort,
    ],
    [
      'the same one',
      { currentPassword: DEMO_STAFF_CREDENTIALS.password, newPassword: DEMO_STAFF_CREDENTIALS.password },
      400,
      'newPassword',
      serverMessages.samePassword,
    ],
  ])('%s: refused, naming the field; the session goes on', async (_label, json, status, field, message) => {
    const token = await staffLogin();
    const refused = await changePassword(token, json);
    expectRefusal(refused, status, message);
    expect((refused.body as unknown as { errors: Record<string, string> }).errors).toEqual({
      [field]: message,
    });
    expect((await me(token)).status).toBe(200);
  });

  it('without a body: a readable 400', async () => {
    expectRefusal(await changePassword(await staffLogin(), undefined), 400);
  });
});

describe('DELETE /api/staff/members/:staffId/sessions (owners)', () => {
  it("ends every session of the member, who can sign in again; the owner's own go on; an audit line", async () => {
    const { member, password, token } = await addStaff('staff');
    const other = await staffLogin(member.email, password);
    const owner = await staffLogin();
    const ended = await call('DELETE', `/staff/members/${member._id}/sessions`, { token: owner });
    expect(ended.status).toBe(204);
    for (const each of [token, other]) expectRefusal(await me(each), 401, serverMessages.invalidToken);
    expect((await me(owner)).status).toBe(200);
    expect((await me(await staffLogin(member.email, password))).status).toBe(200);
    expect((await auditLines('staff.end-sessions')).map(who)).toEqual([
      { staffId: demoStaff._id, staffEmail: DEMO_STAFF_CREDENTIALS.email, target: member._id },
    ]);
  });

  it('a member no one is: 404', async () => {
    const owner = await staffLogin();
    expectRefusal(
      await call('DELETE', '/staff/members/nobody/sessions', { token: owner }),
      404,
      staffMessages.notFound,
    );
  });
});
