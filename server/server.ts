import {
  TEST_SELLER,
  TEST_SELLER_CONTACTS,
  KNOWN_COURIERS,
  answerApi,
  CATALOGUE_CHANGED,
  forgetCatalogue,
  sqlRateLimiters,
  sqlRepositories,
  systemClock,
  type ApiAnswerer,
  type Backend,
  type CatalogueCache,
  type PaymentSetup,
  type Repositories,
  type SqlClient,
} from '@/api';
import { countRateLimitRefusal } from './metrics';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  razorpaySources,
  withoutPolicyMeta,
} from './http/content-security-policy.cjs';
import { SERVER_BACKEND_META, STATIC_ONLY_SCRIPT } from '@/shared/constants';
import type { MailConfig, ServerConfig } from './config';
import { mailer } from './mail';
import { startJobs } from './queue';
import { withRecentUsers } from './db/recent-users';
import { CLIENT_ADDRESS_HEADER, type AnswerCache } from './http/api-answers';
import { createApp, type LogEntry } from './http/app';
import { shopPages, type ShopPages } from './http/shop-pages';
import type { RendererModule, RenderPage } from './http/rendered-page';
import { LATE_SCRIPTS } from './http/late-scripts';
import { loadBuild, type ShopPage } from './http/static-files';
import { razorpayApi } from './razorpay-api';
import { resizeWithSharp } from './pictures';

const STATIC_ONLY = new RegExp(`<script ${STATIC_ONLY_SCRIPT}[^>]*>[\\s\\S]*?</script>`, 'g');

/**
 * Tells the shop's page that this origin answers /api itself: the embedded mock stays off, and the
 * scripts only a static page needs leave it (STATIC_ONLY_SCRIPT).
 */
const markServedByServer = (html: string) =>
  html
    .replace(STATIC_ONLY, '')
    .replace('<head>', `<head><meta name="${SERVER_BACKEND_META}" content="server" />`);

/**
 * The built page as this server sends it: marked as served here, and with its Content-Security-
 * Policy as a header instead of the build's <meta>. A header can forbid framing, and it can widen
 * the policy for Razorpay's real checkout when the server holds real keys; the <meta> could not be
 * widened (a page obeys every policy it is given).
 */
export function shopPage(payments: PaymentSetup): (builtHtml: string) => ShopPage {
  const realRazorpay = payments.testCheckout === 'none';
  return (builtHtml) => {
    const html = markServedByServer(withoutPolicyMeta(builtHtml));
    const policy = contentSecurityPolicy({
      // A server-rendered page's one script of its own: it loads the app's after the first paint.
      scriptHashes: inlineScriptHashes(`${html}<script>${LATE_SCRIPTS}</script>`),
      scriptOrigins: realRazorpay ? razorpaySources.script : [],
      frameOrigins: realRazorpay ? razorpaySources.frame : [],
      header: true,
    });
    return { html, headers: { 'content-security-policy': policy } };
  };
}

interface ShopFront {
  build: ReturnType<typeof loadBuild>;
  pages: ShopPages;
}

/** The shop's files and pages, when this server serves the shop (a build in distDir). */
async function shopFront(
  config: StartConfig,
  repos: Repositories,
  api: ApiAnswerer,
): Promise<ShopFront | null> {
  if (!config.distDir) return null;
  const build = loadBuild(config.distDir, shopPage(config.payments));
  const renderer = config.rendererFile ? await loadRenderer(config.rendererFile, api) : null;
  return { build, pages: shopPages({ build, catalogue: repos.catalogue, renderer }) };
}

export interface RunningServer {
  url: string;
  server: Server;
  backend: Backend;
  repos: Repositories;
  /** Empties this process's catalogue in memory and its kept answers (a test that reset the database). */
  forgetCatalogue(): void;
  /** Stops accepting, lets requests in flight finish, stops the jobs (those running finish), then closes the database. */
  close(): Promise<void>;
}

/** What startServer needs of the server's configuration; a null distDir serves /api without the shop. */
type StartConfig = Pick<ServerConfig, 'port' | 'host' | 'secrets' | 'payments' | 'trustProxy' | 'publicUrl'> &
  Partial<Pick<ServerConfig, 'seller' | 'sellerContacts' | 'razorpay' | 'rendererFile'>> & {
    distDir: string | null;
  };

/**
 * The page renderer, built apart (it holds the whole app): loaded at run time, never bundled into
 * the server. It asks the server's own answerer for a page's data, in process.
 */
async function loadRenderer(file: string, api: ApiAnswerer): Promise<RenderPage> {
  const loaded = (await import(/* webpackIgnore: true */ file)) as
    RendererModule | { default: RendererModule };
  const renderer = 'default' in loaded ? loaded.default : loaded;
  const answer = async (request: Request) => (await api(request)).response;
  return (url) => renderer.preparePage(url, answer);
}

