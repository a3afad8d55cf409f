import { TEST_SELLER, TEST_SELLER_CONTACTS } from '@/api';
import {
  ConfigError,
  DEMO_USERS_WARNING,
  NO_WEBHOOK_WARNING,
  TEST_CHECKOUT_WARNING,
  readConfig,
} from './config';

const JWT_SECRET = 'x'.repeat(32);

/** A setting the server cannot start with: a ConfigError that names it. */
function expectRefused(env: NodeJS.ProcessEnv, named: RegExp) {
  expect(() => readConfig({ JWT_SECRET, ...env })).toThrow(ConfigError);
  expect(() => readConfig({ JWT_SECRET, ...env })).toThrow(named);
}

describe('the seller on tax invoices (SELLER_*)', () => {
  it('is the fictitious test seller unless configured', () => {
    expect(readConfig({ JWT_SECRET }).seller).toEqual(TEST_SELLER);
  });

  it('comes from the environment, the GSTIN in capitals', () => {
    const { seller } = readConfig({
      JWT_SECRET,
      SELLER_NAME: 'Asha Footwear Pvt Ltd',
      SELLER_ADDRESS: '12 Linking Road, Bandra West, Mumbai 400050',
      SELLER_STATE: 'Maharashtra',
      SELLER_GSTIN: '27aapfu0939f1zv',
    });
    expect(seller).toEqual({
      name: 'Asha Footwear Pvt Ltd',
      address: '12 Linking Road, Bandra West, Mumbai 400050',
      state: 'Maharashtra',
      gstin: '27AAPFU0939F1ZV',
    });
  });

  it.each([
    ['a state that is not one of the 36', { SELLER_STATE: 'Bombay' }, /SELLER_STATE/],
    ['a GSTIN of the wrong form', { SELLER_GSTIN: '29ABCDE1234F1X5' }, /SELLER_GSTIN/],
    ['a GSTIN too short', { SELLER_GSTIN: '29ABCDE1234' }, /SELLER_GSTIN/],
  ])('refuses %s with one readable sentence', (_label, env, named) => expectRefused(env, named));
});

describe('customer care and the grievance officer (SELLER_CARE_*, SELLER_GRIEVANCE_*)', () => {
  it('are the test contacts unless configured, each setting on its own', () => {
    expect(readConfig({ JWT_SECRET }).sellerContacts).toEqual(TEST_SELLER_CONTACTS);
    const { sellerContacts } = readConfig({
      JWT_SECRET,
      SELLER_CARE_EMAIL: 'care@ashafootwear.in',
      SELLER_CARE_PHONE: '+91 22 4000 1234',
      SELLER_CARE_HOURS: 'Every day, 9 am to 9 pm',
      SELLER_GRIEVANCE_NAME: 'Meera Iyer',
      SELLER_GRIEVANCE_DESIGNATION: 'Head of Customer Experience',
      SELLER_GRIEVANCE_EMAIL: 'grievance@ashafootwear.in',
      SELLER_GRIEVANCE_PHONE: '022-4000-1235',
    });
    expect(sellerContacts).toEqual({
      customerCare: {
        email: 'care@ashafootwear.in',
        phone: '+91 22 4000 1234',
        hours: 'Every day, 9 am to 9 pm',
      },
      grievanceOfficer: {
        name: 'Meera Iyer',
        designation: 'Head of Customer Experience',
        email: 'grievance@ashafootwear.in',
        phone: '022-4000-1235',
      },
    });
    expect(readConfig({ JWT_SECRET, SELLER_GRIEVANCE_NAME: 'Meera Iyer' }).sellerContacts).toEqual({
      ...TEST_SELLER_CONTACTS,
      grievanceOfficer: { ...TEST_SELLER_CONTACTS.grievanceOfficer, name: 'Meera Iyer' },
    });
  });

  it.each([
    ['a care email without @', { SELLER_CARE_EMAIL: 'care.ashafootwear.in' }, /SELLER_CARE_EMAIL/],
    [
      "a grievance officer's email with a space",
      { SELLER_GRIEVANCE_EMAIL: 'meera @asha.in' },
      /SELLER_GRIEVANCE_EMAIL/,
    ],
    ['a care phone of letters', { SELLER_CARE_PHONE: 'call us' }, /SELLER_CARE_PHONE/],
    ["a grievance officer's phone too short", { SELLER_GRIEVANCE_PHONE: '1234' }, /SELLER_GRIEVANCE_PHONE/],
    ['care hours past 200 characters', { SELLER_CARE_HOURS: 'a'.repeat(201) }, /SELLER_CARE_HOURS/],
  ])('refuses %s with one readable sentence', (_label, env, named) => expectRefused(env, named));
});

