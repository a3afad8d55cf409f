import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Celebration, isOrderPlacedState, useOrders, type OrderPlacedState } from '@/features/orders';
import { PageTitle } from '@/shared/components/page-title';
import { formatRupees } from '@/shared/format-rupees';
import './order.css';
import { orderPath, paths } from '@/shared/paths';

function PlacedOrderFacts({ orderId }: { orderId: string }) {
  const order = useOrders().orders.find((candidate) => candidate._id === orderId);
  const intl = useIntl();
  if (!order) return null;
  return (
    <dl className="order-page__facts">
      <div>
        <dt>
          <FormattedMessage id="orders.orderNumber" />
        </dt>
        <dd className="order-page__number">{order.number}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage
            id={order.paymentMethod === 'cod' ? 'orders.toPayOnDelivery' : 'orders.amountPaid'}
          />
        </dt>
        <dd>{formatRupees(order.amounts.grandTotal)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="orders.payment" />
        </dt>
        <dd className="order-page__mono">
          {order.paymentId ?? intl.formatMessage({ id: 'orders.method.cod' })}
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="orders.deliveringTo" />
        </dt>
        <dd>{[order.address.name, order.address.city].join(', ')}</dd>
      </div>
    </dl>
  );
}

/**
 * Spec §2 order success. Only an order just placed brings the shopper here (the checkout passes
 * it in the router state, which also survives a reload); anything else goes to the product list.
 */
export function OrderScreen() {
  const intl = useIntl();
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
        <PageTitle>{intl.formatMessage({ id: 'orders.successful' })}</PageTitle>
        <p className="order-page__thanks">
          <FormattedMessage id="orders.thanks" />
        </p>
        <PlacedOrderFacts orderId={placed.placedOrderId} />
        <Link to={orderPath(placed.placedOrderId)}>
          <FormattedMessage id="orders.viewOrder" />
        </Link>
        <Link to={paths.home} className="btn btn--accent">
          <FormattedMessage id="orders.continueShopping" />
        </Link>
      </div>
    </div>
  );
}
