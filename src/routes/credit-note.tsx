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
  return (
    <div className="order-detail">
      <div data-print="hide" className="order-detail__intro">
        <PageTitle>Credit note</PageTitle>
        <Link to={orderPath(orderId)}>Back to the order</Link>
      </div>
      {isLoading && <Spinner label="Loading the credit note" minHeight={160} />}
      {error && (
        <p className="form-error" role="alert">
          {apiErrorMessage(error)}
        </p>
      )}
      {data?.invoice && (
        <>
          <div data-print="hide" className="order-detail__actions">
            <button type="button" className="btn btn--accent" onClick={() => window.print()}>
              Print credit note
            </button>
          </div>
          <CreditNoteView creditNote={data.creditNote} invoice={data.invoice} />
        </>
      )}
    </div>
  );
}
