import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl } from 'react-intl';
import { PASSWORD_CHANGED } from '@/features/auth/components/change-password-form';
import { MIN_PASSWORD_LENGTH } from '@/shared/constants';
import type { MessageId } from '@/shared/i18n/message-id';
import { INVALID_EMAIL } from '@/shared/email-address';
import {
  inlineMessages,
  pincodeMessages,
  reviewMessages,
  serverMessages,
  toastMessages,
} from '@/shared/messages';

/** The English catalogue as written (its text, not the compiled messages the shop imports). */
const english = JSON.parse(
  readFileSync(join(__dirname, '../src/shared/i18n/catalogues/en.json'), 'utf8'),
) as Record<string, string>;
const intl = createIntl({ locale: 'en-IN', messages: english });

/**
 * The product page's, signup's and the password forms' words that tests and the backend also read
 * from their modules: the English catalogue says them word for word (issue 37).
 */
const sameWords: [MessageId, Record<string, string | number>, string][] = [
  ['product.delivery.enterPincode', {}, pincodeMessages.enterPincode],
  ['product.delivery.checking', { pincode: '560034' }, pincodeMessages.checking('560034')],
  ['product.delivery.unknown', { pincode: '999999' }, pincodeMessages.unknown('999999')],
  ['product.delivery.listUnavailable', {}, pincodeMessages.tableUnavailable],
  ['product.delivery.malformed', {}, pincodeMessages.malformed],
  ['product.reviews', {}, reviewMessages.heading],
  ['product.verifiedBuyer', {}, reviewMessages.verifiedBuyer],
  ['product.noReviews', {}, reviewMessages.noReviews],
  ['product.writeReview', {}, reviewMessages.write],
  ['product.editReview', {}, reviewMessages.edit],
  ['product.submitReview', {}, reviewMessages.submit],
  ['product.cancelReview', {}, reviewMessages.cancel],
  ['product.reviewSaved', {}, reviewMessages.saved],
  ['product.loginToReview', {}, reviewMessages.loginToReview],
  ['product.buyToReview', {}, reviewMessages.buyToReview],
  ['product.addedToCart', {}, toastMessages.addedToCart],
  ['product.addedToWishlist', {}, toastMessages.addedToWishlist],
  ['product.wishlistAdded', {}, toastMessages.wishlistAdded],
  ['product.removedFromWishlist', {}, toastMessages.removedFromWishlist],
  ['product.loginFirst', {}, toastMessages.loginFirst],
  ['signup.signedIn', {}, toastMessages.signedIn],
  ['signup.invalidEmail', {}, INVALID_EMAIL],
  ['password.mismatch', {}, inlineMessages.passwordsMismatch],
  ['password.tooShort', { min: MIN_PASSWORD_LENGTH }, inlineMessages.passwordTooShort],
  ['password.samePassword', {}, serverMessages.samePassword],
  ['password.changed', {}, PASSWORD_CHANGED],
];

describe('the English catalogue and the modules with the product and account forms’ words', () => {
  it.each(sameWords)('%s reads as the module says', (id, values, words) => {
    expect(intl.formatMessage({ id }, values)).toBe(words);
  });
});
