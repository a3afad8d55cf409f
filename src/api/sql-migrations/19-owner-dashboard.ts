import type { Migration } from './migration';

export const ownerDashboard: Migration = {
  version: 19,
  name: "the owner's dashboard and morning note: invoices and credit notes by date, the note's setting and its log",
  statements: [
    // The dashboard's sales (src/api/dashboard/sql-repository.ts): invoices by the moment they are
    // dated (paid, or placed for Cash on Delivery), credit notes by their issue, returns by when
    // they were asked for (the first step's timestamp, as text in the one timestamp format).
    `CREATE INDEX orders_invoiced_at ON orders ((coalesce(paid_at, created_at))) WHERE invoice_number IS NOT NULL`,
    `CREATE INDEX credit_notes_issued_at ON credit_notes (issued_at)`,
    `CREATE INDEX order_returns_asked_at ON order_returns ((steps -> 0 ->> 'at'))`,
    // The to-dos: the refunds index of migration 13 and the status indexes count the rest.
    `CREATE INDEX complaints_open_by_deadline ON complaints (acknowledge_by) WHERE status = 'open'`,
    `ALTER TABLE staff_members ADD COLUMN morning_note boolean NOT NULL DEFAULT true`,
    // One note per owner and India day, whichever process sends it: a row is claimed before the
    // send (claimed_at) and marked sent after (sent_at); a claim left by a process that died is
    // taken over once it is old (src/api/dashboard/morning-note-log.ts).
    `CREATE TABLE morning_notes (
        staff_id text NOT NULL REFERENCES staff_members (_id) ON DELETE CASCADE,
        day date NOT NULL,
        claimed_at timestamptz NOT NULL,
        sent_at timestamptz,
        PRIMARY KEY (staff_id, day)
      )`,
  ],
};
