import type { ReactNode } from 'react';
import type { TaxInvoice } from '@/shared/gst/tax-invoice';

/** A GST document's title and its facts (number, date…), as the invoice and the credit note head them. */
export function GstDocumentHead({
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
export function GstParties({ invoice }: { invoice: TaxInvoice }) {
  return (
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
  );
}

/** A GST document's column heads: `before` the tax, the tax in the invoice's split (CGST and SGST within the seller's state, IGST across states), the total. */
export function GstLineHeads({ before, intra }: { before: readonly string[]; intra: boolean }) {
  const heads = [...before, ...(intra ? ['CGST', 'SGST'] : ['IGST']), 'Total'];
  return (
    <thead>
      <tr>
        {heads.map((head) => (
          <th key={head} scope="col">
            {head}
          </th>
        ))}
      </tr>
    </thead>
  );
}
