import type { Seller } from '@/shared/gst/tax-invoice';
import type { SellerContacts } from '@/shared/seller';

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

/**
 * The customer care and grievance officer shown when nothing else is configured (SELLER_CARE_*,
 * SELLER_GRIEVANCE_*): the embedded mock always, the server unless set. Reserved addresses and
 * numbers, so no one is written to or called by mistake.
 */
export const TEST_SELLER_CONTACTS: SellerContacts = {
  customerCare: {
    email: 'care@example.com',
    phone: '+91 80 0000 0000',
    hours: 'Monday to Saturday, 10 am to 6 pm (test hours, not a real helpline)',
  },
  grievanceOfficer: {
    name: 'Test Grievance Officer (not a real person)',
    designation: 'Grievance Officer',
    email: 'grievance@example.com',
    phone: '+91 80 0000 0001',
  },
};
