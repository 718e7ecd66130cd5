/** The identity calls the auth pages make. */

import type { LoginInput } from '@shared/identity/identity';
import type { VerifiedRequest, VerifyRequest } from '@shared/identity/registration';
import type { Reply } from '@shared/platform/replies';
import { api } from '@web/lib/api-client';

export const signIn = (input: LoginInput) => api<Reply<'sign-in'>>('/api/public/login', { body: input });

export const requestCode = (input: VerifyRequest) =>
  api<Reply<'verify-email'>>('/api/public/user/verify', {
    body: input,
  });

export const reportCodeNotReceived = (email_address: string) =>
  api('/api/public/slack', { body: { email_address } });

export const emailAvailable = (email_address: string) =>
  api<Reply<'validate-email'>>('/api/public/user/email/validation', { body: { email_address } }).then(
    (answer) => answer.available,
  );

export const completeRegistration = (input: VerifiedRequest) =>
  api<Reply<'complete-registration'>>('/api/public/user/verified', { body: input });
