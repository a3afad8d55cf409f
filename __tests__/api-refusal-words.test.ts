import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl } from 'react-intl';
import { addressErrorsIn } from '@/features/addresses/address-errors';
import { validateAddress } from '@/shared/address-validation';
import { HttpError } from '@/api/http/http-error';
import { ORDER_STATUS_HI } from '@/api/words/hindi-order-refusals';
import { refusalInHindi } from '@/api/words/in-hindi';

/**
 * The Hindi catalogue as written: the address form's words (issue 37), which the API's refusals of
 * the same rules (src/api/words) must match, so a shopper reads one wording from the form or the server.
 */
const hindi = JSON.parse(
  readFileSync(join(__dirname, '../src/shared/i18n/catalogues/hi.json'), 'utf8'),
) as Record<string, string>;

it("words the address rules' refusals as the shop's own address form does in Hindi", () => {
  const intl = createIntl({ locale: 'hi-IN', messages: hindi });
  for (const values of [
    { name: '', mobile: '', pincode: '', city: '', residence: '', state: '' },
    {
      name: 'Asha',
      mobile: '12',
      pincode: '012345',
      city: 'Pune',
      residence: 'MG Road',
      state: 'Atlantis',
      alternatemobile: '3',
    },
  ]) {
    const { errors } = validateAddress(values);
    const form = addressErrorsIn(intl, values, null);
    for (const [field, english] of Object.entries(errors ?? {})) {
      expect(refusalInHindi(new HttpError(400, english)).message).toBe(form[field as keyof typeof form]);
    }
  }
});

it("names an order's statuses in its refusals as the shop's Hindi pages do (orders.status.*)", () => {
  for (const [status, words] of Object.entries(ORDER_STATUS_HI)) {
    expect(words).toBe(hindi[`orders.status.${status}`]);
  }
});
