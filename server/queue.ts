import PgBoss from 'pg-boss';
import {
  EMAIL_MAX_TRIES,
  emailPasswordResetOnce,
  emailRetryDelayMs,
  emailUpdateOnce,
  expireUnpaidOrders,
  PASSWORD_RESET_MADE,
  purgeIdleGuests,
  stampOf,
  unsentPasswordResets,
  unsentUpdates,
  UPDATE_MADE,
  type Backend,
  type EmailOutcome,
  type SqlClient,
} from '@/api';
import type { SendResetEmail, SendUpdateEmail } from './mail';

/** The queue's jobs, each a pg-boss queue of its own. */
export const JOBS = {
  /** One per update: its email, sent once (`emailUpdateOnce`). The job's id is the update's. */
  email: 'shopper-email',
  /** One per forgot-password link: its email, sent once (`emailPasswordResetOnce`). The job's id is the reset's. */
  resetEmail: 'password-reset-email',
  /** Every minute: the updates whose email is still unsent after EMAIL_RETRY_SECONDS get their job retried or made. */
  emailSweep: 'shopper-email-sweep',
  /** Every minute: the unpaid orders past their day expire, their pairs released. */
  expiry: 'unpaid-order-expiry',
  /** Every hour: the guests unused for a week (with no orders) go. */
  guestPurge: 'guest-purge',
} as const;

/** How many emails one process sends at once. */
const EMAIL_BATCH = 10;

export interface JobSettings {
  db: SqlClient;
  /** pg-boss's own connections go here; null on PGlite (see `startJobs`). */
  databaseUrl: string | null;
  backend: Backend;
  send: SendUpdateEmail;
  sendReset: SendResetEmail;
  retrySeconds: number;
  log: (fields: Record<string, unknown>) => void;
}

export interface RunningJobs {
  /** Stops taking jobs and waits for those running (a graceful shutdown). */
  stop(): Promise<void>;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A table whose rows are emails to send, each once (its row says whether it was): the shopper's
 * updates, and forgot password's links. Each has its pg-boss queue, its NOTIFY when a row is made,
 * and the name its id goes by in the job's data and the log.
 */
interface Outbox {
  job: string;
  made: string;
  idName: 'updateId' | 'resetId';
  tryOnce(settings: JobSettings, id: string): Promise<EmailOutcome>;
  unsent(settings: JobSettings, madeBefore: string): Promise<string[]>;
}

const OUTBOXES: readonly Outbox[] = [
  {
    job: JOBS.email,
    made: UPDATE_MADE,
    idName: 'updateId',
    tryOnce: ({ db, backend, send }, id) => emailUpdateOnce(db, id, stampOf(backend.clock), send),
    unsent: ({ db }, madeBefore) => unsentUpdates(db, madeBefore),
  },
  {
    job: JOBS.resetEmail,
    made: PASSWORD_RESET_MADE,
    idName: 'resetId',
    tryOnce: ({ db, backend, sendReset }, id) =>
      emailPasswordResetOnce(db, id, { at: stampOf(backend.clock), secret: backend.secrets.jwt }, sendReset),
    unsent: ({ db }, madeBefore) => unsentPasswordResets(db, madeBefore),
  },
];

/** One try of a row's email (`Outbox.tryOnce`), logged: sent, failed (tried again), or given up. */
async function emailJob(settings: JobSettings, outbox: Outbox, id: string): Promise<EmailOutcome> {
  const { log } = settings;
  const tried = await outbox.tryOnce(settings, id);
  if (tried.outcome === 'sent') log({ level: 'info', msg: 'email sent', [outbox.idName]: id });
  if (tried.outcome === 'retry' || tried.outcome === 'failed') {
    const { tries, error } = tried;
    const msg = tried.outcome === 'failed' ? 'email given up' : 'email not sent; tried again later';
    log({ level: 'error', msg, [outbox.idName]: id, tries, error });
  }
  return tried;
}

/**
 * A pg-boss job's try: a failed send that will be tried again is thrown to pg-boss, which retries
 * the job after its back-off, and so is a row another process is sending (its send may yet fail:
 * this job then sends it). An email given up completes its job: nothing tries it again.
 */
async function emailJobOnQueue(settings: JobSettings, outbox: Outbox, id: string): Promise<void> {
  const { outcome } = await emailJob(settings, outbox, id);
  if (outcome === 'busy') throw new Error(`${outbox.idName} ${id} is being emailed by another process`);
  if (outcome === 'retry') throw new Error(`the email of ${outbox.idName} ${id} was not sent`);
}

/** Queues the email of each row: by its own id, so however many processes hear of it, one job is made. */
async function queueEmails(boss: PgBoss, outbox: Outbox, ids: readonly string[]): Promise<void> {
  for (const id of ids) await boss.send(outbox.job, { [outbox.idName]: id }, { id });
}

/**
 * The sweep's step for updates still unsent: a job that gave up (its retries spent while SMTP was
 * down) is retried; an update without a job (its NOTIFY missed, or its job archived) gets one. A
 * job still waiting or running is left to itself, so the sweep never stacks jobs up.
 */
async function requeueUnsent(boss: PgBoss, outbox: Outbox, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const job = await boss.getJobById(outbox.job, id);
    if (!job) await queueEmails(boss, outbox, [id]);
    else if (job.state === 'failed') await boss.retry(outbox.job, id);
  }
}

