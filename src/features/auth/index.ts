export { restoreRecordedSession, selectProfile, SIGNED_OUT } from './auth-slice';
export { useLoginRecordSync } from './use-login-record-sync';
export { useReturnPath } from './return-path';
export { LoginForm } from './components/login-form';
export { SignupForm } from './components/signup-form';
export { ProfileDetails } from './components/profile-details';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { TestMailbox } from './components/test-mailbox';
