import type { MessageFormatElement } from 'react-intl';
import core from '@/shared/i18n/catalogues/en.json?compiled&part=core';
import type { Locale } from './locales';

/**
 * A part of the catalogues a screen loads (src/shared/i18n/catalogue-parts.json names each part's
 * id prefixes). The offline test checkout's part is no screen's: it is built into that checkout's
 * own script (src/browser-scripts/test-checkout/words.ts), which stands in for Razorpay's page.
 */
export type CataloguePart = Exclude<keyof typeof import('./catalogue-parts.json'), 'testCheckout'>;

type CompiledMessages = Record<string, MessageFormatElement[]>;
type PartFile = () => Promise<{ default: CompiledMessages }>;

/** English's core part, in the first load: a page in English renders with it at once. */
export const englishCore: CompiledMessages = core;

/**
 * Each part of each catalogue, split from en.json and hi.json at build time (build/messages.js).
 * English's core is in the first load; every other part is a chunk of its own, loaded with the
 * screens that use it (src/app/screens.ts). A part added to the table needs its two lines here
 * (tsc says so). Jest replaces this module (jest/catalogue-files.js).
 */
export const partFiles: Record<Locale, Record<CataloguePart, PartFile>> = {
  en: {
    core: () => Promise.resolve({ default: englishCore }),
    home: () =>
      import(
        /* webpackChunkName: "messages-en-home" */ '@/shared/i18n/catalogues/en.json?compiled&part=home'
      ),
    cards: () =>
      import(
        /* webpackChunkName: "messages-en-cards" */ '@/shared/i18n/catalogues/en.json?compiled&part=cards'
      ),
    productList: () =>
      import(
        /* webpackChunkName: "messages-en-product-list" */ '@/shared/i18n/catalogues/en.json?compiled&part=productList'
      ),
    product: () =>
      import(
        /* webpackChunkName: "messages-en-product" */ '@/shared/i18n/catalogues/en.json?compiled&part=product'
      ),
    account: () =>
      import(
        /* webpackChunkName: "messages-en-account" */ '@/shared/i18n/catalogues/en.json?compiled&part=account'
      ),
    cart: () =>
      import(
        /* webpackChunkName: "messages-en-cart" */ '@/shared/i18n/catalogues/en.json?compiled&part=cart'
      ),
    checkout: () =>
      import(
        /* webpackChunkName: "messages-en-checkout" */ '@/shared/i18n/catalogues/en.json?compiled&part=checkout'
      ),
    addresses: () =>
      import(
        /* webpackChunkName: "messages-en-addresses" */ '@/shared/i18n/catalogues/en.json?compiled&part=addresses'
      ),
    profile: () =>
      import(
        /* webpackChunkName: "messages-en-profile" */ '@/shared/i18n/catalogues/en.json?compiled&part=profile'
      ),
    orders: () =>
      import(
        /* webpackChunkName: "messages-en-orders" */ '@/shared/i18n/catalogues/en.json?compiled&part=orders'
      ),
    afterSale: () =>
      import(
        /* webpackChunkName: "messages-en-after-sale" */ '@/shared/i18n/catalogues/en.json?compiled&part=afterSale'
      ),
    wishlist: () =>
      import(
        /* webpackChunkName: "messages-en-wishlist" */ '@/shared/i18n/catalogues/en.json?compiled&part=wishlist'
      ),
    updates: () =>
      import(
        /* webpackChunkName: "messages-en-updates" */ '@/shared/i18n/catalogues/en.json?compiled&part=updates'
      ),
    legal: () =>
      import(
        /* webpackChunkName: "messages-en-legal" */ '@/shared/i18n/catalogues/en.json?compiled&part=legal'
      ),
    invoice: () =>
      import(
        /* webpackChunkName: "messages-en-invoice" */ '@/shared/i18n/catalogues/en.json?compiled&part=invoice'
      ),
  },
  hi: {
    core: () =>
      import(/* webpackChunkName: "messages-hi" */ '@/shared/i18n/catalogues/hi.json?compiled&part=core'),
    home: () =>
      import(
        /* webpackChunkName: "messages-hi-home" */ '@/shared/i18n/catalogues/hi.json?compiled&part=home'
      ),
    cards: () =>
      import(
        /* webpackChunkName: "messages-hi-cards" */ '@/shared/i18n/catalogues/hi.json?compiled&part=cards'
      ),
    productList: () =>
      import(
        /* webpackChunkName: "messages-hi-product-list" */ '@/shared/i18n/catalogues/hi.json?compiled&part=productList'
      ),
    product: () =>
      import(
        /* webpackChunkName: "messages-hi-product" */ '@/shared/i18n/catalogues/hi.json?compiled&part=product'
      ),
    account: () =>
      import(
        /* webpackChunkName: "messages-hi-account" */ '@/shared/i18n/catalogues/hi.json?compiled&part=account'
      ),
    cart: () =>
      import(
        /* webpackChunkName: "messages-hi-cart" */ '@/shared/i18n/catalogues/hi.json?compiled&part=cart'
      ),
    checkout: () =>
      import(
        /* webpackChunkName: "messages-hi-checkout" */ '@/shared/i18n/catalogues/hi.json?compiled&part=checkout'
      ),
    addresses: () =>
      import(
        /* webpackChunkName: "messages-hi-addresses" */ '@/shared/i18n/catalogues/hi.json?compiled&part=addresses'
      ),
    profile: () =>
      import(
        /* webpackChunkName: "messages-hi-profile" */ '@/shared/i18n/catalogues/hi.json?compiled&part=profile'
      ),
    orders: () =>
      import(
        /* webpackChunkName: "messages-hi-orders" */ '@/shared/i18n/catalogues/hi.json?compiled&part=orders'
      ),
    afterSale: () =>
      import(
        /* webpackChunkName: "messages-hi-after-sale" */ '@/shared/i18n/catalogues/hi.json?compiled&part=afterSale'
      ),
    wishlist: () =>
      import(
        /* webpackChunkName: "messages-hi-wishlist" */ '@/shared/i18n/catalogues/hi.json?compiled&part=wishlist'
      ),
    updates: () =>
      import(
        /* webpackChunkName: "messages-hi-updates" */ '@/shared/i18n/catalogues/hi.json?compiled&part=updates'
      ),
    legal: () =>
      import(
        /* webpackChunkName: "messages-hi-legal" */ '@/shared/i18n/catalogues/hi.json?compiled&part=legal'
      ),
    invoice: () =>
      import(
        /* webpackChunkName: "messages-hi-invoice" */ '@/shared/i18n/catalogues/hi.json?compiled&part=invoice'
      ),
  },
};