/** The contract's backend on the database: a fresh guest account per visitor, limits kept in the database. */
function databaseBackend(
  repos: Repositories,
  db: SqlClient,
  config: StartConfig,
  passwordIterations: number,
  housekeeping: Backend['housekeeping'],
): Backend {
  return {
    repos,
    secrets: config.secrets,
    passwordIterations,
    payments: config.payments,
    razorpay: config.razorpay
      ? { api: razorpayApi(config.razorpay), webhookSecret: config.razorpay.webhookSecret }
      : null,
    seller: config.seller ?? TEST_SELLER,
    sellerContacts: config.sellerContacts ?? TEST_SELLER_CONTACTS,
    couriers: KNOWN_COURIERS,
    guests: 'per-visitor',
    limiters: sqlRateLimiters(db, countRateLimitRefusal),
    clientOf: (request) => request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown',
    settings: { delayMs: 0, session: null },
    housekeeping,
    testMailbox: false,
    clock: systemClock,
    resizePicture: resizeWithSharp,
  };
}

/**
 * The server's jobs (server/queue.ts): the shopper's emails, and on PostgreSQL the expiry and
 * guest purge. A server without them (the contract suites' own) runs those on reads and sends no email.
 */
export interface ServerJobs {
  databaseUrl: string | null;
  mail: MailConfig;
  log: (fields: Record<string, unknown>) => void;
}

/** Starts the jobs once the server listens (its URL is what the emails link to). */
async function startServerJobs(jobs: ServerJobs, db: SqlClient, backend: Backend, shopUrl: string) {
  const sender = mailer(jobs.mail, shopUrl, jobs.log);
  const running = await startJobs({
    db,
    databaseUrl: jobs.databaseUrl,
    backend,
    send: sender.send,
    sendReset: sender.sendReset,
    retrySeconds: jobs.mail.retrySeconds,
    log: jobs.log,
    morningNote: { send: sender.sendComposed, hour: jobs.mail.morningNoteHour, shopUrl },
  });
  return {
    stop: async () => {
      await running.stop();
      sender.close();
    },
  };
}

/**
 * A catalogue change empties the catalogue in memory, the kept answers (the products' among them)
 * and the kept pages: here when this process makes it, and on every process when the database
 * tells them.
 */
function keptUntilCatalogueChanges(pages: () => ShopPages | undefined) {
  const keptAnswers: AnswerCache = new Map();
  const catalogueCache: CatalogueCache = {
    onForget: () => {
      keptAnswers.clear();
      pages()?.forget();
    },
  };
  return { keptAnswers, catalogueCache };
}

export async function startServer(
  db: SqlClient,
  config: StartConfig,
  options: { passwordIterations: number; log: (entry: LogEntry) => void; jobs?: ServerJobs },
): Promise<RunningServer> {
  let front: ShopFront | null = null;
  const { keptAnswers, catalogueCache } = keptUntilCatalogueChanges(() => front?.pages);
  await db.listen?.(CATALOGUE_CHANGED, () => forgetCatalogue(catalogueCache));
  const repos = withRecentUsers(sqlRepositories(db, catalogueCache));
  const housekeeping = options.jobs?.databaseUrl ? 'queue' : 'on-read';
  const backend = databaseBackend(repos, db, config, options.passwordIterations, housekeeping);
  const api = answerApi(backend);
  front = await shopFront(config, repos, api);
  const app = createApp({
    api,
    ...front,
    checkHealth: () => db.query('SELECT 1').then(() => undefined),
    log: options.log,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    listeningHost: config.host,
    keptAnswers,
  });
  const server = createServer({ keepAliveTimeout: 5000 }, app);
  // Once closing, answers say `connection: close` and a connection is closed after its last answer:
  // a keep-alive connection would otherwise hold the exit until its timeout.
  let closing = false;
  const inFlight = new Set<ServerResponse>();
  server.on('request', (_request, response: ServerResponse) => {
    if (closing) response.shouldKeepAlive = false;
    inFlight.add(response);
    response.once('close', () => {
      inFlight.delete(response);
      if (closing) server.closeIdleConnections();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host}:${port}`;
  const jobs = options.jobs
    ? await startServerJobs(options.jobs, db, backend, config.publicUrl ?? url)
    : null;

  return {
    url,
    server,
    backend,
    repos,
    forgetCatalogue: () => forgetCatalogue(catalogueCache),
    async close() {
      closing = true;
      for (const response of inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await jobs?.stop();
      await db.close();
    },
  };
}
