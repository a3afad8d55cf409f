import { RATE_LIMITS } from '@/api/limits/limits';
import { call, expectDbUnchanged, expectRefusal, loginGuest, send } from '@/api/testing/api-client';
import { contractBackend } from '@/api/testing/contract-backend';
import { staffLogin } from '@/api/testing/staff';
import {
  COMPLAINT_ACKNOWLEDGE_HOURS,
  COMPLAINT_PAGE_SIZE,
  COMPLAINT_TICKET_FORMAT,
  type ComplaintAnswer,
  type ComplaintInput,
  type ComplaintPage,
} from '@/shared/complaints';
import type { SellerAnswer } from '@/shared/seller';
import { complaintMessages } from '@/shared/legal-messages';
import type { AuditPage } from '@/shared/staff';

const COMPLAINT: ComplaintInput = {
  name: 'Asha Verma',
  email: 'asha.verma@example.in',
  phone: '98765 43210',
  orderId: 'ord-1234',
  subject: 'My refund has not arrived',
  message: 'I returned a pair a fortnight ago.\nThe refund is still pending.',
};

const file = (json: unknown, token?: string) =>
  call<ComplaintAnswer>('POST', '/complaints', { json, ...(token ? { token } : {}) });

const staffList = async (token: string, query = '') => {
  const answer = await call<ComplaintPage>('GET', `/staff/complaints${query}`, { token });
  expect(answer.status).toBe(200);
  return answer.body.complaints;
};

const moveTo = (token: string, ticket: string, status: unknown) =>
  call<ComplaintAnswer>('POST', `/staff/complaints/${ticket}/status`, { token, json: { status } });

