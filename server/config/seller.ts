import { GSTIN_FORMAT, TEST_SELLER, TEST_SELLER_CONTACTS } from '@/api';
import { STATE_NAMES } from '@/shared/address-validation';
import type { Seller } from '@/shared/gst/tax-invoice';
import type { SellerContacts } from '@/shared/seller';
import { ConfigError } from './setting';

/** The seller on tax invoices: SELLER_NAME, SELLER_ADDRESS, SELLER_STATE, SELLER_GSTIN, each defaulting to the test seller's. */
export function seller(env: NodeJS.ProcessEnv): Seller {
  const chosen: Seller = {
    name: env.SELLER_NAME || TEST_SELLER.name,
    address: env.SELLER_ADDRESS || TEST_SELLER.address,
    state: env.SELLER_STATE || TEST_SELLER.state,
    gstin: (env.SELLER_GSTIN || TEST_SELLER.gstin).toUpperCase(),
  };
  if (!STATE_NAMES.includes(chosen.state)) {
    throw new ConfigError(
      `SELLER_STATE must be one of the 36 state names (as the address form has them), not "${chosen.state}".`,
    );
  }
  if (!GSTIN_FORMAT.test(chosen.gstin)) {
    throw new ConfigError(
      `SELLER_GSTIN must be a 15-character GSTIN such as ${TEST_SELLER.gstin}, not "${chosen.gstin}".`,
    );
  }
  return chosen;
}

const CONTACT_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone number as a shopper dials it: digits, spaces, dashes, brackets and a leading +; 8 digits at least. */
const CONTACT_PHONE = /^\+?[0-9][0-9 ()-]{6,}[0-9]$/;

/** One contact setting: the test value when unset, else the setting, checked by `valid` when given. */
function contactSetting(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: string,
  valid?: { pattern: RegExp; example: string },
): string {
  const value = (env[name] ?? '').trim();
  if (value === '') return fallback;
  if (value.length > 200) throw new ConfigError(`${name} must be at most 200 characters.`);
  if (valid && !valid.pattern.test(value)) {
    throw new ConfigError(`${name} must be ${valid.example}, not "${value}".`);
  }
  return value;
}

/**
 * Customer care and the grievance officer (Consumer Protection (E-Commerce) Rules, 2020):
 * SELLER_CARE_* and SELLER_GRIEVANCE_*, each defaulting to the test contacts' (src/api/orders/seller.ts).
 */
export function sellerContacts(env: NodeJS.ProcessEnv): SellerContacts {
  const { customerCare: care, grievanceOfficer: officer } = TEST_SELLER_CONTACTS;
  const email = { pattern: CONTACT_EMAIL, example: 'an email address such as care@sneakerhub.in' };
  const phone = { pattern: CONTACT_PHONE, example: 'a phone number such as +91 80 4000 1234' };
  return {
    customerCare: {
      email: contactSetting(env, 'SELLER_CARE_EMAIL', care.email, email),
      phone: contactSetting(env, 'SELLER_CARE_PHONE', care.phone, phone),
      hours: contactSetting(env, 'SELLER_CARE_HOURS', care.hours),
    },
    grievanceOfficer: {
      name: contactSetting(env, 'SELLER_GRIEVANCE_NAME', officer.name),
      designation: contactSetting(env, 'SELLER_GRIEVANCE_DESIGNATION', officer.designation),
      email: contactSetting(env, 'SELLER_GRIEVANCE_EMAIL', officer.email, email),
      phone: contactSetting(env, 'SELLER_GRIEVANCE_PHONE', officer.phone, phone),
    },
  };
}
