import { Link, useSearchParams } from 'react-router-dom';
import { TaxInvoiceView } from '@/features/orders';
import { PackingSlip, useStaffOrderQuery } from '@/features/staff';
import { PageTitle } from '@/shared/components/page-title';
import { Spinner } from '@/shared/components/spinner';
import { staffPaths, staffPrintPath, type PaperSize, type PrintedDocument } from '@/shared/paths';
import './print.css';

/** No more orders than a day's packing on one print run: a longer list is a link gone wrong. */
const MOST_ORDERS = 100;

const PAPER: readonly (readonly [PaperSize, string])[] = [
  ['a4', 'A4 sheets'],
  ['label', '4 × 6 inch labels'],
];

/** One order's sheet: its slip, or its invoice (an order not yet invoiced says so). */
function PrintedOrder({ orderId, document }: { orderId: string; document: PrintedDocument }) {
  const { data, isLoading } = useStaffOrderQuery(orderId);
  if (isLoading) return <Spinner label="Loading the order" minHeight={120} />;
  if (!data) {
    return (
      <p role="alert" className="form-error" data-print="hide">
        The order {orderId} could not be loaded: it is left out.
      </p>
    );
  }
  if (document === 'slip') {
    return (
      <div className="print-sheet">
        <PackingSlip answer={data} />
      </div>
    );
  }
  if (!data.invoice) {
    return (
      <p className="staff-muted" data-print="hide">
        The order {orderId} has no tax invoice yet (it is issued once the order is paid).
      </p>
    );
  }
  return (
    <div className="print-sheet">
      <TaxInvoiceView invoice={data.invoice} />
    </div>
  );
}

/**
 * /staff/print?doc=slip|invoice&size=a4|label&orders=<ids>: the orders' packing slips or tax
 * invoices, one to a page, for the browser's print (its stylesheet leaves the console out and sizes
 * the page by @page: A4 or a 4 × 6 inch label).
 */
export function StaffPrintScreen() {
  const [search] = useSearchParams();
  const document: PrintedDocument = search.get('doc') === 'invoice' ? 'invoice' : 'slip';
  const size: PaperSize = search.get('size') === 'label' ? 'label' : 'a4';
  const orderIds = (search.get('orders') ?? '').split(',').filter(Boolean).slice(0, MOST_ORDERS);
  const what = document === 'slip' ? 'Packing slips' : 'Tax invoices';
  return (
    <div className={`print-run print-run--${size}`}>
      <div data-print="hide" className="print-run__controls">
        <PageTitle>{what}</PageTitle>
        <p>
          {orderIds.length === 1 ? 'One order' : `${orderIds.length} orders`}, one to a page.{' '}
          <Link to={staffPaths.orders}>Back to the orders</Link>
        </p>
        <nav aria-label="Paper" className="staff-tabs">
          {PAPER.map(([paper, label]) => (
            <Link
              key={paper}
              to={staffPrintPath(document, orderIds, paper)}
              replace
              aria-current={paper === size ? 'page' : undefined}
            >
              {label}
            </Link>
          ))}
        </nav>
        <button type="button" className="btn btn--accent" onClick={() => window.print()}>
          Print {what.toLowerCase()}
        </button>
      </div>
      {orderIds.length === 0 && <p className="empty-state">No orders were chosen to print.</p>}
      {orderIds.map((orderId) => (
        <PrintedOrder key={orderId} orderId={orderId} document={document} />
      ))}
    </div>
  );
}
