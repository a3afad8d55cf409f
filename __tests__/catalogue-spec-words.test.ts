import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_LOADING_LABEL } from '@/routes/layout/layout';
import { SHOP_TITLE } from '@/shared/document-title';
import { createIntl } from 'react-intl';
import { inlineMessages, orderMessages, stockMessages, toastMessages } from '@/shared/messages';
import { POLICY_SLUGS, POLICY_TITLES } from '@/shared/policies';

/** The English catalogue as written (its text, not the compiled messages the shop imports). */
const english = JSON.parse(
  readFileSync(join(__dirname, '../src/shared/i18n/catalogues/en.json'), 'utf8'),
) as Record<string, string>;

/**
 * Words the shop shows that tests and the backend also read from their modules (the spec's
 * messages above all): the English catalogue holds them word for word, typos included.
 */
const sameWords: [string, string][] = [
  ['notFound.text', inlineMessages.notFound],
  ['notFound.goHome', inlineMessages.goHome],
  ['layout.loadingPage', ROUTE_LOADING_LABEL],
  ['head.shopTitle', SHOP_TITLE],
  ['productList.noProducts', inlineMessages.noProducts],
  ['stock.outOfStock', stockMessages.outOfStock],
  ['login.loggedIn', toastMessages.loggedIn],
  ['profile.loggedOut', toastMessages.loggedOut],
  ['cart.removedFromCart', toastMessages.removedFromCart],
  ['cart.removeQuestion', inlineMessages.removeProductQuestion],
  ['cart.cancelRemove', inlineMessages.cancelRemove],
  ['cart.confirmRemove', inlineMessages.confirmRemove],
  ['cart.noLongerAvailable', orderMessages.noLongerAvailable],
  ...POLICY_SLUGS.map((slug): [string, string] => [`policy.${slug}.title`, POLICY_TITLES[slug]]),
];

describe('the English catalogue and the modules that hold the same words', () => {
  it.each(sameWords)('%s reads "%s"', (id, words) => {
    expect(english[id]).toBe(words);
  });

  it('names the cart’s unavailable sneakers as the order messages do, one or more', () => {
    const intl = createIntl({ locale: 'en-IN', messages: english });
    for (const titles of [['Air One'], ['Air One', 'Court Two']]) {
      expect(
        intl.formatMessage({ id: 'cart.unavailable' }, { count: titles.length, titles: titles.join(', ') }),
      ).toBe(orderMessages.unavailableInCart(titles));
    }
  });

  it('says how many pairs are left as the stock messages do', () => {
    expect(english['stock.onlyLeft']?.replace('{left}', '3')).toBe(stockMessages.onlyLeft(3));
  });
});
