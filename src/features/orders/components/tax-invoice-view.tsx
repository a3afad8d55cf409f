import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatPaise } from '@/shared/format-rupees';
import type { TaxInvoice } from '@/shared/gst/tax-invoice';
import { formatDay } from '../order-dates';
import { gstColumns } from '../gst-columns';
import { useGstWords } from '../use-gst-words';
import { GstDocument, GstRow } from './gst-document';
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
      {amounts.ratePercent !== undefined && (
        <small>
          <FormattedMessage id="invoice.rate" values={{ rate: amounts.ratePercent / share }} />
        </small>
      )}
    </>
  );
  return intra ? [withRate(amounts.cgst, 2), withRate(amounts.sgst, 2)] : [withRate(amounts.igst, 1)];
}

/**
 * The GST tax invoice as a document: on screen under the order, and alone on paper (its print
 * stylesheet hides the rest of the page), so "Save as PDF" in the print dialog gives the file.
 */
export function TaxInvoiceView({ invoice }: { invoice: TaxInvoice }) {
  const { locale, word } = useGstWords();
  const intra = invoice.supply === 'intra-state';
  const { totals } = invoice;
  const columns = gstColumns(
    (['description', 'hsn', 'qty', 'value', 'adjustment', 'taxableValue'] as const).map((column) =>
      word(`invoice.${column}`),
    ),
    intra,
    word('invoice.total'),
  );
  return (
    <GstDocument
      invoice={invoice}
      title={word('invoice.title')}
      facts={[
        [word('invoice.number'), invoice.number],
        [word('invoice.date'), formatDay(invoice.date, locale)],
        [word('invoice.orderNumber'), invoice.orderNumber],
      ]}
      caption={word('invoice.lines')}
      columns={columns}
      rows={invoice.lines.map((line, index) => (
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
      total={
        <GstRow
          columns={columns}
          head={word('invoice.total')}
          span={3}
          cells={[
            formatPaise(totals.listValue),
            formatPaise(totals.adjustment),
            formatPaise(totals.taxableValue),
            ...taxCells(totals, intra),
            formatPaise(totals.total),
          ]}
        />
      }
      notes={
        <FormattedMessage
          id="invoice.notes"
          values={{
            delivery: formatPaise(invoice.delivery),
            discount: formatPaise(invoice.discount),
            rateSource: invoice.rateSource,
          }}
        />
      }
    />
  );
}
