import { hashPassword, type SqlClient } from '@/api';
import type { Seller } from '@/shared/gst/tax-invoice';
import { invoiceNumber, invoiceSeriesPrefix } from '@/shared/gst/invoice-number';
import { creditSeededOrders } from './seed-documents';
import { DELIVERY_CHARGE, DISCOUNT } from '@/shared/constants';
import { ORDER_STATUSES, type OrderStatus } from '@/shared/order-lifecycle';

/**
 * Generated orders for measuring the staff order list at a shop's size (`npm run seed:orders`):
 * set-based SQL (generate_series), so a hundred thousand orders take seconds. The orders belong to
 * generated shoppers (`seed-shopper-<n>`, whose password no one knows), are spread over the past
 * year, with every status, both payment methods, lines from the catalogue and a timeline that
 * follows the moves of src/shared/order-lifecycle.ts. They reserved no pairs (`stock_held` false),
 * as orders from before stock was counted: moving one later changes no stock.
 */

/** The most orders one run adds: a bound, so a typo does not fill the disk. */
export const MAX_SEEDED_ORDERS = 1_000_000;

/** Orders per generated shopper, and the most shoppers: a few thousand for a large run. */
const ORDERS_PER_SHOPPER = 25;
const MAX_SHOPPERS = 4000;

/**
 * Of every 100 orders, how many end in each status. Unpaid orders are only the last minutes'
 * (older ones have expired); orders still on their way are the last days'.
 */
const STATUS_SHARES: Readonly<Record<OrderStatus, number>> = {
  created: 1,
  confirmed: 3,
  packed: 2,
  shipped: 3,
  out_for_delivery: 2,
  delivered: 75,
  cancelled: 6,
  returned_to_seller: 4,
  expired: 4,
};

/**
 * Each status's possible ways there, from its confirmation (an online order's `created` step
 * comes first); the two unpaid ones from placing.
 */
const PATHS: Readonly<Record<OrderStatus, readonly (readonly OrderStatus[])[]>> = {
  created: [['created']],
  expired: [['created', 'expired']],
  confirmed: [['confirmed']],
  packed: [['confirmed', 'packed']],
  shipped: [['confirmed', 'packed', 'shipped']],
  out_for_delivery: [['confirmed', 'packed', 'shipped', 'out_for_delivery']],
  delivered: [['confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered']],
  cancelled: [
    ['confirmed', 'cancelled'],
    ['confirmed', 'packed', 'cancelled'],
  ],
  returned_to_seller: [
    ['confirmed', 'packed', 'shipped', 'returned_to_seller'],
    ['confirmed', 'packed', 'shipped', 'out_for_delivery', 'returned_to_seller'],
  ],
};

const FIRST_NAMES = [
  'Aarav',
  'Priya',
  'Rohan',
  'Ananya',
  'Vikram',
  'Isha',
  'Kabir',
  'Meera',
  'Arjun',
  'Sneha',
  'Rahul',
  'Divya',
  'Karan',
  'Pooja',
  'Aditya',
  'Neha',
  'Siddharth',
  'Kavya',
  'Nikhil',
  'Riya',
];
const LAST_NAMES = [
  'Sharma',
  'Iyer',
  'Patel',
  'Reddy',
  'Singh',
  'Nair',
  'Gupta',
  'Menon',
  'Das',
  'Joshi',
  'Kulkarni',
  'Banerjee',
  'Rao',
  'Chopra',
  'Pillai',
  'Mehta',
];
const PLACES = [
  { city: 'Mumbai', state: 'Maharashtra', pincode: '400050' },
  { city: 'Bengaluru', state: 'Karnataka', pincode: '560034' },
  { city: 'New Delhi', state: 'Delhi', pincode: '110017' },
  { city: 'Chennai', state: 'Tamil Nadu', pincode: '600040' },
  { city: 'Kolkata', state: 'West Bengal', pincode: '700019' },
  { city: 'Hyderabad', state: 'Telangana', pincode: '500034' },
  { city: 'Pune', state: 'Maharashtra', pincode: '411038' },
  { city: 'Jaipur', state: 'Rajasthan', pincode: '302017' },
  { city: 'Kochi', state: 'Kerala', pincode: '682020' },
];
const COURIERS = ['Delhivery', 'Blue Dart', 'Ekart', 'DTDC', 'Xpressbees'];

