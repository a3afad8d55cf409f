export { restoreRecordedSession, selectProfile, SIGNED_OUT } from './auth-slice';
export { useLoginRecordSync } from './use-login-record-sync';
export { useReturnPath } from './return-path';
export { saveLanguage } from './auth-api';
export { LoginForm } from './components/login-form';
export { SignupForm } from './components/signup-form';
export { ProfileDetails } from './components/profile-details';
