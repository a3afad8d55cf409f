import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { TaxInvoice } from '@/shared/gst/tax-invoice';

/** A GST document's title and its facts (number, date…), as the invoice and the credit note head them. */
function GstDocumentHead({
  headingId,
  title,
  facts,
}: {
  headingId: string;
  title: string;
  facts: readonly (readonly [string, ReactNode])[];
}) {
  return (
    <header className="tax-invoice__head">
      <h2 id={headingId} className="tax-invoice__title">
        {title}
      </h2>
      <dl className="tax-invoice__meta">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}

/** Who sold and who bought, from the invoice: the same parties on the invoice and its credit notes. */
function GstParties({ invoice }: { invoice: TaxInvoice }) {
  return (
    <div className="tax-invoice__parties">
      <section>
        <h3>
          <FormattedMessage id="invoice.soldBy" />
        </h3>
        <p>
          <strong>{invoice.seller.name}</strong>
          <br />
          {invoice.seller.address}
          <br />
          <FormattedMessage id="invoice.gstin" values={{ gstin: invoice.seller.gstin }} />
        </p>
      </section>
      <section>
        <h3>
          <FormattedMessage id="invoice.billedTo" />
        </h3>
        <p>
          <strong>{invoice.buyer.name}</strong>
          <br />
          {invoice.buyer.address}
          <br />
          <FormattedMessage id="invoice.placeOfSupply" values={{ place: invoice.placeOfSupply }} />
        </p>
      </section>
    </div>
  );
}

/** A GST document's column heads (gstColumns). */
function GstLineHeads({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((head) => (
          <th key={head} scope="col">
            {head}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * One row of a GST document: its head over the first `span` columns, then a cell per remaining
 * column, each labelled with its column's head for the phone's stacked layout.
 */
export function GstRow({
  columns,
  head,
  cells,
  span = 1,
}: {
  columns: readonly string[];
  head: ReactNode;
  cells: readonly ReactNode[];
  span?: number;
}) {
  return (
    <tr>
      <th scope="row" colSpan={span > 1 ? span : undefined}>
        {head}
      </th>
      {cells.map((cell, index) => {
        const label = columns[span + index] ?? '';
        return (
          <td key={label} data-label={label}>
            <span>{cell}</span>
          </td>
        );
      })}
    </tr>
  );
}

/**
 * A GST document (the invoice, a credit note against it): its title and facts, the parties, its
 * lines under `columns` (`rows`, then the `total` row) and a closing note.
 */
export function GstDocument({
  invoice,
  title,
  facts,
  caption,
  columns,
  rows,
  total,
  notes,
}: {
  invoice: TaxInvoice;
  title: string;
  facts: readonly (readonly [string, ReactNode])[];
  caption: ReactNode;
  columns: readonly string[];
  rows: ReactNode;
  total: ReactNode;
  notes: ReactNode;
}) {
  const headingId = useId();
  return (
    <article className="tax-invoice" aria-labelledby={headingId}>
      <GstDocumentHead headingId={headingId} title={title} facts={facts} />
      <GstParties invoice={invoice} />
      <table className="tax-invoice__lines">
        <caption className="visually-hidden">{caption}</caption>
        <GstLineHeads columns={columns} />
        <tbody>{rows}</tbody>
        <tfoot>{total}</tfoot>
      </table>
      <p className="tax-invoice__notes">{notes}</p>
    </article>
  );
}