/** The count as typed: a whole number from 1 to MAX_SEEDED_ORDERS, else a message saying so. */
export function orderCountOf(text: string | undefined): number | string {
  const count = /^\d{1,7}$/.test(text ?? '') ? Number(text) : NaN;
  if (count >= 1 && count <= MAX_SEEDED_ORDERS) return count;
  return `The number of orders must be a whole number from 1 to ${MAX_SEEDED_ORDERS}${
    text === undefined ? '' : `, not "${text}"`
  }. Usage: npm run seed:orders -- <count>`;
}

const shopperCountFor = (orders: number) => Math.min(MAX_SHOPPERS, Math.ceil(orders / ORDERS_PER_SHOPPER));

/** STATUS_SHARES as a hundred slots, each order taking one. */
const statusSlots = () =>
  ORDER_STATUSES.flatMap((status) => Array<string>(STATUS_SHARES[status]).fill(status));

/** The shoppers' accounts, `seed-shopper-1` … (kept when they exist: a second run adds orders to them). */
const INSERT_SHOPPERS = `INSERT INTO users (_id, email, password_hash, first_name, last_name, created_at, updated_at)
  SELECT 'seed-shopper-' || n, 'shopper' || n || '@seed.sneakerhub.in', $3,
    ($4::text[])[1 + n % cardinality($4::text[])], ($5::text[])[1 + (n / 7) % cardinality($5::text[])],
    $1::timestamptz - interval '400 days', $1::timestamptz - interval '400 days'
  FROM generate_series(1, $2::int) AS n
  ON CONFLICT DO NOTHING`;

/**
 * The orders: each row's status from its slot, its age from its status, its path of steps, its
 * lines from the catalogue (one to three neighbours, from a place its shopper and number pick), its address from its
 * shopper; the steps timed after placing (a payment minutes later, the rest over days).
 */
