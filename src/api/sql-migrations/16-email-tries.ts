import type { Migration } from './migration';

export const emailTries: Migration = {
  version: 16,
  name: "an update's email: its tries counted, given up after EMAIL_MAX_TRIES",
  statements: [
    `ALTER TABLE shopper_updates ADD COLUMN email_tries integer NOT NULL DEFAULT 0`,
    `ALTER TABLE shopper_updates ADD COLUMN email_error text`,
    `ALTER TABLE shopper_updates ADD COLUMN email_failed_at timestamptz`,
    // The sweep reads the unsent emails not given up, the fewest tries first.
    `DROP INDEX shopper_updates_unsent`,
    `CREATE INDEX shopper_updates_unsent ON shopper_updates (email_tries, seq)
        WHERE emailed_at IS NULL AND email_failed_at IS NULL`,
    // The console's list of emails given up, newest first.
    `CREATE INDEX shopper_updates_email_failed ON shopper_updates (email_failed_at DESC, seq DESC)
        WHERE email_failed_at IS NOT NULL`,
  ],
};