describe('GET /api/seller', () => {
  it("answers anyone the invoice's seller and the contacts, and a shared cache may keep it", async () => {
    const answer = await call<SellerAnswer>('GET', '/seller');
    expect(answer.status).toBe(200);
    expect((await send('GET', '/seller')).headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    expect(answer.body.seller.gstin).toMatch(/^[0-9]{2}[A-Z0-9]{13}$/);
    const { customerCare, grievanceOfficer } = answer.body.contacts;
    for (const email of [customerCare.email, grievanceOfficer.email]) expect(email).toMatch(/@/);
    expect(grievanceOfficer.name.length).toBeGreaterThan(0);
    expect(grievanceOfficer.designation.length).toBeGreaterThan(0);
  });
});

describe('POST /api/complaints', () => {
  it('files a complaint from anyone, signed in or not: a GRV- ticket, open, acknowledged within 48 hours', async () => {
    const filedAt = new Date('2026-11-20T10:15:00.000Z');
    contractBackend().setClock(() => filedAt);
    const anonymous = await file(COMPLAINT);
    expect(anonymous.status).toBe(201);
    const { complaint } = anonymous.body;
    expect(complaint.ticket).toMatch(COMPLAINT_TICKET_FORMAT);
    expect(complaint).toMatchObject({ ...COMPLAINT, phone: '9876543210', status: 'open' });
    expect(Date.parse(complaint.createdAt)).toBe(filedAt.getTime());
    expect(Date.parse(complaint.acknowledgeBy) - Date.parse(complaint.createdAt)).toBe(
      COMPLAINT_ACKNOWLEDGE_HOURS * 60 * 60 * 1000,
    );
    const signedIn = await file({ ...COMPLAINT, phone: undefined, orderId: '' }, await loginGuest());
    expect(signedIn.status).toBe(201);
    expect(signedIn.body.complaint.ticket).not.toBe(complaint.ticket);
    expect(signedIn.body.complaint).not.toHaveProperty('phone');
    expect(signedIn.body.complaint).not.toHaveProperty('orderId');
  });

  it.each<[string, unknown, string]>([
    ['no name', { ...COMPLAINT, name: ' ' }, 'name'],
    ['a malformed email', { ...COMPLAINT, email: 'asha@' }, 'email'],
    ['an email with a display name', { ...COMPLAINT, email: 'x<victim@evil.example>' }, 'email'],
    ['two emails', { ...COMPLAINT, email: 'a,b@evil.example' }, 'email'],
    ['a phone that is not 10 digits', { ...COMPLAINT, phone: '12345' }, 'phone'],
    ['no subject', { ...COMPLAINT, subject: undefined }, 'subject'],
    ['a message over the cap', { ...COMPLAINT, message: 'x'.repeat(2001) }, 'message'],
    ['a name that is not text', { ...COMPLAINT, name: 42 }, 'name'],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_label, json, field) => {
    await expectDbUnchanged(async () => {
      const answer = await call<{ errors: Record<string, string> }>('POST', '/complaints', { json });
      expectRefusal(answer, 400);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    });
  });

  it('takes an order number as the shop shows it, as well as whatever else the shopper writes there', async () => {
    for (const orderId of ['SH-100042', 'sh 100042', 'my order from last Tuesday']) {
      const filed = await file({ ...COMPLAINT, orderId });
      expect(filed.status).toBe(201);
      expect(filed.body.complaint.orderId).toBe(orderId);
    }
  });

  it('a body that is not an object is a 400', async () => {
    expectRefusal(await call('POST', '/complaints', { json: ['not', 'a', 'complaint'] }), 400);
  });

  it(`takes ${RATE_LIMITS.complaintsPerAddress.points} complaints from one address in its window, then a 429`, async () => {
    for (let sent = 0; sent < RATE_LIMITS.complaintsPerAddress.points; sent += 1) {
      expect((await file(COMPLAINT)).status).toBe(201);
    }
    const refused = await send('POST', '/complaints', { json: COMPLAINT });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('the console: GET /api/staff/complaints and POST /api/staff/complaints/:ticket/status', () => {
  let staff: string;
  beforeEach(async () => {
    staff = await staffLogin();
  });

  it('lists complaints newest first, filtered by status; a shopper gets 403 and no token 401', async () => {
    contractBackend().setClock(() => new Date('2026-11-20T10:00:00.000Z'));
    const first = (await file(COMPLAINT)).body.complaint;
    contractBackend().setClock(() => new Date('2026-11-20T11:00:00.000Z'));
    const second = (await file({ ...COMPLAINT, subject: 'A second matter' })).body.complaint;
    expect((await staffList(staff)).map(({ ticket }) => ticket)).toEqual([second.ticket, first.ticket]);
    expect(await staffList(staff, '?status=open')).toEqual([second, first]);
    expect(await staffList(staff, '?status=resolved')).toEqual([]);
    expectRefusal(await call('GET', '/staff/complaints?status=closed', { token: staff }), 400);
    expectRefusal(await call('GET', '/staff/complaints', { token: await loginGuest() }), 403);
    expectRefusal(await call('GET', '/staff/complaints'), 401);
  });

  it('acknowledges, then resolves, each move in the audit log; a move back or twice is a 409', async () => {
    const { ticket } = (await file(COMPLAINT)).body.complaint;
    const acknowledged = await moveTo(staff, ticket, 'acknowledged');
    expect(acknowledged.status).toBe(200);
    expect(acknowledged.body.complaint).toMatchObject({ ticket, status: 'acknowledged' });
    expect(await staffList(staff, '?status=acknowledged')).toEqual([acknowledged.body.complaint]);
    expectRefusal(
      await moveTo(staff, ticket, 'acknowledged'),
      409,
      complaintMessages.moveRefused('acknowledged', 'acknowledged'),
    );
    expect((await moveTo(staff, ticket, 'resolved')).body.complaint.status).toBe('resolved');
    expectRefusal(await moveTo(staff, ticket, 'acknowledged'), 409);
    const { body } = await call<AuditPage>('GET', '/staff/audit', { token: staff });
    expect(body.entries.filter((entry) => entry.action === 'complaint.status')).toEqual([
      expect.objectContaining({
        target: ticket,
        before: { status: 'acknowledged' },
        after: { status: 'resolved' },
      }),
      expect.objectContaining({
        target: ticket,
        before: { status: 'open' },
        after: { status: 'acknowledged' },
      }),
    ]);
  });

  it('an open complaint may be resolved at once; a bad status is a 400, an unknown ticket a 404, a shopper 403', async () => {
    const { ticket } = (await file(COMPLAINT)).body.complaint;
    await expectDbUnchanged(async () => {
      expectRefusal(await moveTo(staff, ticket, 'open'), 400);
      expectRefusal(await moveTo(staff, ticket, 'closed'), 400);
      expectRefusal(await moveTo(staff, 'GRV-ZZZZZZZZ', 'resolved'), 404);
      expectRefusal(await moveTo(await loginGuest(), ticket, 'resolved'), 403);
    });
    expect((await moveTo(staff, ticket, 'resolved')).body.complaint.status).toBe('resolved');
  });
});

describe('GET /api/staff/complaints pages with a cursor', () => {
  const HOUR = 60 * 60 * 1000;
  afterEach(() => {
    jest.useRealTimers();
    contractBackend().setClock(() => new Date());
  });

  /**
   * Files `count` complaints an hour apart, oldest first: the backend's clock stamps them, and Date
   * (the rate limiter's own clock, in this process) moves too, so no address runs out of filings.
   */
  async function fileHourly(count: number): Promise<string[]> {
    const tickets: string[] = [];
    const start = Date.parse('2026-11-01T00:00:00Z');
    for (let n = 0; n < count; n += 1) {
      const moment = new Date(start + n * HOUR);
      contractBackend().setClock(() => moment);
      jest.useFakeTimers({
        doNotFake: [
          'nextTick',
          'queueMicrotask',
          'setImmediate',
          'setTimeout',
          'clearTimeout',
          'setInterval',
          'clearInterval',
          'hrtime',
          'performance',
        ],
        now: moment,
      });
      const filed = await file({ ...COMPLAINT, subject: `Matter ${n}` });
      expect(filed.status).toBe(201);
      tickets.push(filed.body.complaint.ticket);
    }
    return tickets;
  }

  it(`${COMPLAINT_PAGE_SIZE} a page, newest first; \`next\` reads on to the end, with the filter kept`, async () => {
    const filed = await fileHourly(COMPLAINT_PAGE_SIZE + 2);
    const staff = await staffLogin();
    const first = await call<ComplaintPage>('GET', '/staff/complaints', { token: staff });
    expect(first.body.complaints.map(({ ticket }) => ticket)).toEqual(
      [...filed].reverse().slice(0, COMPLAINT_PAGE_SIZE),
    );
    expect(first.body.next).toBe(first.body.complaints.at(-1)?.ticket);
    const second = await call<ComplaintPage>('GET', `/staff/complaints?after=${first.body.next ?? ''}`, {
      token: staff,
    });
    expect(second.body).toEqual({
      complaints: [
        expect.objectContaining({ ticket: filed[1] }),
        expect.objectContaining({ ticket: filed[0] }),
      ],
      next: null,
    });
    const [oldest] = filed;
    await moveTo(staff, oldest ?? '', 'resolved');
    const open = await call<ComplaintPage>(
      'GET',
      `/staff/complaints?status=open&after=${first.body.next ?? ''}`,
      {
        token: staff,
      },
    );
    expect(open.body).toEqual({ complaints: [expect.objectContaining({ ticket: filed[1] })], next: null });
  });

  it('the newest page alone when fewer than a page: `next` is null; an unknown ticket reads nothing', async () => {
    const [ticket] = await fileHourly(1);
    const staff = await staffLogin();
    const page = await call<ComplaintPage>('GET', '/staff/complaints', { token: staff });
    expect(page.body).toEqual({ complaints: [expect.objectContaining({ ticket })], next: null });
    const unknown = await call<ComplaintPage>('GET', '/staff/complaints?after=GRV-ZZZZZZZZ', {
      token: staff,
    });
    expect(unknown.body).toEqual({ complaints: [], next: null });
  });

  it.each(['abc', 'GRV-0000', 'GRV-ABCD2345x', "GRV-ABCD2345' OR 1=1"])(
    'after=%s: a readable 400',
    async (after) => {
      const answer = await call('GET', `/staff/complaints?after=${encodeURIComponent(after)}`, {
        token: await staffLogin(),
      });
      expectRefusal(answer, 400, complaintMessages.cursorInvalid);
    },
  );
});
