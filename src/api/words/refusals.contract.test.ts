import { pincodeMessages, serverMessages } from '@/shared/messages';
import { HttpError, said } from '@/api/http/http-error';
import { call, loginGuest } from '@/api/testing/api-client';
import { newShopper, orderOne } from '@/api/testing/shoppers';
import { staffLogin } from '@/api/testing/staff';
import { seedProduct } from '@/api/testing/fixtures';
import { ORDER_STATUS_HI } from './hindi-order-refusals';
import { shopperRefusals } from './english';
import { refusalInHindi } from './in-hindi';

const DEVANAGARI = /[\u0900-\u097F]/;
const WRONG_PASSWORD = { email: 'priya.sharma@sneakerhub.in', password: 'not-her-password' };

const login = (headers: Record<string, string> = {}) =>
  call('POST', '/auth/login', { json: WRONG_PASSWORD, headers });

/** The catalogue's Hindi for a refusal, as the API words it. */
const hindiOf = (error: HttpError) => refusalInHindi(error).message;

describe('a refusal in the language the request asks for (Accept-Language, issue 37)', () => {
  const english = serverMessages.invalidCredentials;
  const hindi = hindiOf(new HttpError(401, english));

  it('is the spec’s English word for word without the header, and Hindi from the catalogue', () => {
    expect(hindi).toMatch(DEVANAGARI);
    expect(hindi).not.toBe(english);
  });

  it.each([
    [undefined],
    ['en'],
    ['en-IN'],
    ['en-IN,en;q=0.9,hi;q=0.8'],
    ['fr-FR, de'],
    ['*'],
    ['hi;q=0, en'],
  ])('answers English to %p', async (acceptLanguage) => {
    const answer = await login(acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage });
    expect(answer).toEqual({ status: 401, body: { message: english } });
  });

  it.each([
    ['hi'],
    ['hi-IN'],
    ['HI-in'],
    ['en;q=0.5, hi-IN;q=0.9'],
    ['fr, hi;q=0.7, en;q=0.3'],
    ['en;q=0.8 , hi'],
  ])('answers Hindi to %p, with the same status', async (acceptLanguage) => {
    const answer = await login({ 'accept-language': acceptLanguage });
    expect(answer).toEqual({ status: 401, body: { message: hindi } });
  });

  it.each([
    [';;;'],
    ['hi;q=2'],
    ['hi;q=abc'],
    ['hi-'],
    ['-hi'],
    ['h1'],
    [`hi${';q=1'.repeat(200)}`],
    ['hi, '.repeat(200)],
  ])('ignores the malformed %p: English, never a 500', async (acceptLanguage) => {
    const answer = await login({ 'accept-language': acceptLanguage });
    expect(answer).toEqual({ status: 401, body: { message: english } });
  });

  it('words a refusal made from arguments with them (the sneaker’s id), in either language', async () => {
    const token = await loginGuest();
    const missing = { ...seedProduct(0), _id: 'no-such-sneaker' };
    const asked = (headers: Record<string, string>) =>
      call('POST', '/user/cart', { token, json: { product: missing }, headers });

    const inEnglish = await asked({});
    const inHindi = await asked({ 'accept-language': 'hi-IN' });

    expect(inEnglish.body.message).toBe(shopperRefusals.noSuchSneaker('no-such-sneaker'));
    expect(inHindi.status).toBe(404);
    expect(inHindi.body.message).toBe(
      hindiOf(new HttpError(404, said(shopperRefusals.noSuchSneaker, 'no-such-sneaker'))),
    );
    expect(inHindi.body.message).toContain('no-such-sneaker');
    expect(inHindi.body.message).toMatch(DEVANAGARI);
  });

  it('words a form’s refusal field by field, its message joining them', async () => {
    const token = await loginGuest();
    const address = {
      name: 'Asha',
      mobile: '12',
      pincode: '012345',
      city: '',
      residence: 'MG Road',
      state: 'Goa',
    };
    const asked = (headers: Record<string, string>) =>
      call('POST', '/user/addresses', { token, json: { address }, headers });

    const inEnglish = await asked({});
    const inHindi = await asked({ 'accept-language': 'hi' });

    expect(inHindi.status).toBe(400);
    const fields = Object.keys(inEnglish.body.errors ?? {});
    expect(fields).toEqual(expect.arrayContaining(['mobile', 'pincode', 'city']));
    expect(Object.keys(inHindi.body.errors ?? {})).toEqual(fields);
    for (const field of fields) {
      const hindiField = inHindi.body.errors?.[field] ?? '';
      expect(hindiField).toBe(hindiOf(new HttpError(400, inEnglish.body.errors?.[field] ?? '')));
      expect(hindiField).toMatch(DEVANAGARI);
    }
    expect(inHindi.body.message).toBe(Object.values(inHindi.body.errors ?? {}).join(' '));
  });

  it('words the pincode the shop does not know, in Hindi, naming it', async () => {
    const answer = await call('GET', '/pincodes/999999', { headers: { 'accept-language': 'hi' } });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(hindiOf(new HttpError(404, said(pincodeMessages.unknown, '999999'))));
    expect(answer.body.message).toContain('999999');
  });

  it('refuses a cancel that comes after shipping in Hindi, naming the order’s status as the shop’s pages do', async () => {
    const shopper = await newShopper(374);
    const order = await orderOne(shopper, 6, 'cod');
    const staff = await staffLogin();
    for (const json of [{ to: 'packed' }, { to: 'shipped', courier: 'Delhivery', awb: 'DL-2026-0374' }]) {
      const moved = await call('POST', `/staff/orders/${order._id}/transitions`, { token: staff, json });
      expect(moved.status).toBe(200);
    }
    const cancel = (headers: Record<string, string>) =>
      call('POST', `/user/orders/${order._id}/cancel`, {
        token: shopper.token,
        json: { reason: 'changed_mind' },
        headers,
      });

    const inEnglish = await cancel({});
    const inHindi = await cancel({ 'accept-language': 'hi-IN' });

    expect(inEnglish.status).toBe(409);
    expect(inEnglish.body.message).not.toMatch(DEVANAGARI);
    expect(inHindi.status).toBe(409);
    expect(inHindi.body.message).toContain(ORDER_STATUS_HI.shipped);
    expect(inHindi.body.message).toContain(ORDER_STATUS_HI.cancelled);
  });

  it('keeps a refusal the catalogue does not hold (a staff one) in English', async () => {
    const asked = (headers: Record<string, string>) => call('GET', '/no-such-endpoint', { headers });
    const inHindi = await asked({ 'accept-language': 'hi' });
    expect(inHindi.status).toBe(404);
    expect(inHindi.body).toEqual((await asked({})).body);
    expect(inHindi.body.message).not.toMatch(DEVANAGARI);
  });
});
