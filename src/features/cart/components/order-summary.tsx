import { useId, type ReactNode } from 'react';
import { useAppSelector } from '@/kernel/hooks';
import { formatRupees } from '@/shared/format-rupees';
import { amountSaved } from '@/shared/order-totals';
import { selectCartItems, selectCartTotals } from '../cart-slice';
import './order-summary.css';

/** Spec §2 order summary, from the cart's own totals; `children` is the action (Checkout, Place Order). */
export function OrderSummary({ children }: { children?: ReactNode }) {
  const items = useAppSelector(selectCartItems);
  const totals = useAppSelector(selectCartTotals);
  const headingId = useId();
  const pairs = items.reduce((sum, item) => sum + item.qty, 0);

  return (
    <section className="order-summary card" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-summary__title">
        Your Order
      </h2>
      <p className="order-summary__count">
        {pairs} {pairs === 1 ? 'item' : 'items'}
      </p>
      <ul className="order-summary__lines" aria-label="Items">
        {items.map((item) => (
          <li key={item._id}>
            <span>
              {item.title} ({item.qty})
            </span>
            <span>{formatRupees(item.price * item.qty)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-summary__totals">
        <div>
          <dt>Sub-total</dt>
          <dd>{formatRupees(totals.subTotal)}</dd>
        </div>
        <div>
          <dt>Delivery charge</dt>
          <dd>{formatRupees(totals.delivery)}</dd>
        </div>
        <div>
          <dt>Discount</dt>
          <dd>−{formatRupees(totals.discount)}</dd>
        </div>
        <div className="order-summary__grand">
          <dt>Grand Total</dt>
          <dd>{formatRupees(totals.grandTotal)}</dd>
        </div>
      </dl>
      <p className="order-summary__saved">You save {formatRupees(amountSaved(totals))} on this order</p>
      {children}
    </section>
  );
}
