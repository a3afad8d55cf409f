import type { Seller } from '@/shared/gst/tax-invoice';

/**
 * The seller printed on tax invoices when nothing else is configured: the embedded mock always,
 * the server unless SELLER_* are set (docs/server.md). The GSTIN is the well-known sample of the
 * format (state code 29, Karnataka), not a registration: a real shop sets its own.
 */
export const TEST_SELLER: Seller = {
  name: 'SneakerHub Retail (test seller, not a real business)',
  address: '0, Test Street, Koramangala, Bengaluru, Karnataka 560034',
  state: 'Karnataka',
  gstin: '29ABCDE1234F1Z5',
};

/** 15 characters: state code, PAN, entity number, Z, check character. */
export const GSTIN_FORMAT = /^[0-3][0-9][A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
