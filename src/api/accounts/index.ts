/** Shoppers' accounts: sign-up and login, tokens and sessions, guests. What other resources and the server use of it. */
export {
  constantTimeEqual,
  BROWSER_PBKDF2_ITERATIONS,
  bearerToken,
  dummyPasswordHash,
  hashPassword,
  newSessionId,
  sessionIsLive,
  signToken,
  tokenSession,
  verifyPassword,
  verifyToken,
  type Secrets,
} from './auth';
export { demoUsers } from './demo-users';
export { MAX_REVOKED_SESSIONS, type EndedSession, type UserRecord } from './repository';
export { accountRoutes, purgeIdleGuests } from './routes';
export { changePassword, endAllSessions, endSession, STAFF_SESSIONS } from './sql-sessions';
export { checkPasswordChange } from './password-change';
