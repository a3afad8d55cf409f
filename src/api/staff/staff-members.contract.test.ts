import { call, expectRefusal } from '@/api/testing/api-client';
import { addStaff, staffLogin } from '@/api/testing/staff';
import { INVALID_EMAIL } from '@/shared/email-address';
import { inlineMessages, serverMessages } from '@/shared/messages';
import { DEMO_STAFF_CREDENTIALS, staffMessages, type AuditPage, type StaffMember } from '@/shared/staff';
import { AUDIT_PAGE_SIZE } from './audit-routes';
import { demoStaff } from './demo-staff';

const packer = {
  email: 'Ravi.Packer@SneakerHub.in',
  name: 'Ravi Packer',
  role: 'staff',
  password: 'boxes-and-tape-7',
};

const members = async (token: string) =>
  (await call<{ members: StaffMember[] }>('GET', '/staff/members', { token })).body.members;
const audit = async (token: string, after = '') =>
  call<AuditPage>('GET', `/staff/audit${after ? `?after=${after}` : ''}`, { token });
/** Whichever of two owners' tokens still opens the owner routes. */
async function anyOwnerToken(...tokens: string[]): Promise<string> {
  for (const token of tokens)
    if ((await call('GET', '/staff/members', { token })).status === 200) return token;
  throw new Error('no owner is left');
}

const change = (token: string, staffId: string, json: unknown) =>
  call<{ member: StaffMember }>('PUT', `/staff/members/${staffId}`, { token, json });

describe('POST /api/staff/members (owners)', () => {
  it('adds a member (email lower-cased, never the password), who signs in; the audit log says who added whom', async () => {
    const token = await staffLogin();
    const added = await call<{ member: StaffMember }>('POST', '/staff/members', { token, json: packer });
    expect(added.status).toBe(201);
    expect(added.body.member).toEqual({
      _id: added.body.member._id,
      email: 'ravi.packer@sneakerhub.in',
      name: 'Ravi Packer',
      role: 'staff',
      disabled: false,
      createdAt: added.body.member.createdAt,
    });
    expect((await members(token)).map((member) => member.email)).toEqual([
      DEMO_STAFF_CREDENTIALS.email,
      'ravi.packer@sneakerhub.in',
    ]);
    expect(await staffLogin('ravi.packer@sneakerhub.in', packer.password)).toEqual(
      expect.any(String) as string,
    );
    const line = (await audit(token)).body.entries.find((entry) => entry.action === 'staff.add');
    expect(line).toMatchObject({
      staffId: demoStaff._id,
      staffEmail: DEMO_STAFF_CREDENTIALS.email,
      action: 'staff.add',
      target: added.body.member._id,
      before: null,
      after: added.body.member,
    });
  });

  it.each([
    ['a weak password', { ...packer, password: 'short' }, inlineMessages.passwordTooShort],
    ['an unknown role', { ...packer, role: 'manager' }, 'Role must be one of: owner, staff.'],
    ['no name', { ...packer, name: ' ' }, 'Name is required.'],
    ['a malformed email', { ...packer, email: 'ravi@' }, INVALID_EMAIL],
    ['a display name', { ...packer, email: 'Ravi <ravi@sneakerhub.in>' }, INVALID_EMAIL],
    ['two addresses', { ...packer, email: 'ravi@sneakerhub.in,b@evil.example' }, INVALID_EMAIL],
  ])('%s: a readable 400, nothing added', async (_label, json, message) => {
    const token = await staffLogin();
    expectRefusal(await call('POST', '/staff/members', { token, json }), 400, message);
    expect(await members(token)).toHaveLength(1);
  });

  it('an email already a member: 409, whatever its case', async () => {
    const token = await staffLogin();
    const json = { ...packer, email: DEMO_STAFF_CREDENTIALS.email.toUpperCase() };
    expectRefusal(await call('POST', '/staff/members', { token, json }), 409, staffMessages.emailTaken);
  });
});

