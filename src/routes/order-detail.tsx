import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const { orderId = '' } = useParams();
  const { data, isLoading, error } = useGetOrderQuery(orderId);
  const { addresses } = useAddresses();

  return (
    <div className="order-detail">
      <div data-print="hide" className="order-detail__intro">
        <PageTitle>{intl.formatMessage({ id: 'orders.yourOrder' })}</PageTitle>
        <Link to={`${paths.profile}?tab=orders`}>
          <FormattedMessage id="orders.allOrders" />
        </Link>
      </div>
      {isLoading && <Spinner label={intl.formatMessage({ id: 'orders.loadingOne' })} minHeight={160} />}
      {error && (
        <p className="form-error" role="alert">
          {apiErrorMessage(error)}
        </p>
      )}
      {data && (
        <>
          <section
            data-print="hide"
            className="order-detail__order card"
            aria-label={intl.formatMessage({ id: 'orders.order' })}
          >
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
                  <FormattedMessage id="orders.printInvoice" />
                </button>
              </div>
              <TaxInvoiceView invoice={data.invoice} />
            </>
          ) : (
            <p data-print="hide">
              <FormattedMessage id="orders.invoiceOncePaid" />
            </p>
          )}
        </>
      )}
    </div>
  );
}
