export { passwordResetRoutes } from './routes';
export { PASSWORD_RESET_MADE } from './sql-repository';
export { emailPasswordResetOnce, unsentPasswordResets, type ResetEmail } from './email-outbox';
export { resetEmailText, resetEmailWords, resetLink } from './email';