describe('PUBLIC_URL', () => {
  const DATABASE_URL = 'postgres://app@db.internal/shop';

  it('is required with DATABASE_URL, in one readable sentence', () => {
    expect(() => readConfig({ JWT_SECRET, DATABASE_URL })).toThrow(ConfigError);
    expect(() => readConfig({ JWT_SECRET, DATABASE_URL })).toThrow(
      /^PUBLIC_URL must be set when DATABASE_URL is: .*https:\/\/sneakerhub\.in/,
    );
    expect(() => readConfig({ JWT_SECRET, DATABASE_URL, PUBLIC_URL: '' })).toThrow(/^PUBLIC_URL must be set/);
  });

  it('is an origin, with DATABASE_URL or without', () => {
    const TEST_CHECKOUT = '1';
    expect(
      readConfig({ JWT_SECRET, DATABASE_URL, TEST_CHECKOUT, PUBLIC_URL: 'https://sneakerhub.in/' }).publicUrl,
    ).toBe('https://sneakerhub.in');
    expect(
      readConfig({ JWT_SECRET, DATABASE_URL, TEST_CHECKOUT, PUBLIC_URL: 'http://127.0.0.1:8091' }).publicUrl,
    ).toBe('http://127.0.0.1:8091');
  });

  it('may be left unset on PGlite (a server for development)', () => {
    expect(readConfig({ JWT_SECRET }).publicUrl).toBeNull();
  });
});

describe('Razorpay keys and the offline test checkout (TEST_CHECKOUT)', () => {
  const postgres = {
    JWT_SECRET,
    DATABASE_URL: 'postgres://app@db.internal/shop',
    PUBLIC_URL: 'https://sneakerhub.in',
  };
  const keys = {
    RAZORPAY_KEY_ID: 'rzp_live_AAAAAAAAAAAAAA',
    RAZORPAY_KEY_SECRET: 'the-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'the-webhook-secret',
  };

  it('on PGlite without keys: the offline test checkout, with a warning', () => {
    const config = readConfig({ JWT_SECRET });
    expect(config.payments.testCheckout).toBe('server');
    expect(config.warnings).toEqual([TEST_CHECKOUT_WARNING]);
  });

  it('on PostgreSQL without keys: refused in one readable sentence, unless TEST_CHECKOUT=1 says so', () => {
    expect(() => readConfig(postgres)).toThrow(ConfigError);
    expect(() => readConfig(postgres)).toThrow(
      /^RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set when DATABASE_URL is: .*TEST_CHECKOUT=1/,
    );
    expect(() => readConfig({ ...postgres, TEST_CHECKOUT: '0' })).toThrow(/^RAZORPAY_KEY_ID and/);
    const asked = readConfig({ ...postgres, TEST_CHECKOUT: '1' });
    expect(asked.payments.testCheckout).toBe('server');
    expect(asked.warnings).toEqual([TEST_CHECKOUT_WARNING]);
  });

  it('with keys: the real checkout, no warning; TEST_CHECKOUT=1 beside them is refused', () => {
    const config = readConfig({ ...postgres, ...keys });
    expect(config.payments).toMatchObject({ keyId: keys.RAZORPAY_KEY_ID, testCheckout: 'none' });
    expect(config.warnings).toEqual([]);
    expect(() => readConfig({ ...postgres, ...keys, TEST_CHECKOUT: '1' })).toThrow(
      /^TEST_CHECKOUT=1 asks for/,
    );
    expect(() => readConfig({ JWT_SECRET, TEST_CHECKOUT: 'yes' })).toThrow(/^TEST_CHECKOUT must be 1/);
  });
});

