import { Link, useParams } from 'react-router-dom';
import { useAddresses } from '@/features/addresses';
import {
  CancelOrder,
  OrderDetails,
  RefundLines,
  ReturnOrder,
  ReturnSteps,
  TaxInvoiceView,
  useGetOrderQuery,
} from '@/features/orders';
import { apiErrorMessage } from '@/shared/api-error';
import { PageTitle } from '@/shared/components/page-title';
import { Spinner } from '@/shared/components/spinner';
import './order-detail.css';
import { paths } from '@/shared/paths';

/** /orders/:orderId: one of the shopper's orders, and its GST tax invoice to print. */
export function OrderDetailScreen() {
  const { orderId = '' } = useParams();
  const { data, isLoading, error } = useGetOrderQuery(orderId);
  const { addresses } = useAddresses();

  return (
    <div className="order-detail">
      <div data-print="hide" className="order-detail__intro">
        <PageTitle>Your order</PageTitle>
        <Link to={`${paths.profile}?tab=orders`}>All your orders</Link>
      </div>
      {isLoading && <Spinner label="Loading your order" minHeight={160} />}
      {error && (
        <p className="form-error" role="alert">
          {apiErrorMessage(error)}
        </p>
      )}
      {data && (
        <>
          <section data-print="hide" className="order-detail__order card" aria-label="Order">
            <OrderDetails order={data.order} />
            <CancelOrder order={data.order} />
            <RefundLines orderId={data.order._id} afterSales={data.afterSales} />
            <ReturnOrder order={data.order} afterSales={data.afterSales} addresses={addresses} />
            <ReturnSteps order={data.order} afterSales={data.afterSales} />
          </section>
          {data.invoice ? (
            <>
              <div data-print="hide" className="order-detail__actions">
                <button type="button" className="btn btn--accent" onClick={() => window.print()}>
                  Print invoice
                </button>
              </div>
              <TaxInvoiceView invoice={data.invoice} />
            </>
          ) : (
            <p data-print="hide">The tax invoice is issued once the order is paid.</p>
          )}
        </>
      )}
    </div>
  );
}