async function createQueues(boss: PgBoss, retrySeconds: number): Promise<void> {
  // Its tries are counted in the update's row (EMAIL_MAX_TRIES); pg-boss's own retries, which also
  // count a try lost with its process, are as many, with the same doubling wait.
  for (const { job } of OUTBOXES) {
    const email = {
      name: job,
      retryLimit: EMAIL_MAX_TRIES,
      retryDelay: retrySeconds,
      retryBackoff: true,
      expireInSeconds: retrySeconds,
    };
    await boss.createQueue(job, email);
    // A queue made by an older release keeps its settings until told.
    await boss.updateQueue(job, email);
  }
  for (const name of [JOBS.emailSweep, JOBS.expiry, JOBS.guestPurge]) {
    await boss.createQueue(name, { name, retryLimit: 0, expireInSeconds: 5 * 60 });
  }
  await boss.schedule(JOBS.emailSweep, '* * * * *');
  await boss.schedule(JOBS.expiry, '* * * * *');
  await boss.schedule(JOBS.guestPurge, '17 * * * *');
}

/**
 * The server's jobs on pg-boss over PostgreSQL: every process runs this, and each job is taken by
 * one of them. A new update's NOTIFY (sent when its transaction commits) queues its email at once;
 * the sweep queues any email left unsent (a NOTIFY missed while a process was down).
 */