const INSERT_ORDERS = `WITH catalogue AS MATERIALIZED (
    SELECT jsonb_agg(jsonb_build_object('_id', _id, 'title', title, 'price', price, 'img', img) ORDER BY seq)
      AS products, count(*) AS size
    FROM products
  ), slotted AS (
    SELECT g, gen_random_uuid()::text AS id, random() AS age_share, random() AS path_share,
      ($3::text[])[1 + (g::bigint * 7919) % cardinality($3::text[])] AS status,
      1 + (g::bigint * 2654435761) % $2::int AS shopper
    FROM generate_series(1, $1::int) AS g
  ), placed AS (
    SELECT s.*,
      CASE WHEN status IN ('created', 'expired') OR (g::bigint * 104729) % 20 < 13 THEN 'online' ELSE 'cod' END AS method,
      -- Whole seconds, as the backend's clock stamps them: the list's cursor carries seconds.
      date_trunc('second', $4::timestamptz - CASE
        WHEN status = 'created' THEN age_share * interval '25 minutes'
        WHEN status IN ('confirmed', 'packed', 'shipped', 'out_for_delivery')
          THEN interval '1 hour' + age_share * interval '6 days'
        ELSE interval '1 day' + age_share * interval '364 days' END) AS created_at
    FROM slotted s
  ), pathed AS (
    SELECT p.*, CASE WHEN method = 'online' AND path ->> 0 = 'confirmed' THEN '["created"]'::jsonb || path
                     ELSE path END AS path,
      created_at + CASE WHEN method = 'online' THEN interval '1 minute' * (1 + (g % 5)) ELSE interval '0' END
        AS confirmed_at,
      LEAST(($4::timestamptz - created_at) * 0.8, interval '6 days') AS span
    FROM placed p, LATERAL (SELECT $5::jsonb -> p.status -> (g % jsonb_array_length($5::jsonb -> p.status))
      AS path) paths
  ), invoiced AS (
    -- An order past payment is invoiced when paid (online) or placed (Cash on Delivery), as taxInvoice dates it.
    SELECT p.*, dated.at AS invoiced_at, CASE WHEN dated.at IS NULL THEN NULL ELSE
        lpad((start.year % 100)::text, 2, '0') || '-' || lpad(((start.year + 1) % 100)::text, 2, '0') END AS fy
    FROM pathed p
    CROSS JOIN LATERAL (SELECT CASE WHEN p.status IN ('created', 'expired') THEN NULL
      WHEN p.method = 'online' THEN p.confirmed_at ELSE p.created_at END AS at) dated
    CROSS JOIN LATERAL (SELECT (dated.at AT TIME ZONE 'Asia/Kolkata')::date AS day) india
    CROSS JOIN LATERAL (SELECT extract(year FROM india.day)::int
      - CASE WHEN extract(month FROM india.day) < 4 THEN 1 ELSE 0 END AS year) start
  ), numbered AS (
    -- Each financial year's series goes on from where the shop's own left it, in invoicing order.
    SELECT i.*, row_number() OVER (PARTITION BY i.fy ORDER BY i.invoiced_at, i.id)
      + COALESCE((SELECT last_serial FROM invoice_series s WHERE s.financial_year = i.fy), 0) AS serial
    FROM invoiced i
  ), inserted AS (
  INSERT INTO orders (_id, user_id, idempotency_key, razorpay_order_id, status, items, address, sub_total,
    delivery, discount, grand_total, amount_paise, payment_id, created_at, paid_at, payment_method,
    deliver_by, payment_state, timeline, stock_held, invoice_number)
  SELECT o.id, 'seed-shopper-' || o.shopper, 'seed-' || o.id,
    CASE WHEN o.method = 'online' THEN 'order_' || substr(md5(o.id), 1, 14) END, o.status, lines.items,
    jsonb_build_object('id', 'seed-address-' || o.shopper,
      'name', ($6::text[])[1 + o.shopper % cardinality($6::text[])] || ' '
        || ($7::text[])[1 + (o.shopper / 7) % cardinality($7::text[])],
      'mobile', '98' || lpad(o.shopper::text, 8, '0'), 'alternatemobile', '', 'isSelected', true,
      'residence', (10 + o.shopper % 90) || ', ' || (ARRAY['MG Road', 'Park Street', 'Linking Road',
        'Anna Salai', 'Church Street'])[1 + o.shopper % 5])
      || ($8::jsonb -> (o.shopper % jsonb_array_length($8::jsonb))::int),
    lines.sub_total, $10::int, $11::int, lines.sub_total + $10::int - $11::int,
    (lines.sub_total + $10::int - $11::int) * 100,
    paid.payment_id, o.created_at, CASE WHEN paid.payment_id IS NOT NULL THEN o.confirmed_at END, o.method,
    (o.created_at AT TIME ZONE 'Asia/Kolkata')::date + 5,
    CASE WHEN o.method = 'cod' THEN CASE WHEN o.status = 'delivered' THEN 'cod_collected' ELSE 'cod_due' END
         WHEN o.status IN ('created', 'expired') THEN 'pending'
         WHEN o.status IN ('cancelled', 'returned_to_seller') THEN 'refunded' ELSE 'paid' END,
    steps.timeline, false,
    CASE WHEN o.fy IS NOT NULL THEN $12 || o.fy || $13 || lpad(o.serial::text, $14::int, '0') END
  FROM numbered o, catalogue
  CROSS JOIN LATERAL (SELECT CASE WHEN o.method = 'online' AND o.status NOT IN ('created', 'expired')
    THEN 'pay_' || substr(md5(o.id || 'pay'), 1, 14) END AS payment_id) paid
  CROSS JOIN LATERAL (
    SELECT jsonb_agg(line.product || jsonb_build_object('qty', line.qty)) AS items,
      sum((line.product ->> 'price')::int * line.qty)::int AS sub_total
    FROM generate_series(0, (o.g % 4 = 0)::int + (o.g % 9 = 0)::int) AS j,
      LATERAL (SELECT catalogue.products -> ((o.shopper * 31 + o.g + j) % catalogue.size)::int AS product,
        1 + ((o.g + j) % 8 = 0)::int AS qty) line
  ) lines
  CROSS JOIN LATERAL (
    SELECT jsonb_agg(jsonb_build_object('status', step.status, 'at', to_char(CASE
        WHEN step.i = 1 THEN o.created_at
        WHEN step.status = 'expired' THEN o.created_at + interval '30 minutes'
        WHEN step.status = 'confirmed' THEN o.confirmed_at
        ELSE o.confirmed_at + o.span * (step.i - first.i) / (jsonb_array_length(o.path) - first.i)
      END AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
      || CASE WHEN step.status = 'shipped' THEN jsonb_build_object(
           'courier', ($9::text[])[1 + o.g % cardinality($9::text[])], 'awb', upper(substr(md5(o.id), 1, 12)))
         ELSE '{}'::jsonb END ORDER BY step.i) AS timeline
    FROM jsonb_array_elements_text(o.path) WITH ORDINALITY AS step(status, i),
      LATERAL (SELECT CASE WHEN o.method = 'online' THEN 2 ELSE 1 END AS i) first
  ) steps
  RETURNING 1
  ), series AS (
    INSERT INTO invoice_series (financial_year, last_serial)
    SELECT fy, max(serial) FROM numbered WHERE fy IS NOT NULL GROUP BY fy
    ON CONFLICT (financial_year) DO UPDATE SET last_serial = EXCLUDED.last_serial
    RETURNING 1
  )
  SELECT count(*)::int AS invoices FROM numbered WHERE fy IS NOT NULL`;