describe('PUT /api/staff/members/:staffId (owners)', () => {
  it('disabling a member ends their sessions at once and refuses their sign-in; enabling lets them sign in again', async () => {
    const owner = await staffLogin();
    const { member, password, token } = await addStaff('staff');
    const disabled = await change(owner, member._id, { disabled: true });
    expect(disabled.status).toBe(200);
    expect(disabled.body.member).toMatchObject({ _id: member._id, disabled: true });
    expectRefusal(await call('GET', '/staff/me', { token }), 403, staffMessages.disabled);
    expectRefusal(
      await call('POST', '/staff/login', { json: { email: member.email, password } }),
      403,
      staffMessages.disabled,
    );

    expect((await change(owner, member._id, { disabled: false })).status).toBe(200);
    expectRefusal(await call('GET', '/staff/me', { token }), 401, serverMessages.invalidToken);
    expect((await call('GET', '/staff/me', { token: await staffLogin(member.email, password) })).status).toBe(
      200,
    );
    const lines = (await audit(owner)).body.entries.filter((line) => line.action === 'staff.change');
    expect(lines.map(({ before, after }) => ({ before, after }))).toEqual([
      { before: { role: 'staff', disabled: true }, after: { role: 'staff', disabled: false } },
      { before: { role: 'staff', disabled: false }, after: { role: 'staff', disabled: true } },
    ]);
  });

  it('a member made owner may then use the owner routes', async () => {
    const owner = await staffLogin();
    const { member, token } = await addStaff('staff');
    expect((await call('GET', '/staff/members', { token })).status).toBe(403);
    expect((await change(owner, member._id, { role: 'owner' })).body.member.role).toBe('owner');
    expect((await call('GET', '/staff/members', { token })).status).toBe(200);
  });

  it('an owner cannot disable or demote themself: 409 with the reason, nothing changed', async () => {
    const owner = await staffLogin();
    for (const json of [{ disabled: true }, { role: 'staff' }]) {
      expectRefusal(await change(owner, demoStaff._id, json), 409, staffMessages.notYourself);
    }
    expect((await call('GET', '/staff/me', { token: owner })).body).toMatchObject({
      staff: { role: 'owner' },
    });
  });

  it('two owners disabling each other at once: one wins, the other is refused, one active owner is left', async () => {
    const first = await staffLogin();
    const second = await addStaff('owner');
    const answers = await Promise.all([
      change(first, second.member._id, { disabled: true }),
      change(second.token, demoStaff._id, { disabled: true }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const everyone = await members(await anyOwnerToken(first, second.token));
    const active = everyone.filter((member) => member.role === 'owner' && !member.disabled);
    expect(active).toHaveLength(1);
  });

  it.each([
    ['nothing to change', {}],
    ['a disabled that is not a boolean', { disabled: 'yes' }],
    ['an unknown role', { role: 'manager' }],
    ['no object', [1]],
  ])('%s: a readable 400', async (_label, json) => {
    const { member } = await addStaff('staff');
    expectRefusal(await change(await staffLogin(), member._id, json), 400);
  });

  it('an unknown member: 404', async () => {
    expectRefusal(
      await change(await staffLogin(), 'no-such-member', { disabled: true }),
      404,
      staffMessages.notFound,
    );
  });
});

describe('GET /api/staff/audit (owners)', () => {
  it(`newest first, ${AUDIT_PAGE_SIZE} a page, the cursor reading on to the end`, async () => {
    const token = await staffLogin();
    const { member } = await addStaff('staff');
    const changes = AUDIT_PAGE_SIZE + 3;
    for (let n = 0; n < changes; n += 1) await change(token, member._id, { disabled: n % 2 === 0 });
    const first = await audit(token);
    expect(first.status).toBe(200);
    expect(first.body.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.body.entries[0]?.after).toEqual({ role: 'staff', disabled: (changes - 1) % 2 === 0 });
    const second = await audit(token, first.body.next ?? 'missing');
    expect(second.body.next).toBeNull();
    const all = [...first.body.entries, ...second.body.entries];
    // The sign-ins of the owner and the member are lines too.
    const actions = all.map((line) => line.action).filter((action) => !action.startsWith('staff.sign'));
    expect(actions).toEqual([...Array<string>(changes).fill('staff.change'), 'staff.add']);
    const ids = all.map((line) => Number(line._id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it.each(['abc', '0', '-4', '1e3', '9'.repeat(30)])('after=%s: a readable 400', async (after) => {
    expectRefusal(await audit(await staffLogin(), after), 400);
  });

  it('each line is stamped by the backend clock', async () => {
    const token = await staffLogin();
    const fixed = new Date('2026-03-04T05:06:07Z');
    const { contractBackend } = await import('@/api/testing/contract-backend');
    contractBackend().setClock(() => fixed);
    await call('POST', '/staff/members', { token, json: packer });
    expect((await audit(token)).body.entries[0]?.at).toBe('2026-03-04T05:06:07Z');
  });
});
