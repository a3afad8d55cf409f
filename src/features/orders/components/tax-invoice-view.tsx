import { useId } from 'react';
import { formatPaise } from '@/shared/format-rupees';
import type { TaxInvoice } from '@/shared/gst/tax-invoice';
import { formatDay } from '../order-dates';
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
      <header className="tax-invoice__head">
        <h2 id={headingId} className="tax-invoice__title">
          Tax Invoice
        </h2>
        <dl className="tax-invoice__meta">
          <div>
            <dt>Invoice number</dt>
            <dd>{invoice.number}</dd>
          </div>
          <div>
            <dt>Invoice date</dt>
            <dd>{formatDay(invoice.date)}</dd>
          </div>
        </dl>
      </header>

      <div className="tax-invoice__parties">
        <section>
          <h3>Sold by</h3>
          <p>
            <strong>{invoice.seller.name}</strong>
            <br />
            {invoice.seller.address}
            <br />
            GSTIN: {invoice.seller.gstin}
          </p>
        </section>
        <section>
          <h3>Billed and shipped to</h3>
          <p>
            <strong>{invoice.buyer.name}</strong>
            <br />
            {invoice.buyer.address}
            <br />
            Place of supply: {invoice.placeOfSupply}
          </p>
        </section>
      </div>

      <table className="tax-invoice__lines">
        <caption className="visually-hidden">Invoice lines</caption>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col">HSN</th>
            <th scope="col">Qty</th>
            <th scope="col">Value</th>
            <th scope="col">Delivery less discount</th>
            <th scope="col">Taxable value</th>
            {intra ? (
              <>
                <th scope="col">CGST</th>
                <th scope="col">SGST</th>
              </>
            ) : (
              <th scope="col">IGST</th>
            )}
            <th scope="col">Total</th>
          </tr>
        </thead>
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
