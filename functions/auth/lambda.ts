/** The auth area's Lambda: sign-in and sign-out, token refresh and sign-up. */
import { areaLambda } from '../http/lambda';
import { handler as acceptInvitation } from './accept-invitation';
import { handler as changePassword } from './change-password';
import { handler as checkRecaptcha } from './check-recaptcha';
import { handler as completeOnboarding } from './complete-onboarding';
import { handler as completeRegistration } from './complete-registration';
import { handler as getProfile } from './get-profile';
import { handler as googleRegister } from './google-register';
import { handler as googleSignIn } from './google-sign-in';
import { handler as readInvitation } from './read-invitation';
import { handler as readPasswordReset } from './read-password-reset';
import { handler as refreshToken } from './refresh-token';
import { handler as register } from './register';
import { handler as reportCodeNotReceived } from './report-code-not-received';
import { handler as requestPasswordReset } from './request-password-reset';
import { handler as resetPassword } from './reset-password';
import { handler as signIn } from './sign-in';
import { handler as signOut } from './sign-out';
import { handler as updateProfile } from './update-profile';
import { handler as validateEmail } from './validate-email';
import { handler as verifyEmail } from './verify-email';

export const handler = areaLambda('auth', {
  'sign-in': signIn,
  'refresh-token': refreshToken,
  'sign-out': signOut,
  'verify-email': verifyEmail,
  'complete-registration': completeRegistration,
  'complete-onboarding': completeOnboarding,
  'read-invitation': readInvitation,
  'accept-invitation': acceptInvitation,
  'request-password-reset': requestPasswordReset,
  'read-password-reset': readPasswordReset,
  'reset-password': resetPassword,
  'get-profile': getProfile,
  'update-profile': updateProfile,
  'change-password': changePassword,
  'google-sign-in': googleSignIn,
  'google-register': googleRegister,
  'check-recaptcha': checkRecaptcha,
  register,
  'validate-email': validateEmail,
  'report-code-not-received': reportCodeNotReceived,
});
