import type { Migration } from './migration';

export const complaints: Migration = {
  version: 15,
  name: 'complaints to the grievance officer',
  statements: [
    `CREATE TABLE complaints (
        ticket text PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        phone text,
        order_id text,
        subject text NOT NULL,
        message text NOT NULL,
        created_at timestamptz NOT NULL,
        acknowledge_by timestamptz NOT NULL,
        status text NOT NULL CHECK (status IN ('open', 'acknowledged', 'resolved'))
      )`,
    // The console's list: newest first, and the same for one status.
    `CREATE INDEX complaints_newest_first ON complaints (created_at DESC, ticket DESC)`,
    `CREATE INDEX complaints_by_status_newest ON complaints (status, created_at DESC, ticket DESC)`,
  ],
};
