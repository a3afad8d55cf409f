import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl } from 'react-intl';
import { addressErrorsIn } from '@/features/addresses/address-errors';
import { validateAddress } from '@/shared/address-validation';
import { inlineMessages } from '@/shared/messages';
import { ORDER_STATUS_LABELS, PAYMENT_STATE_LABELS } from '@/shared/order-lifecycle';
import { PAYMENT_METHOD_LABELS } from '@/shared/types';
import { updateMessages } from '@/shared/update-messages';

/** The English catalogue as written (its text, not the compiled messages the shop imports). */
const english = JSON.parse(
  readFileSync(join(__dirname, '../src/shared/i18n/catalogues/en.json'), 'utf8'),
) as Record<string, string>;

/**
 * The account screens' words (wishlist, profile, orders, updates, legal pages) that tests and the
 * backend also read from their modules: the English catalogue holds them word for word. Kept apart
 * from catalogue-spec-words.test.ts so the two screens' conversions merge cleanly.
 */
const sameWords: [string, string][] = [
  ['wishlist.emptyTitle', inlineMessages.wishlistEmptyTitle],
  ['wishlist.emptyText', inlineMessages.wishlistEmptyText],
  ['addresses.none', inlineMessages.noAddress],
  ['addresses.networkError', inlineMessages.networkError],
  ['updates.title', updateMessages.pageTitle],
  ['updates.viewOrder', updateMessages.viewOrder],
  ['updates.empty', updateMessages.empty],
  ['updates.loadFailed', updateMessages.loadFailed],
  ['updates.retry', updateMessages.retry],
  ['updates.older', updateMessages.older],
  ['error.unexpected', inlineMessages.unexpectedError],
  ['error.newVersion', inlineMessages.newVersion],
  ['error.newVersionWhy', inlineMessages.newVersionWhy],
  ['error.reload', inlineMessages.reload],
  ['orders.successful', inlineMessages.orderSuccessful],
  ['orders.thanks', inlineMessages.orderThanks],
  ['orders.continueShopping', inlineMessages.continueShopping],
  ...Object.entries(ORDER_STATUS_LABELS).map(([status, label]): [string, string] => [
    `orders.status.${status}`,
    label,
  ]),
  ...Object.entries(PAYMENT_STATE_LABELS).map(([state, label]): [string, string] => [
    `orders.payment.${state}`,
    label,
  ]),
  ...Object.entries(PAYMENT_METHOD_LABELS).map(([method, label]): [string, string] => [
    `orders.method.${method}`,
    label,
  ]),
];

describe('the English catalogue and the modules that hold the account screens’ words', () => {
  it.each(sameWords)('%s reads "%s"', (id, words) => {
    expect(english[id]).toBe(words);
  });
});

describe('the header’s Updates link in English', () => {
  const intl = createIntl({ locale: 'en-IN', messages: english });

  it.each([0, 1, 12])('reads as updateMessages.headerLink with %i unread', (count) => {
    expect(intl.formatMessage({ id: 'header.updatesCount' }, { count })).toBe(
      updateMessages.headerLink(count),
    );
  });

  it('is named as the Updates page is titled', () => {
    expect(english['header.updates']).toBe(updateMessages.pageTitle);
  });
});

describe('the address form’s errors in English', () => {
  const intl = createIntl({ locale: 'en-IN', messages: english });
  const valid = {
    name: 'Meera Iyer',
    mobile: '9123456780',
    pincode: '600004',
    city: 'Chennai',
    residence: '22 Luz Church Road',
    state: 'Tamil Nadu',
  };
  const cases: [string, Record<string, string>][] = [
    ['every required field empty', {}],
    ['short mobiles', { ...valid, mobile: '98765', alternatemobile: '123' }],
    ['a malformed pincode and an unknown state', { ...valid, pincode: '012345', state: 'Atlantis' }],
  ];

  it.each(cases)('read as the shared rules word them: %s', (_, values) => {
    expect(addressErrorsIn(intl, values, null)).toEqual(validateAddress(values).errors);
  });

  it('read as the shared rules word them: a pincode in another state', () => {
    const place = { state: 'Karnataka', otherStates: [] };
    expect(addressErrorsIn(intl, valid, place)).toEqual(validateAddress(valid, place).errors);
  });
});
