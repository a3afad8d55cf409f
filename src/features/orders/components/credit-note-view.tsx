import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CreditNote } from '@/shared/refunds';
import { formatPaise } from '@/shared/format-rupees';
import { indiaDate, type TaxInvoice } from '@/shared/gst/tax-invoice';
import { useLocale } from '@/shared/i18n/language-context';
import type { MessageId } from '@/shared/i18n/message-id';
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
  const intl = useIntl();
  const locale = useLocale();
  const word = (id: MessageId) => intl.formatMessage({ id });
  const intra = invoice.supply === 'intra-state';
  const columns = gstColumns(
    [word('invoice.description'), word('invoice.qty'), word('invoice.taxableValue')],
    intra,
    word('invoice.total'),
  );
  const taxCells = (amounts: Pick<CreditNote, 'cgstPaise' | 'sgstPaise' | 'igstPaise'>) =>
    intra
      ? [formatPaise(amounts.cgstPaise), formatPaise(amounts.sgstPaise)]
      : [formatPaise(amounts.igstPaise)];
  return (
    <article className="tax-invoice" aria-labelledby={headingId}>
      <GstDocumentHead
        headingId={headingId}
        title={word('invoice.creditNoteTitle')}
        facts={[
          [word('invoice.creditNoteNumber'), creditNote.number],
          [word('invoice.creditNoteDate'), formatDay(indiaDate(creditNote.issuedAt), locale)],
          [
            word('invoice.against'),
            intl.formatMessage(
              { id: 'invoice.againstValue' },
              { number: invoice.number, date: formatDay(invoice.date, locale) },
            ),
          ],
          [word('invoice.reason'), word(`afterSale.refundCause.${creditNote.cause}`)],
        ]}
      />
      <GstParties invoice={invoice} />
      <table className="tax-invoice__lines">
        <caption className="visually-hidden">
          <FormattedMessage id="invoice.creditNoteLines" />
        </caption>
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
            head={word('invoice.totalCredited')}
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
        <FormattedMessage id="invoice.creditNoteNotes" values={{ number: invoice.number }} />
      </p>
    </article>
  );
}
