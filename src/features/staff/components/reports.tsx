import { useState } from 'react';
import { LoadFailed } from '@/shared/components/load-failed';
import { Spinner } from '@/shared/components/spinner';
import { StaffTable } from '@/shared/components/staff-table';
import { formatPaise } from '@/shared/format-rupees';
import type { Gstr1, Gstr1Table } from '@/shared/reports';
import { saveFile } from '@/shared/save-file';
import { gstr1FileName, gstr1Totals, indiaMonth, type TableTotal } from '../report-month';
import { useGstr1Query } from '../reports-api';
import { useDownload } from '../use-download';

const TABLE_LABELS: Readonly<Record<Gstr1Table, string>> = {
  b2cs: 'B2C small, by state and rate (table 7)',
  b2cl: 'B2C large invoices (table 5)',
  cdnur: 'Credit notes against B2C large (table 9B)',
  hsn: 'HSN summary (table 12)',
  docs: 'Documents issued (table 13)',
};

function TotalRow({ label, total, sign = 1 }: { label: string; total: TableTotal; sign?: number }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{formatPaise(sign * total.taxable)}</td>
      <td>{formatPaise(sign * total.tax)}</td>
    </tr>
  );
}

/** The month's return at a glance: each table's taxable value and tax, and the documents issued. */
function Gstr1Summary({ gstr1 }: { gstr1: Gstr1 }) {
  const totals = gstr1Totals(gstr1);
  return (
    <>
      <StaffTable caption={`GSTR-1 totals for ${gstr1.fp}`} columns={['Table', 'Taxable value', 'Tax']}>
        <TotalRow label={TABLE_LABELS.b2cs} total={totals.b2cs} />
        <TotalRow label={TABLE_LABELS.b2cl} total={totals.b2cl} />
        <TotalRow label={TABLE_LABELS.cdnur} total={totals.cdnur} sign={-1} />
        <TotalRow label={TABLE_LABELS.hsn} total={totals.hsn} />
      </StaffTable>
      {gstr1.doc_issue.doc_det.length === 0 && (
        <p className="empty-state">No invoices or credit notes were issued in this month.</p>
      )}
      <ul className="staff-muted">
        {gstr1.doc_issue.doc_det.map(({ doc_typ, docs }) =>
          docs.map((series) => (
            <li key={series.from}>
              {doc_typ}: {series.net_issue} ({series.from} to {series.to}
              {series.cancel > 0 ? `, ${series.cancel} cancelled` : ''})
            </li>
          )),
        )}
      </ul>
    </>
  );
}

type Save = (path: string, filename: string) => void;

function Downloads({ month, gstr1, save, busy }: { month: string; gstr1: Gstr1; save: Save; busy: boolean }) {
  const json = () =>
    saveFile(new Blob([JSON.stringify(gstr1)], { type: 'application/json' }), gstr1FileName(gstr1));
  const table = (name: Gstr1Table) => () =>
    save(`/staff/reports/gstr1.csv?month=${month}&table=${name}`, `gstr1-${month}-${name}.csv`);
  return (
    <div className="staff-downloads">
      <button type="button" className="btn" onClick={json}>
        Download GSTR-1 (JSON for the GST portal)
      </button>
      <button
        type="button"
        className="btn btn--ghost"
        disabled={busy}
        onClick={() =>
          save(`/staff/reports/sales-register.csv?month=${month}`, `sales-register-${month}.csv`)
        }
      >
        Download sales register (CSV)
      </button>
      {(Object.keys(TABLE_LABELS) as Gstr1Table[]).map((name) => (
        <button key={name} type="button" className="btn btn--ghost" disabled={busy} onClick={table(name)}>
          {TABLE_LABELS[name]} (CSV)
        </button>
      ))}
    </div>
  );
}

/** /staff/reports: a month's GSTR-1 from the shop's own invoices and credit notes, its tables and the sales register. */
export function Reports() {
  const [month, setMonth] = useState(() => indiaMonth(1));
  // currentData, not data: while another month loads, the last month's figures (and its download)
  // must not show under the new month.
  const { currentData: gstr1, error, isFetching, refetch } = useGstr1Query(month);
  const { save, news, busy } = useDownload();
  return (
    <section className="staff-reports">
      <label>
        Month
        <input
          type="month"
          value={month}
          min="2017-07"
          onChange={(event) => event.target.value && setMonth(event.target.value)}
        />
      </label>
      {isFetching && !gstr1 && <Spinner label="Reading the month's invoices" minHeight={120} />}
      {error && <LoadFailed error={error} onRetry={() => void refetch()} />}
      {gstr1 && !error && (
        <>
          <Gstr1Summary gstr1={gstr1} />
          <Downloads month={month} gstr1={gstr1} save={save} busy={busy} />
        </>
      )}
      <p role="status" aria-live="polite">
        {news}
      </p>
    </section>
  );
}
