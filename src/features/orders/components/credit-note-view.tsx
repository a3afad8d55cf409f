import { useId } from 'react';
import type { CreditNote } from '@/shared/refunds';
import { formatPaise } from '@/shared/format-rupees';
import { indiaDate, type TaxInvoice } from '@/shared/gst/tax-invoice';
import { REFUND_CAUSE_LABELS } from '../refund-labels';
import { formatDay } from '../order-dates';
import { GstDocumentHead, GstParties, GstLineHeads } from './gst-document';
import './tax-invoice-view.css';

/**
 * A GST credit note as a document, like the invoice it is against (same parties, same print
 * stylesheet): the reversed value of each line, with its tax in the invoice's split.
 */
export function CreditNoteView({ creditNote, invoice }: { creditNote: CreditNote; invoice: TaxInvoice }) {
  const headingId = useId();
  const intra = invoice.supply === 'intra-state';
  const taxCells = (amounts: Pick<CreditNote, 'cgstPaise' | 'sgstPaise' | 'igstPaise'>) =>
    intra ? (
      <>
        <td>{formatPaise(amounts.cgstPaise)}</td>
        <td>{formatPaise(amounts.sgstPaise)}</td>
      </>
    ) : (
      <td>{formatPaise(amounts.igstPaise)}</td>
    );
  return (
    <article className="tax-invoice" aria-labelledby={headingId}>
      <GstDocumentHead
        headingId={headingId}
        title="Credit Note"
        facts={[
          ['Credit note number', creditNote.number],
          ['Date', formatDay(indiaDate(creditNote.issuedAt))],
          ['Against invoice', `${invoice.number} of ${formatDay(invoice.date)}`],
          ['Reason', REFUND_CAUSE_LABELS[creditNote.cause]],
        ]}
      />
      <GstParties invoice={invoice} />
      <table className="tax-invoice__lines">
        <caption className="visually-hidden">Credit note lines</caption>
        <GstLineHeads before={['Description', 'Qty', 'Taxable value']} intra={intra} />
        <tbody>
          {creditNote.lines.map((line) => (
            <tr key={line.productId}>
              <th scope="row">{line.title}</th>
              <td>{line.qty}</td>
              <td>{formatPaise(line.taxablePaise)}</td>
              {taxCells(line)}
              <td>{formatPaise(line.totalPaise)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total credited
            </th>
            <td>{formatPaise(creditNote.taxablePaise)}</td>
            {taxCells(creditNote)}
            <td>{formatPaise(creditNote.totalPaise)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="tax-invoice__notes">
        Issued under section 34 of the CGST Act, 2017: the value and the tax above reduce invoice{' '}
        {invoice.number}.
      </p>
    </article>
  );
}
