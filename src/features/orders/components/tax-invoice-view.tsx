import { useId, type ReactNode } from 'react';
import { formatPaise } from '@/shared/format-rupees';
import type { TaxInvoice } from '@/shared/gst/tax-invoice';
import { formatDay } from '../order-dates';
import { gstColumns } from '../gst-columns';
import { GstDocumentHead, GstParties, GstLineHeads, GstRow } from './gst-document';
import './tax-invoice-view.css';

/** What a line or the totals carry of tax; a line its rate too. */
interface TaxAmounts {
  cgst: number;
  sgst: number;
  igst: number;
  ratePercent?: number;
}

/** A line's tax (or the totals') in the invoice's split, with its rate where a line has one. */
function taxCells(amounts: TaxAmounts, intra: boolean): ReactNode[] {
  const withRate = (paise: number, share: number) => (
    <>
      {formatPaise(paise)}
      {amounts.ratePercent !== undefined && <small> ({amounts.ratePercent / share}%)</small>}
    </>
  );
  return intra ? [withRate(amounts.cgst, 2), withRate(amounts.sgst, 2)] : [withRate(amounts.igst, 1)];
}

/**
 * The GST tax invoice as a document: on screen under the order, and alone on paper (its print
 * stylesheet hides the rest of the page), so "Save as PDF" in the print dialog gives the file.
 */
export function TaxInvoiceView({ invoice }: { invoice: TaxInvoice }) {
  const headingId = useId();
  const intra = invoice.supply === 'intra-state';
  const { totals } = invoice;
  const columns = gstColumns(
    ['Description', 'HSN', 'Qty', 'Value', 'Delivery less discount', 'Taxable value'],
    intra,
  );
  return (
    <article className="tax-invoice" aria-labelledby={headingId}>
      <GstDocumentHead
        headingId={headingId}
        title="Tax Invoice"
        facts={[
          ['Invoice number', invoice.number],
          ['Invoice date', formatDay(invoice.date)],
          ['Order number', invoice.orderNumber],
        ]}
      />
      <GstParties invoice={invoice} />

      <table className="tax-invoice__lines">
        <caption className="visually-hidden">Invoice lines</caption>
        <GstLineHeads columns={columns} />
        <tbody>
          {invoice.lines.map((line, index) => (
            <GstRow
              key={`${index}-${line.description}`}
              columns={columns}
              head={line.description}
              cells={[
                line.hsn,
                line.qty,
                formatPaise(line.listValue),
                formatPaise(line.adjustment),
                formatPaise(line.taxableValue),
                ...taxCells(line, intra),
                formatPaise(line.total),
              ]}
            />
          ))}
        </tbody>
        <tfoot>
          <GstRow
            columns={columns}
            head="Total"
            span={3}
            cells={[
              formatPaise(totals.listValue),
              formatPaise(totals.adjustment),
              formatPaise(totals.taxableValue),
              ...taxCells(totals, intra),
              formatPaise(totals.total),
            ]}
          />
        </tfoot>
      </table>

      <p className="tax-invoice__notes">
        Prices include GST. The delivery charge of {formatPaise(invoice.delivery)} and the discount of{' '}
        {formatPaise(invoice.discount)} are spread over the lines in proportion to their value. GST rates for
        footwear: {invoice.rateSource}.
      </p>
    </article>
  );
}
