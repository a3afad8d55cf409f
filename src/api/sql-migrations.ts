import { seedProducts } from './catalogue/seed/data';

/**
 * The schema, as numbered migrations applied in order at start (server/db/migrate.ts). A shipped
 * migration never changes: a new one is appended. Each is a list of statements, because PGlite's
 * parameterised query runs one statement at a time.
 *
 * Money is whole rupees and paise (integer). Timestamps are timestamptz; answers format them as
 * the spec's YYYY-MM-DDTHH:mm:ssZ. `seq` keeps insertion order, which carts and lists answer in.
 */
export interface Migration {
  version: number;
  name: string;
  statements: readonly string[];
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'catalogue, accounts, carts, wishlists, addresses, orders, test todos',
    statements: [
      `CREATE TABLE products (
        _id text PRIMARY KEY,
        id integer NOT NULL,
        title text NOT NULL,
        "text" text NOT NULL,
        img text NOT NULL,
        price integer NOT NULL CHECK (price >= 0),
        rating text NOT NULL,
        brand text NOT NULL,
        category text[] NOT NULL DEFAULT '{}',
        btn text NOT NULL,
        color text NOT NULL,
        shadow text NOT NULL,
        link text,
        seq integer NOT NULL
      )`,
      `CREATE TABLE categories (
        _id text PRIMARY KEY,
        category_name text NOT NULL,
        description text NOT NULL,
        seq integer NOT NULL
      )`,
      `CREATE TABLE users (
        _id text PRIMARY KEY,
        email text NOT NULL UNIQUE CHECK (email = lower(email)),
        password_hash text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
      `CREATE TABLE cart_lines (
        user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
        product_id text NOT NULL REFERENCES products (_id),
        qty integer NOT NULL CHECK (qty >= 1),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        seq bigint GENERATED ALWAYS AS IDENTITY,
        PRIMARY KEY (user_id, product_id)
      )`,
      `CREATE TABLE wishlist_lines (
        user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
        product_id text NOT NULL REFERENCES products (_id),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        seq bigint GENERATED ALWAYS AS IDENTITY,
        PRIMARY KEY (user_id, product_id)
      )`,
      `CREATE TABLE addresses (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
        name text NOT NULL,
        mobile text NOT NULL,
        pincode text NOT NULL,
        city text NOT NULL,
        residence text NOT NULL,
        alternatemobile text NOT NULL DEFAULT '',
        state text NOT NULL,
        is_selected boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        seq bigint GENERATED ALWAYS AS IDENTITY
      )`,
      `CREATE INDEX addresses_by_user ON addresses (user_id, seq)`,
      `CREATE TABLE orders (
        _id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
        idempotency_key text NOT NULL,
        razorpay_order_id text NOT NULL UNIQUE,
        status text NOT NULL CHECK (status IN ('created', 'paid')),
        items jsonb NOT NULL,
        address jsonb NOT NULL,
        sub_total integer NOT NULL,
        delivery integer NOT NULL,
        discount integer NOT NULL,
        grand_total integer NOT NULL,
        amount_paise integer NOT NULL CHECK (amount_paise >= 0),
        payment_id text,
        created_at timestamptz NOT NULL,
        paid_at timestamptz,
        seq bigint GENERATED ALWAYS AS IDENTITY,
        UNIQUE (user_id, idempotency_key),
        CHECK ((status = 'paid') = (payment_id IS NOT NULL AND paid_at IS NOT NULL))
      )`,
      `CREATE TABLE test_todos (
        _id text PRIMARY KEY,
        title text NOT NULL,
        done boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        seq bigint GENERATED ALWAYS AS IDENTITY
      )`,
      // What the seed has put in once (server/db/seed.ts), so a restart never re-adds a deleted row.
      `CREATE TABLE seeded (name text PRIMARY KEY, at timestamptz NOT NULL DEFAULT now())`,
    ],
  },
  {
    version: 2,
    name: 'unpaid orders by age, for the purge each new order runs',
    statements: [`CREATE INDEX unpaid_orders_by_age ON orders (created_at) WHERE status = 'created'`],
  },
  {
    version: 3,
    name: 'rate limits shared by every process, guest accounts by last login',
    statements: [
      // rate-limiter-flexible's RateLimiterPostgres table (src/api/limits/limits.ts), made here rather than
      // by the library at start: `expire` is milliseconds since the epoch.
      `CREATE TABLE rate_limits (key text PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
      `CREATE TABLE guest_accounts (
        user_id text PRIMARY KEY REFERENCES users (_id) ON DELETE CASCADE,
        last_login_at timestamptz NOT NULL
      )`,
      `CREATE INDEX guest_accounts_by_last_login ON guest_accounts (last_login_at)`,
    ],
  },
  {
    version: 4,
    name: 'orders: payment method (online or Cash on Delivery), promised delivery date, invoice numbers',
    statements: [
      `ALTER TABLE orders ADD COLUMN payment_method text NOT NULL DEFAULT 'online'
        CHECK (payment_method IN ('online', 'cod'))`,
      `ALTER TABLE orders ADD COLUMN deliver_by date`,
      `ALTER TABLE orders ADD COLUMN invoice_number text UNIQUE`,
      // 'confirmed' is a Cash on Delivery order: placed, to be paid to the courier.
      `ALTER TABLE orders DROP CONSTRAINT orders_status_check`,
      `ALTER TABLE orders ADD CONSTRAINT orders_status_check
        CHECK (status IN ('created', 'paid', 'confirmed'))`,
      `ALTER TABLE orders ADD CONSTRAINT orders_confirmed_is_cod
        CHECK ((status = 'confirmed') = (payment_method = 'cod'))`,
      `ALTER TABLE orders ADD CONSTRAINT orders_invoiced_when_confirmed
        CHECK (invoice_number IS NULL OR status <> 'created')`,
      // The last serial each financial year's invoice series gave; one row per year.
      `CREATE TABLE invoice_series (financial_year text PRIMARY KEY, last_serial integer NOT NULL)`,
    ],
  },
  {
    version: 5,
    name: 'reviews by verified buyers, one per shopper and product, and the writes the daily cap counts',
    statements: [
      // Write order for newest first: a replacement takes the next number too.
      `CREATE SEQUENCE review_write_order`,
      `CREATE TABLE reviews (
        _id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
        product_id text NOT NULL REFERENCES products (_id),
        rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
        title text NOT NULL,
        "text" text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        seq bigint NOT NULL DEFAULT nextval('review_write_order'),
        UNIQUE (user_id, product_id)
      )`,
      `CREATE INDEX reviews_by_product ON reviews (product_id, seq)`,
      `CREATE TABLE review_writes (
        user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
        written_at timestamptz NOT NULL
      )`,
      `CREATE INDEX review_writes_by_user ON review_writes (user_id, written_at)`,
    ],
  },
  {
    version: 6,
    name: "one payment, one order; Razorpay's orders, webhook events and failed payments",
    statements: [
      // A payment id pays one order, whichever process records it (NULLs, the unpaid, do not clash).
      // A database where two orders already share one stops here: reconcile them first.
      `ALTER TABLE orders ADD CONSTRAINT orders_one_order_per_payment UNIQUE (payment_id)`,
      // With real keys the id is Razorpay's, asked for once the order is saved: none until then (and
      // none for Cash on Delivery).
      `ALTER TABLE orders ALTER COLUMN razorpay_order_id DROP NOT NULL`,
      // Each webhook event is handled once: its id is claimed in the transaction that handles it.
      `CREATE TABLE razorpay_events (
        event_id text PRIMARY KEY,
        event text NOT NULL,
        received_at timestamptz NOT NULL
      )`,
      // payment.failed, as Razorpay reported it: for the shop's records and its support.
      `CREATE TABLE payment_failures (
        payment_id text NOT NULL,
        razorpay_order_id text,
        error_code text,
        error_description text,
        error_reason text,
        failed_at timestamptz NOT NULL,
        seq bigint GENERATED ALWAYS AS IDENTITY
      )`,
      `CREATE INDEX payment_failures_by_order ON payment_failures (razorpay_order_id)`,
    ],
  },
  {
    version: 7,
    name: 'sessions that end: a token version per account, logged-out sessions until their tokens expire',
    statements: [
      // Raised by "log out of all devices" and a password change; a token carries the one it was issued at.
      `ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0`,
      // One row per session logged out while its token was still valid; read with the account.
      `CREATE TABLE revoked_sessions (
        sid text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      )`,
      `CREATE INDEX revoked_sessions_by_user ON revoked_sessions (user_id)`,
      `CREATE INDEX revoked_sessions_by_expiry ON revoked_sessions (expires_at)`,
    ],
  },
  {
    version: 8,
    name: "orders outlive their account: deleting it clears the order's account, the order and its invoice stay",
    statements: [
      // GST law keeps invoices (and the orders they bill) for 72 months; an unused guest account goes
      // after 8 days (src/api/accounts/sql-repository.ts purgeUnused). So the order is no longer the
      // account's to take with it: user_id becomes null, the order and its invoice number stay, and
      // the invoice series has no holes.
      `ALTER TABLE orders ALTER COLUMN user_id DROP NOT NULL`,
      `ALTER TABLE orders DROP CONSTRAINT orders_user_id_fkey`,
      `ALTER TABLE orders ADD CONSTRAINT orders_user_id_fkey
        FOREIGN KEY (user_id) REFERENCES users (_id) ON DELETE SET NULL`,
    ],
  },
  {
    version: 9,
    name: 'staff accounts apart from shoppers, their logged-out sessions, and the append-only audit log',
    statements: [
      `CREATE TABLE staff_members (
        _id text PRIMARY KEY,
        email text NOT NULL UNIQUE,
        name text NOT NULL,
        role text NOT NULL CHECK (role IN ('owner', 'staff')),
        disabled boolean NOT NULL DEFAULT false,
        password_hash text NOT NULL,
        token_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
      `CREATE TABLE staff_revoked_sessions (
        sid text PRIMARY KEY,
        staff_id text NOT NULL REFERENCES staff_members (_id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      )`,
      `CREATE INDEX staff_revoked_sessions_by_member ON staff_revoked_sessions (staff_id)`,
      // Who and what by value, not by reference: a line outlives any change to the member it names.
      `CREATE TABLE staff_audit (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        staff_id text NOT NULL,
        staff_email text NOT NULL,
        at timestamptz NOT NULL,
        action text NOT NULL,
        target text NOT NULL,
        before jsonb,
        after jsonb
      )`,
      // Append-only whatever the code above it does: a line cannot be changed or removed.
      `CREATE FUNCTION staff_audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          RAISE EXCEPTION 'staff_audit is append-only: % refused', TG_OP;
        END
      $$`,
      `CREATE TRIGGER staff_audit_append_only BEFORE UPDATE OR DELETE ON staff_audit
        FOR EACH ROW EXECUTE FUNCTION staff_audit_refuse_change()`,
    ],
  },
  {
    version: 10,
    name: "the order's life: statuses past payment, the payment's own state, a timeline; stock per product",
    statements: [
      // 'paid' becomes 'confirmed' (paid online, or Cash on Delivery placed): the old checks tied
      // each status to one payment method, which the payment's own state now says.
      `ALTER TABLE orders DROP CONSTRAINT orders_status_check`,
      `ALTER TABLE orders DROP CONSTRAINT orders_confirmed_is_cod`,
      `ALTER TABLE orders DROP CONSTRAINT orders_check`,
      `ALTER TABLE orders ADD COLUMN payment_state text`,
      `ALTER TABLE orders ADD COLUMN timeline jsonb NOT NULL DEFAULT '[]'`,
      // Orders placed before stock was kept reserved nothing: their moves change no stock.
      `ALTER TABLE orders ADD COLUMN stock_held boolean NOT NULL DEFAULT false`,
      `UPDATE orders SET
         payment_state = CASE WHEN status = 'paid' THEN 'paid'
                              WHEN payment_method = 'cod' THEN 'cod_due' ELSE 'pending' END,
         timeline = CASE
           WHEN payment_method = 'cod' THEN jsonb_build_array(jsonb_build_object(
             'status', 'confirmed', 'at', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')))
           WHEN status = 'paid' THEN jsonb_build_array(
             jsonb_build_object('status', 'created',
               'at', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
             jsonb_build_object('status', 'confirmed',
               'at', to_char(paid_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')))
           ELSE jsonb_build_array(jsonb_build_object('status', 'created',
             'at', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))) END,
         status = CASE WHEN status = 'paid' THEN 'confirmed' ELSE status END`,
      `ALTER TABLE orders ALTER COLUMN payment_state SET NOT NULL`,
      `ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('created', 'confirmed',
        'packed', 'shipped', 'out_for_delivery', 'delivered', 'cancelled', 'returned_to_seller', 'expired'))`,
      `ALTER TABLE orders ADD CONSTRAINT orders_payment_state_check
        CHECK (payment_state IN ('pending', 'paid', 'cod_due', 'cod_collected', 'refunded'))`,
      // A payment recorded has its time: paid, or refunded for an order that had expired.
      `ALTER TABLE orders ADD CONSTRAINT orders_payment_has_time CHECK ((payment_id IS NULL) = (paid_at IS NULL))`,
      // Each product's pairs; a product without a row has its starting stock (src/api/stock/starting-stock.ts).
      `CREATE TABLE stock (
        product_id text PRIMARY KEY REFERENCES products (_id),
        on_hand integer NOT NULL CHECK (on_hand >= 0),
        reserved integer NOT NULL DEFAULT 0 CHECK (reserved >= 0),
        CHECK (reserved <= on_hand)
      )`,
      // The staff order list (src/api/orders/staff-list.ts): newest first, the cursor's order, and
      // the same with each filter in front; the searches by id prefix and by the address's mobile.
      `CREATE INDEX orders_newest_first ON orders (created_at DESC, _id DESC)`,
      `CREATE INDEX orders_by_status_newest ON orders (status, created_at DESC, _id DESC)`,
      `CREATE INDEX orders_by_payment_newest ON orders (payment_method, created_at DESC, _id DESC)`,
      `CREATE INDEX orders_by_id_prefix ON orders (_id text_pattern_ops)`,
      `CREATE INDEX orders_by_mobile ON orders ((address ->> 'mobile'), created_at DESC)`,
      `CREATE INDEX orders_by_user_newest ON orders (user_id, created_at DESC)`,
    ],
  },
  {
    version: 11,
    name: 'catalogue administration: MRP, country of origin, published, and pictures staff upload',
    statements: [
      `ALTER TABLE products ADD COLUMN mrp integer`,
      `ALTER TABLE products ADD COLUMN country_of_origin text`,
      // The seed's own figures for the products a database already holds; any other row (none
      // ships) is taken at its price, made in India, until staff edit it.
      `UPDATE products p SET mrp = s.mrp, country_of_origin = s.country
       FROM (VALUES ${seedProducts.map(({ _id, mrp, countryOfOrigin }) => `('${_id}', ${mrp}, '${countryOfOrigin}')`).join(', ')})
         AS s (_id, mrp, country)
       WHERE p._id = s._id`,
      `UPDATE products SET mrp = price, country_of_origin = 'India' WHERE mrp IS NULL`,
      `ALTER TABLE products ALTER COLUMN mrp SET NOT NULL`,
      `ALTER TABLE products ALTER COLUMN country_of_origin SET NOT NULL`,
      `ALTER TABLE products ADD CONSTRAINT products_mrp_at_least_price CHECK (mrp >= price)`,
      `ALTER TABLE products ADD COLUMN published boolean NOT NULL DEFAULT true`,
      // One picture per product: an upload replaces it under a new version, which its URL carries,
      // so the answer at each URL never changes and may be cached for ever.
      `CREATE TABLE product_images (
        product_id text PRIMARY KEY REFERENCES products (_id),
        version text NOT NULL,
        content_type text NOT NULL,
        bytes bytea NOT NULL
      )`,
    ],
  },
  {
    version: 12,
    name: 'refunds and GST credit notes (cancellations, returns, undeliverable parcels, late payments)',
    statements: [
      // One refund per order, cause and return (refund_key): a request repeated finds the one made.
      `CREATE TABLE refunds (
        _id text PRIMARY KEY,
        refund_key text NOT NULL UNIQUE,
        order_id text NOT NULL REFERENCES orders (_id),
        cause text NOT NULL CHECK (cause IN ('cancelled', 'returned', 'returned_to_seller', 'late_payment')),
        amount_paise integer NOT NULL CHECK (amount_paise > 0),
        route text NOT NULL CHECK (route IN ('original', 'upi')),
        upi_id text,
        state text NOT NULL CHECK (state IN ('pending', 'processed', 'failed')),
        return_id text,
        created_at timestamptz NOT NULL,
        processed_at timestamptz,
        reference text,
        credit_note_number text,
        gateway_refund_id text UNIQUE,
        CHECK ((route = 'upi') = (upi_id IS NOT NULL))
      )`,
      `CREATE INDEX refunds_by_order ON refunds (order_id, created_at)`,
      `CREATE TABLE credit_note_series (financial_year text PRIMARY KEY, last_serial integer NOT NULL)`,
      `CREATE TABLE credit_notes (
        number text PRIMARY KEY,
        refund_key text NOT NULL UNIQUE,
        order_id text NOT NULL REFERENCES orders (_id),
        issued_at timestamptz NOT NULL,
        note jsonb NOT NULL
      )`,
      `CREATE INDEX credit_notes_by_order ON credit_notes (order_id, issued_at)`,
    ],
  },
  {
    version: 13,
    name: 'returns: asked for by shoppers, moved by staff',
    statements: [
      // The pickup address is kept whole: the shopper may edit or delete the saved one meanwhile.
      `CREATE TABLE order_returns (
        seq bigint GENERATED ALWAYS AS IDENTITY,
        _id text PRIMARY KEY,
        order_id text NOT NULL REFERENCES orders (_id) ON DELETE CASCADE,
        -- Kept, as its order is, when a guest account is purged: no longer anyone's.
        user_id text REFERENCES users (_id) ON DELETE SET NULL,
        lines jsonb NOT NULL,
        reason text NOT NULL,
        state text NOT NULL CHECK (state IN ('requested', 'approved', 'rejected', 'picked_up', 'received')),
        steps jsonb NOT NULL,
        resellable boolean,
        pickup_address jsonb NOT NULL,
        upi_id text,
        refund_id text,
        CHECK ((state = 'received') = (resellable IS NOT NULL))
      )`,
      `CREATE INDEX order_returns_by_order ON order_returns (order_id, seq)`,
      `CREATE INDEX order_returns_by_state_newest ON order_returns (state, seq DESC)`,
      // The console's payouts to pay by hand (GET /api/staff/refunds?route=upi&state=pending).
      `CREATE INDEX refunds_by_route_state_newest ON refunds (route, state, created_at DESC)`,
    ],
  },
  {
    version: 14,
    name: "the shopper's updates, and the email outbox they feed",
    statements: [
      `CREATE TABLE shopper_updates (
        _id text PRIMARY KEY,
        seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
        user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
        order_id text NOT NULL REFERENCES orders (_id) ON DELETE CASCADE,
        kind text NOT NULL,
        title text NOT NULL,
        body text NOT NULL,
        at timestamptz NOT NULL,
        read_at timestamptz,
        emailed_at timestamptz
      )`,
      // A shopper's page, newest first, and their unread count.
      `CREATE INDEX shopper_updates_newest ON shopper_updates (user_id, seq DESC)`,
      `CREATE INDEX shopper_updates_unread ON shopper_updates (user_id) WHERE read_at IS NULL`,
      // The outbox's sweep reads only the updates whose email is not yet sent.
      `CREATE INDEX shopper_updates_unsent ON shopper_updates (seq) WHERE emailed_at IS NULL`,
    ],
  },
  {
    version: 15,
    name: 'complaints to the grievance officer',
    statements: [
      `CREATE TABLE complaints (
        ticket text PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        phone text,
        order_id text,
        subject text NOT NULL,
        message text NOT NULL,
        created_at timestamptz NOT NULL,
        acknowledge_by timestamptz NOT NULL,
        status text NOT NULL CHECK (status IN ('open', 'acknowledged', 'resolved'))
      )`,
      // The console's list: newest first, and the same for one status.
      `CREATE INDEX complaints_newest_first ON complaints (created_at DESC, ticket DESC)`,
      `CREATE INDEX complaints_by_status_newest ON complaints (status, created_at DESC, ticket DESC)`,
    ],
  },
  {
    version: 16,
    name: "an update's email: its tries counted, given up after EMAIL_MAX_TRIES",
    statements: [
      `ALTER TABLE shopper_updates ADD COLUMN email_tries integer NOT NULL DEFAULT 0`,
      `ALTER TABLE shopper_updates ADD COLUMN email_error text`,
      `ALTER TABLE shopper_updates ADD COLUMN email_failed_at timestamptz`,
      // The sweep reads the unsent emails not given up, the fewest tries first.
      `DROP INDEX shopper_updates_unsent`,
      `CREATE INDEX shopper_updates_unsent ON shopper_updates (email_tries, seq)
        WHERE emailed_at IS NULL AND email_failed_at IS NULL`,
      // The console's list of emails given up, newest first.
      `CREATE INDEX shopper_updates_email_failed ON shopper_updates (email_failed_at DESC, seq DESC)
        WHERE email_failed_at IS NOT NULL`,
    ],
  },
];

/** What shoppers create, children first so TRUNCATE needs no CASCADE surprises. */
/** Tests reset and compare these. */
export const SHOPPER_TABLES = [
  'order_returns',
  'shopper_updates',
  'cart_lines',
  'wishlist_lines',
  'addresses',
  'refunds',
  'credit_notes',
  'credit_note_series',
  'orders',
  'stock',
  'invoice_series',
  'reviews',
  'review_writes',
  'razorpay_events',
  'payment_failures',
  'test_todos',
  'guest_accounts',
  'staff_revoked_sessions',
  'staff_members',
  'staff_audit',
  'complaints',
  'revoked_sessions',
  'users',
] as const;
