/** The shopper's updates: in the app, and by email through the outbox. What other resources and the server use of it. */
export {
  EMAIL_MAX_TRIES,
  emailRetryDelayMs,
  emailUpdateOnce,
  OUTBOX_SWEEP_BATCH,
  sendCounted,
  unsentUpdates,
  type EmailOutcome,
  type UpdateEmail,
} from './email-outbox';
export { emailLocale, UPDATE_EMAIL_WORDS } from './email-words';
export { notifyShopper } from './notify';
export type { UpdateDetails } from './wording';
export { updateRoutes } from './routes';
export { UPDATE_MADE } from './sql-repository';
