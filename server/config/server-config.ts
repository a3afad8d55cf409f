import type { PaymentSetup, Secrets } from '@/api';
import type { Seller } from '@/shared/gst/tax-invoice';
import type { SellerContacts } from '@/shared/seller';
import type { TrustProxy } from '../http/edge';
import type { MailConfig } from './mail';
import type { RazorpayConfig } from './payments';

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite's data and the generated secret live here unless DATABASE_URL is set. */
  dataDir: string;
  databaseUrl: string | null;
  /** Processes serving the port (node:cluster when above 1); PGlite is one process by nature. */
  workers: number;
  /** PostgreSQL connections each process may hold. */
  poolSize: number;
  /** Where GET /metrics answers (Prometheus), never the public port; null: not served. */
  metricsPort: number | null;
  distDir: string;
  /** The page renderer's bundle: the catalogue's and the law's pages are sent with their content. */
  rendererFile: string;
  /**
   * The origin shoppers reach the shop at (https://sneakerhub.in), for absolute links in pages, and
   * HSTS when https. Required with DATABASE_URL; null: the listening address (never the Host header).
   */
  publicUrl: string | null;
  secrets: Secrets;
  payments: PaymentSetup;
  /** Razorpay's API and webhooks with the shop's keys; null without keys (the offline test checkout). */
  razorpay: RazorpayConfig | null;
  seller: Seller;
  /** Customer care and the grievance officer the shop shows (SELLER_CARE_*, SELLER_GRIEVANCE_*). */
  sellerContacts: SellerContacts;
  /** Which X-Forwarded-For hops to believe for the client's address (TRUST_PROXY); null: none. */
  trustProxy: TrustProxy | null;
  /** Said once when the server starts serving (main.ts logs each as a warning). */
  warnings: string[];
  /**
   * Whether the seed puts in the demo accounts, whose passwords the README publishes
   * (SEED_DEMO_USERS): by default on PGlite (a developer's machine), never by default on PostgreSQL.
   */
  seedDemoUsers: boolean;
  /** The shopper's emails (SMTP_URL, MAIL_FROM) and how soon an unsent one is tried again. */
  mail: MailConfig;
}
