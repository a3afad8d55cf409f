import { http, HttpResponse } from 'msw';
import { RAZORPAY_SCRIPT_URL } from '@/shared/constants';
import { RAZORPAY_KEY_SECRET } from '../auth';
import { testCheckoutScript } from '../razorpay/checkout-script';

/**
 * With the embedded mock, Razorpay's checkout.js is answered here by a test-mode checkout, so a
 * purchase completes without internet. Its signatures use the mock's key secret, which the orders
 * handler verifies. (Only a <script> added after the worker started reaches this handler.)
 */
export const razorpayHandlers = [
  http.get(
    RAZORPAY_SCRIPT_URL,
    () =>
      new HttpResponse(testCheckoutScript(RAZORPAY_KEY_SECRET), {
        headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' },
      }),
  ),
];