/** The invoice number's parts around its year and serial (src/shared/gst/invoice-number.ts): SH/ 26-27 / 000001. */
function invoiceNumberParts(): [string, string, number] {
  const [before = '', after = ''] = invoiceSeriesPrefix('\u0000').split('\u0000');
  return [before, after, invoiceNumber('', 1).length - invoiceSeriesPrefix('').length];
}

export interface SeededOrders {
  orders: number;
  shoppers: number;
  invoices: number;
  creditNotes: number;
}

/**
 * Adds `count` generated orders (and their shoppers) at `now`, with the invoices and credit notes
 * `seller` issued for them (./seed-documents.ts), in one transaction.
 */
export async function seedOrders(
  db: SqlClient,
  options: { count: number; now: string; passwordIterations: number; seller: Seller },
): Promise<SeededOrders> {
  const { count, now, passwordIterations, seller } = options;
  const shoppers = shopperCountFor(count);
  // A password no one is told: the generated shoppers exist for their orders, not to sign in.
  const passwordHash = await hashPassword(crypto.randomUUID(), passwordIterations);
  const documents = await db.transaction(async (tx) => {
    // PostgreSQL's JIT compiles this one-off statement for seconds and saves less than that.
    await tx.query(`SET LOCAL jit = off`);
    await tx.query(INSERT_SHOPPERS, [now, shoppers, passwordHash, FIRST_NAMES, LAST_NAMES]);
    const [invoiced] = await tx.query<{ invoices: number }>(INSERT_ORDERS, [
      count,
      shoppers,
      statusSlots(),
      now,
      JSON.stringify(PATHS),
      FIRST_NAMES,
      LAST_NAMES,
      JSON.stringify(PLACES),
      COURIERS,
      DELIVERY_CHARGE,
      DISCOUNT,
      ...invoiceNumberParts(),
    ]);
    return { invoices: invoiced?.invoices ?? 0, creditNotes: await creditSeededOrders(tx, seller) };
  });
  // The planner's statistics as a live shop's would be: autovacuum would take its time to notice.
  await db.query(`ANALYZE orders, users, credit_notes, refunds`);
  return { orders: count, shoppers, ...documents };
}
