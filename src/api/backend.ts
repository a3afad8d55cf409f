import { PICTURE_WIDTHS } from '@/shared/picture-files.cjs';
import type { PictureFormat } from '@/shared/product-pictures';
import type { ProductImageType } from '@/api/catalogue/picture-upload';
import type { SellerContacts } from '@/shared/seller';
import type { Courier } from '@/shared/staff';
import type { Seller } from '@/shared/gst/tax-invoice';
import type { Clock } from './clock';
import type { Secrets } from '@/api/accounts/auth';
import type { RateLimiters } from '@/api/limits/rate-limits';
import type { Repositories } from '@/api/repositories';
import type { RazorpayAccount } from '@/api/razorpay/api';

/** Where the shop loads Razorpay's checkout from, and with which key (GET /api/payments/config). */
export interface PaymentSetup {
  keyId: string;
  scriptUrl: string;
  /**
   * Who serves the offline test-mode checkout (both at TEST_CHECKOUT_SCRIPT_PATH): the page's own
   * mock, the server, or nobody (real keys: the real SDK from checkout.razorpay.com).
   */
  testCheckout: 'in-page' | 'server' | 'none';
}

/**
 * Runs one request's work (`work`, which throws an HttpError to refuse). 'write' is every method
 * but GET. It may refuse by throwing an HttpError itself.
 */
export type RequestSession = (kind: 'read' | 'write', work: () => Promise<Response>) => Promise<Response>;

export interface BackendSettings {
  /** The browser answers after 400 ms like the original's dev server; Jest and Node at once. */
  delayMs: number;
  /**
   * What each request runs in: in the browser, the tab's share of the saved database
   * (src/mocks/persistence/tab-session.ts); null runs it as it is (Jest, and the server, where SQL
   * keeps the data).
   */
  session: RequestSession | null;
}

/**
 * One backend the handlers answer for: its storage, its secrets and its settings. The embedded
 * mock is one (src/mocks/memory-backend.ts); the Node server builds another over SQL.
 */
export interface Backend {
  repos: Repositories;
  secrets: Secrets;
  passwordIterations: number;
  payments: PaymentSetup;
  /**
   * Razorpay itself, with the shop's keys: orders are created there, each payment is read (and
   * captured) there before it pays an order, and its webhooks are answered when it has a webhook
   * secret. Null: the offline test checkout (the embedded mock, and the server without keys), where
   * the backend makes Razorpay's ids itself and the signature is the whole check.
   */
  razorpay: RazorpayAccount | null;
  /** Whose name, address and GSTIN the tax invoices carry. */
  seller: Seller;
  /** The couriers the shop ships with and their tracking pages (one table: src/api/orders/couriers.ts). */
  couriers: readonly Courier[];
  /** Customer care and the grievance officer (GET /api/seller; the footer, /about, /grievance). */
  sellerContacts: SellerContacts;
  /**
   * 'Login as Guest': the one demo account (the embedded mock, where every visitor has a database
   * of their own anyway) or a fresh account per visitor (a shared server).
   */
  guests: 'shared' | 'per-visitor';
  /** The counts behind src/api/limits/limits.ts's RATE_LIMITS, shared by every process of a backend. */
  limiters: RateLimiters;
  /**
   * The client address a request came from, which the limits count by: the server's socket or
   * trusted proxy (server/http/app.ts); the embedded mock has one client, its own page.
   */
  clientOf: (request: Request) => string;
  settings: BackendSettings;
  /**
   * Where the unpaid-order expiry (with its reservations' release) and the guest purge run:
   * 'on-read', at the reads and writes that need them done (the embedded mock, which has no
   * queue, and the server on PGlite), or 'queue', as pg-boss jobs on the server's PostgreSQL
   * (server/queue.ts).
   */
  housekeeping: 'on-read' | 'queue';
  /**
   * Whether GET /api/test-mailbox shows the emails the backend would have sent (forgot password's
   * links): the embedded mock, which sends no mail. Never a server, whose mail is real.
   */
  testMailbox: boolean;
  /** The one clock every time the backend reads comes from (src/api/clock.ts). */
  clock: Clock;
  /**
   * A product picture staff upload, made at most PRODUCT_PICTURE_SIZE pixels a side and at each
   * smaller picture width (variantWidths): sharp into WebP and AVIF on the server
   * (server/pictures.ts), the page's canvas into WebP on the embedded mock
   * (src/mocks/canvas-resize.ts), kept as it came in Jest (no canvas). A picture it cannot read is a 400.
   */
  resizePicture: (bytes: Uint8Array, type: ProductImageType) => Promise<ResizedPicture>;
}

/** The largest side of a stored product picture, in pixels: the largest picture width (the zoomed picture). */
export const PRODUCT_PICTURE_SIZE = Math.max(...PICTURE_WIDTHS);

/** One variant of a resized picture. */
export interface PictureVariant {
  width: number;
  format: PictureFormat;
  contentType: `image/${PictureFormat}`;
  bytes: Uint8Array;
}

/**
 * An upload as a backend made it: its largest size and a variant at each of its widths in WebP
 * (and in AVIF, when AVIF came out smaller), or one file as it came, where the backend cannot
 * resize it (the embedded mock in Jest, or a browser whose canvas writes no WebP).
 */
export type ResizedPicture =
  { width: number; height: number; variants: PictureVariant[] } | { bytes: Uint8Array; contentType: string };
