import type { CreditNote } from '@/shared/refunds';
import { formatPaise } from '@/shared/format-rupees';
import { indiaDate, type TaxInvoice } from '@/shared/gst/tax-invoice';
import { formatDay } from '../order-dates';
import { gstColumns } from '../gst-columns';
import { useGstWords } from '../use-gst-words';
import { GstDocument, GstRow } from './gst-document';
import './tax-invoice-view.css';

/**
 * A GST credit note as a document, like the invoice it is against (same parties, same print
 * stylesheet): the reversed value of each line, with its tax in the invoice's split.
 */
export function CreditNoteView({ creditNote, invoice }: { creditNote: CreditNote; invoice: TaxInvoice }) {
  const { intl, locale, word } = useGstWords();
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
  const against = { number: invoice.number, date: formatDay(invoice.date, locale) };
  return (
    <GstDocument
      invoice={invoice}
      title={word('invoice.creditNoteTitle')}
      facts={[
        [word('invoice.creditNoteNumber'), creditNote.number],
        [word('invoice.creditNoteDate'), formatDay(indiaDate(creditNote.issuedAt), locale)],
        [word('invoice.against'), intl.formatMessage({ id: 'invoice.againstValue' }, against)],
        [word('invoice.reason'), word(`afterSale.refundCause.${creditNote.cause}`)],
      ]}
      caption={word('invoice.creditNoteLines')}
      columns={columns}
      rows={creditNote.lines.map((line) => (
        <GstRow
          key={line.productId}
          columns={columns}
          head={line.title}
          cells={[line.qty, formatPaise(line.taxablePaise), ...taxCells(line), formatPaise(line.totalPaise)]}
        />
      ))}
      total={
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
      }
      notes={intl.formatMessage({ id: 'invoice.creditNoteNotes' }, { number: invoice.number })}
    />
  );
}
