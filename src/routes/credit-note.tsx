import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { CreditNoteView, useGetCreditNoteQuery } from '@/features/orders';
import { apiErrorMessage } from '@/shared/api-error';
import { PageTitle } from '@/shared/components/page-title';
import { Spinner } from '@/shared/components/spinner';
import { orderPath } from '@/shared/paths';
import './order-detail.css';

/** /orders/:orderId/credit-notes/:number: one of the order's GST credit notes, to print as the invoice is. */
export function CreditNoteScreen() {
  const { orderId = '', number = '' } = useParams();
  const { data, isLoading, error } = useGetCreditNoteQuery({ orderId, number });
  const intl = useIntl();
  return (
    <div className="order-detail">
      <div data-print="hide" className="order-detail__intro">
        <PageTitle>{intl.formatMessage({ id: 'invoice.creditNotePage' })}</PageTitle>
        <Link to={orderPath(orderId)}>
          <FormattedMessage id="invoice.backToOrder" />
        </Link>
      </div>
      {isLoading && (
        <Spinner label={intl.formatMessage({ id: 'invoice.loadingCreditNote' })} minHeight={160} />
      )}
      {error && (
        <p className="form-error" role="alert">
          {apiErrorMessage(error)}
        </p>
      )}
      {data?.invoice && (
        <>
          <div data-print="hide" className="order-detail__actions">
            <button type="button" className="btn btn--accent" onClick={() => window.print()}>
              <FormattedMessage id="invoice.printCreditNote" />
            </button>
          </div>
          <CreditNoteView creditNote={data.creditNote} invoice={data.invoice} />
        </>
      )}
    </div>
  );
}