describe("Razorpay's API and webhook (RAZORPAY_API_URL, RAZORPAY_WEBHOOK_SECRET)", () => {
  const keys = {
    JWT_SECRET,
    RAZORPAY_KEY_ID: 'rzp_test_AAAAAAAAAAAAAA',
    RAZORPAY_KEY_SECRET: 'the-key-secret',
  };

  it("with keys: Razorpay's own API by default, the webhook when its secret is set", () => {
    expect(readConfig({ ...keys, RAZORPAY_WEBHOOK_SECRET: 'whsec' })).toMatchObject({
      razorpay: {
        apiUrl: 'https://api.razorpay.com',
        keyId: keys.RAZORPAY_KEY_ID,
        keySecret: keys.RAZORPAY_KEY_SECRET,
        webhookSecret: 'whsec',
      },
      warnings: [],
    });
    expect(readConfig({ ...keys, RAZORPAY_API_URL: 'http://127.0.0.1:9999/' }).razorpay?.apiUrl).toBe(
      'http://127.0.0.1:9999',
    );
  });

  it('with keys and no webhook secret: no webhook, and a warning', () => {
    const config = readConfig(keys);
    expect(config.razorpay?.webhookSecret).toBeNull();
    expect(config.warnings).toEqual([NO_WEBHOOK_WARNING]);
  });

  it('refuses a webhook secret without keys, and an API URL that is not http(s)', () => {
    expect(() => readConfig({ JWT_SECRET, RAZORPAY_WEBHOOK_SECRET: 'whsec' })).toThrow(
      /^RAZORPAY_WEBHOOK_SECRET needs RAZORPAY_KEY_ID/,
    );
    expect(() => readConfig({ ...keys, RAZORPAY_API_URL: 'ftp://api.razorpay.com' })).toThrow(
      /^RAZORPAY_API_URL must be an http\(s\) URL/,
    );
    expect(readConfig({ JWT_SECRET }).razorpay).toBeNull();
  });
});

describe('SEED_DEMO_USERS', () => {
  const onPostgres = {
    DATABASE_URL: 'postgres://app@db.internal/shop',
    PUBLIC_URL: 'https://sneakerhub.in',
    TEST_CHECKOUT: '1',
  };

  it('is on by default for the PGlite quick start, and 0 turns it off', () => {
    expect(readConfig({ JWT_SECRET }).seedDemoUsers).toBe(true);
    expect(readConfig({ JWT_SECRET, SEED_DEMO_USERS: '' }).seedDemoUsers).toBe(true);
    expect(readConfig({ JWT_SECRET, SEED_DEMO_USERS: '0' }).seedDemoUsers).toBe(false);
  });

  it('is never on by default with DATABASE_URL; an explicit 1 asks for it (staging, CI)', () => {
    expect(readConfig({ JWT_SECRET, ...onPostgres }).seedDemoUsers).toBe(false);
    expect(readConfig({ JWT_SECRET, ...onPostgres, SEED_DEMO_USERS: '0' }).seedDemoUsers).toBe(false);
    const asked = readConfig({ JWT_SECRET, ...onPostgres, SEED_DEMO_USERS: '1' });
    expect(asked.seedDemoUsers).toBe(true);
    expect(asked.warnings).toContain(DEMO_USERS_WARNING);
  });

  it.each(['yes', 'true', '2'])('refuses %s with one readable sentence', (value) => {
    expect(() => readConfig({ JWT_SECRET, SEED_DEMO_USERS: value })).toThrow(ConfigError);
    expect(() => readConfig({ JWT_SECRET, SEED_DEMO_USERS: value })).toThrow(
      `SEED_DEMO_USERS must be 1 (seed the demo accounts) or 0 (do not), not "${value}".`,
    );
  });
});
