import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Celebration, isOrderPlacedState, useOrders, type OrderPlacedState } from '@/features/orders';
import { PageTitle } from '@/shared/components/page-title';
import { formatRupees } from '@/shared/format-rupees';
import { inlineMessages } from '@/shared/messages';
import './order.css';
import { orderPath, paths } from '@/shared/paths';

function PlacedOrderFacts({ orderId }: { orderId: string }) {
  const order = useOrders().orders.find((candidate) => candidate._id === orderId);
  if (!order) return null;
  return (
    <dl className="order-page__facts">
      <div>
        <dt>Order number</dt>
        <dd className="order-page__number">{order.number}</dd>
      </div>
      <div>
        <dt>{order.paymentMethod === 'cod' ? 'To pay on delivery' : 'Amount paid'}</dt>
        <dd>{formatRupees(order.amounts.grandTotal)}</dd>
      </div>
      <div>
        <dt>Payment</dt>
        <dd className="order-page__mono">{order.paymentId ?? 'Cash on Delivery'}</dd>
      </div>
      <div>
        <dt>Delivering to</dt>
        <dd>
          {order.address.name}, {order.address.city}
        </dd>
      </div>
    </dl>
  );
}

/**
 * Spec §2 order success. Only an order just placed brings the shopper here (the checkout passes
 * it in the router state, which also survives a reload); anything else goes to the product list.
 */
export function OrderScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const placed = isOrderPlacedState(location.state) ? location.state : null;

  // The confetti is thrown once: the router state forgets it at once, so a reload or Back/Forward
  // does not throw it again. (Forgetting it when the confetti ends would navigate then, and could
  // undo a link the shopper followed meanwhile.)
  const [celebrating] = useState(() => placed?.celebrate === true);
  useEffect(() => {
    if (!placed?.celebrate) return;
    const state: OrderPlacedState = { ...placed, celebrate: false };
    void navigate(location.pathname, { replace: true, state });
  }, [placed, navigate, location.pathname]);

  if (!placed) return <Navigate to={paths.productList} replace />;

  return (
    <div className="order-page">
      {celebrating && <Celebration />}
      <div className="order-page__card card">
        <PageTitle>{inlineMessages.orderSuccessful}</PageTitle>
        <p className="order-page__thanks">{inlineMessages.orderThanks}</p>
        <PlacedOrderFacts orderId={placed.placedOrderId} />
        <Link to={orderPath(placed.placedOrderId)}>View your order and its invoice</Link>
        <Link to={paths.home} className="btn btn--accent">
          {inlineMessages.continueShopping}
        </Link>
      </div>
    </div>
  );
}
