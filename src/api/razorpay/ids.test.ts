import { newRazorpayId, RAZORPAY_ID } from './ids';

test('the ids the backends make are the ids the payment handlers accept, and nothing else is', () => {
  for (const kind of ['order', 'pay'] as const) {
    const id = newRazorpayId(kind);
    expect(id.startsWith(`${kind}_`)).toBe(true);
    expect(id).toMatch(RAZORPAY_ID);
    expect(`${id}x`).not.toMatch(RAZORPAY_ID);
    expect(id.slice(0, -1)).not.toMatch(RAZORPAY_ID);
  }
  expect('refund_ABCDEFGHIJKLMN').not.toMatch(RAZORPAY_ID);
  expect('pay_ABCDEFGHIJKL-N').not.toMatch(RAZORPAY_ID);
});
