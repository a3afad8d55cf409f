import { useId } from 'react';
import type { CreditNote } from '@/shared/refunds';
import { formatPaise } from '@/shared/format-rupees';
import { indiaDate, type TaxInvoice } from '@/shared/gst/tax-invoice';
import { REFUND_CAUSE_LABELS } from '../refund-labels';
import { formatDay } from '../order-dates';
import { gstColumns } from '../gst-columns';
import { GstDocumentHead, GstParties, GstLineHeads, GstRow } from './gst-document';
import './tax-invoice-view.css';

/**
 * A GST credit note as a document, like the invoice it is against (same parties, same print
 * stylesheet): the reversed value of each line, with its tax in the invoice's split.
 */
export function CreditNoteView({ creditNote, invoice }: { creditNote: CreditNote; invoice: TaxInvoice }) {
  const headingId = useId();
  const intra = invoice.supply === 'intra-state';
  const columns = gstColumns(['Description', 'Qty', 'Taxable value'], intra);
  const taxCells = (amounts: Pick<CreditNote, 'cgstPaise' | 'sgstPaise' | 'igstPaise'>) =>
    intra
      ? [formatPaise(amounts.cgstPaise), formatPaise(amounts.sgstPaise)]
      : [formatPaise(amounts.igstPaise)];
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
        <GstLineHeads columns={columns} />
        <tbody>
          {creditNote.lines.map((line) => (
            <GstRow
              key={line.productId}
              columns={columns}
              head={line.title}
              cells={[
                line.qty,
                formatPaise(line.taxablePaise),
                ...taxCells(line),
                formatPaise(line.totalPaise),
              ]}
            />
          ))}
        </tbody>
        <tfoot>
          <GstRow
            columns={columns}
            head="Total credited"
            span={2}
            cells={[
              formatPaise(creditNote.taxablePaise),
              ...taxCells(creditNote),
              formatPaise(creditNote.totalPaise),
            ]}
          />
        </tfoot>
      </table>
      <p className="tax-invoice__notes">
        Issued under section 34 of the CGST Act, 2017: the value and the tax above reduce invoice{' '}
        {invoice.number}.
      </p>
    </article>
  );
}