async function startPgBoss(settings: JobSettings, databaseUrl: string): Promise<RunningJobs> {
  const { backend, db, retrySeconds, log } = settings;
  const boss = new PgBoss({
    connectionString: databaseUrl,
    max: 4,
    application_name: 'sneakerhub-queue',
    // A job whose process died is failed (and retried) by pg-boss's supervision, run this often.
    maintenanceIntervalSeconds: Math.min(retrySeconds, 60),
  });
  boss.on('error', (error) => log({ level: 'error', msg: 'job queue', error: describe(error) }));
  // Processes starting at once (a cluster's workers) would deadlock creating pg-boss's schema,
  // queues and schedules side by side: one at a time, under a lock the transaction holds.
  await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('sneakerhub: job queue setup'))`);
    await boss.start();
    await createQueues(boss, retrySeconds);
  });
  for (const outbox of OUTBOXES) await workOnOutbox(boss, settings, outbox);
  await boss.work(JOBS.emailSweep, async () => {
    const madeBefore = stampOf(backend.clock, -retrySeconds * 1000);
    for (const outbox of OUTBOXES)
      await requeueUnsent(boss, outbox, await outbox.unsent(settings, madeBefore));
  });
  await boss.work(JOBS.expiry, async () => {
    await expireUnpaidOrders(backend);
  });
  await boss.work(JOBS.guestPurge, async () => {
    await purgeIdleGuests(backend);
  });
  return { stop: () => boss.stop({ graceful: true, wait: true, timeout: 8000 }) };
}

/** The outbox's worker, and its NOTIFY queueing each new row's email at once. */
async function workOnOutbox(boss: PgBoss, settings: JobSettings, outbox: Outbox): Promise<void> {
  const { db, log } = settings;
  const worker = await boss.work<Record<string, string>>(
    outbox.job,
    { batchSize: EMAIL_BATCH, pollingIntervalSeconds: 2 },
    // Each job settles on its own: one that throws is retried without the batch's others.
    async (jobs) => {
      const results = await Promise.allSettled(
        jobs.map((job) => emailJobOnQueue(settings, outbox, job.data[outbox.idName] ?? '')),
      );
      const failed = jobs.filter((_job, index) => results[index]?.status === 'rejected');
      if (failed.length > 0)
        await boss.fail(
          outbox.job,
          failed.map((job) => job.id),
        );
    },
  );
  await db.listen?.(outbox.made, (id) => {
    const queued = id ? queueEmails(boss, outbox, [id]) : Promise.resolve();
    void queued.then(
      () => boss.notifyWorker(worker),
      (error: unknown) => log({ level: 'error', msg: 'queueing an email', error: describe(error) }),
    );
  });
}

/**
 * PGlite is one process on one connection, and pg-boss needs connections of its own (node-postgres):
 * there the expiry and guest purge stay where they run without a queue (`housekeeping: 'on-read'`),
 * and each email is sent by this process when its update's NOTIFY arrives, with the same
 * send-once step, one at a time. A failed send is tried again after the same doubling wait as on
 * the queue, up to EMAIL_MAX_TRIES; the updates left unsent by a stop are tried at the next start.
 */
async function startInProcess(settings: JobSettings): Promise<RunningJobs> {
  const { db, backend, retrySeconds, log } = settings;
  let sending = Promise.resolve();
  let stopped = false;
  const waiting = new Set<NodeJS.Timeout>();
  const tryAgainLater = (outbox: Outbox, id: string, tries: number) => {
    const timer = setTimeout(
      () => {
        waiting.delete(timer);
        sendInTurn(outbox, [id]);
      },
      emailRetryDelayMs(retrySeconds, tries),
    );
    waiting.add(timer);
  };
  const sendInTurn = (outbox: Outbox, ids: readonly string[]) => {
    if (stopped) return;
    sending = sending.then(async () => {
      for (const id of ids) {
        const tried = await emailJob(settings, outbox, id).catch((error: unknown) => {
          log({
            level: 'error',
            msg: 'email not sent; tried at the next start',
            [outbox.idName]: id,
            error: describe(error),
          });
          return null;
        });
        if (tried?.outcome === 'retry') tryAgainLater(outbox, id, tried.tries);
      }
    });
  };
  for (const outbox of OUTBOXES) {
    await db.listen?.(outbox.made, (id) => id && sendInTurn(outbox, [id]));
    sendInTurn(outbox, await outbox.unsent(settings, stampOf(backend.clock)));
  }
  return {
    stop: () => {
      stopped = true;
      for (const timer of waiting) clearTimeout(timer);
      return sending;
    },
  };
}

/** The server's jobs: on pg-boss with DATABASE_URL, else in this one process (PGlite). */
export const startJobs = (settings: JobSettings): Promise<RunningJobs> =>
  settings.databaseUrl ? startPgBoss(settings, settings.databaseUrl) : startInProcess(settings);
