import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CANCEL_REASONS } from '@/shared/orders';
import { REFUND_STATE_LABELS } from '@/shared/refunds';
import { RETURN_REASONS, RETURN_WINDOW_DAYS } from '@/shared/returns';
import { COD_MAX_GRAND_TOTAL, DELIVERY_CHARGE } from '@/shared/constants';
import { formatRupees } from '@/shared/format-rupees';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, movesFrom } from '@/shared/order-lifecycle';
import { paths, policyPath } from '@/shared/paths';
import type { PolicySlug } from '@/shared/policies';

/** "a, b or c": a list in a sentence. */
const inWords = (items: readonly string[], last = 'or') =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;

/** The statuses a shopper may cancel an order from, read off the one table of moves. */
const cancellableWhile = inWords(
  ORDER_STATUSES.filter((status) => movesFrom(status, 'shopper').includes('cancelled')).map((status) =>
    ORDER_STATUS_LABELS[status].toLowerCase(),
  ),
);

/** A list of reasons, written as JSX inside each policy's text (a plain function: this module exports data). */
const reasonList = (reasons: Record<string, string>) => (
  <ul>
    {Object.values(reasons).map((reason) => (
      <li key={reason}>{reason}</li>
    ))}
  </ul>
);

const ordersLink = <Link to={paths.order}>your orders</Link>;

/**
 * Each policy's text. Every figure and state comes from the rule it describes (the return window,
 * the moves table, the delivery charge), so the page cannot say one thing while the shop does another.
 */
export const POLICY_TEXTS: Record<PolicySlug, ReactNode> = {
  returns: (
    <>
      <p>
        You may return a pair within {RETURN_WINDOW_DAYS} days of its delivery. Open the order from{' '}
        {ordersLink}, choose the pairs to return and tell us why:
      </p>
      {reasonList(RETURN_REASONS)}
      <p>
        We collect the pairs from the order&apos;s delivery address, or from another of your saved addresses
        if you name one. Once we approve the return, a courier picks the pairs up; when they reach us we check
        them, and your refund is on its way (see the <Link to={policyPath('refunds')}>refund policy</Link>).
        Each step shows on the order&apos;s page and under your updates.
      </p>
    </>
  ),
  refunds: (
    <>
      <p>
        A refund goes back the way you paid: to the card, UPI or bank account you paid with online, through
        Razorpay. An order paid by Cash on Delivery is refunded to a UPI ID you give us when you return it.
      </p>
      <p>
        A cancelled order is refunded in full. A return refunds the returned pairs&apos; share of what you
        paid, as the tax invoice divides it. Every refund comes with a GST credit note against the invoice,
        which you can print from the order&apos;s page.
      </p>
      <p>
        The order&apos;s page shows where each refund stands:{' '}
        {inWords(Object.values(REFUND_STATE_LABELS).map((label) => `“${label}”`))}.
      </p>
    </>
  ),
  cancellation: (
    <>
      <p>
        You may cancel an order while it is {cancellableWhile}: open it from {ordersLink}, press “Cancel
        order” and tell us why:
      </p>
      {reasonList(CANCEL_REASONS)}
      <p>
        The pairs go back on sale, and an order you paid online is refunded in full to the way you paid. Once
        an order has shipped it can no longer be cancelled: return it after delivery instead (see the{' '}
        <Link to={policyPath('returns')}>returns policy</Link>).
      </p>
    </>
  ),
  shipping: (
    <>
      <p>
        We deliver across India to the pincodes our couriers serve. Enter your pincode on a sneaker&apos;s
        page or at checkout to see the date by which your order arrives; the order keeps the date it was
        promised.
      </p>
      <p>
        Delivery costs {formatRupees(DELIVERY_CHARGE)} an order. Cash on Delivery is offered for orders up to{' '}
        {formatRupees(COD_MAX_GRAND_TOTAL)}. Once your order ships, its page names the courier and the
        tracking (AWB) number.
      </p>
    </>
  ),
  'payment-security': (
    <>
      <p>
        Online payments (cards, UPI, netbanking and wallets) are taken by Razorpay, a payment gateway
        certified to the card industry&apos;s security standard (PCI DSS). You enter your card details in
        Razorpay&apos;s own checkout: they never reach this shop, and we never store them.
      </p>
      <p>
        Every payment is checked against Razorpay&apos;s signature on our server before the order counts as
        paid, and the shop&apos;s pages run no script it did not ship (a strict content security policy). Cash
        on Delivery orders are paid to the courier at your door.
      </p>
    </>
  ),
};
