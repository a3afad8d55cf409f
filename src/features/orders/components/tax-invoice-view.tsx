import { useId } from 'react';
import { formatPaise } from '@/shared/format-rupees';
import type { TaxInvoice } from '@/shared/gst/tax-invoice';
import { formatDay } from '../order-dates';
import { GstDocumentHead, GstParties, GstLineHeads } from './gst-document';
import './tax-invoice-view.css';

/**
 * The GST tax invoice as a document: on screen under the order, and alone on paper (its print
 * stylesheet hides the rest of the page), so "Save as PDF" in the print dialog gives the file.
 */
export function TaxInvoiceView({ invoice }: { invoice: TaxInvoice }) {
  const headingId = useId();
  const intra = invoice.supply === 'intra-state';
  const { totals } = invoice;
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
        <GstLineHeads
          before={['Description', 'HSN', 'Qty', 'Value', 'Delivery less discount', 'Taxable value']}
          intra={intra}
        />
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={`${index}-${line.description}`}>
              <th scope="row">{line.description}</th>
              <td>{line.hsn}</td>
              <td>{line.qty}</td>
              <td>{formatPaise(line.listValue)}</td>
              <td>{formatPaise(line.adjustment)}</td>
              <td>{formatPaise(line.taxableValue)}</td>
              {intra ? (
                <>
                  <td>
                    {formatPaise(line.cgst)} <small>({line.ratePercent / 2}%)</small>
                  </td>
                  <td>
                    {formatPaise(line.sgst)} <small>({line.ratePercent / 2}%)</small>
                  </td>
                </>
              ) : (
                <td>
                  {formatPaise(line.igst)} <small>({line.ratePercent}%)</small>
                </td>
              )}
              <td>{formatPaise(line.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td>{formatPaise(totals.listValue)}</td>
            <td>{formatPaise(totals.adjustment)}</td>
            <td>{formatPaise(totals.taxableValue)}</td>
            {intra ? (
              <>
                <td>{formatPaise(totals.cgst)}</td>
                <td>{formatPaise(totals.sgst)}</td>
              </>
            ) : (
              <td>{formatPaise(totals.igst)}</td>
            )}
            <td>{formatPaise(totals.total)}</td>
          </tr>
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
