export { authSlice, selectUser } from './auth-slice';
export { useLoginMutation, useSignupMutation } from './auth-api';
export type { LoginPayload, SignupPayload } from './auth-api';
export { registerAuthListeners } from './auth-listeners';
export { useLoginRecordSync } from './use-login-record-sync';
