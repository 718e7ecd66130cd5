/**
 * POST /api/public/user/email/validation: whether an address can open a new account. It tells no
 * more than the sign-up itself does (which must answer 409 for a registered address).
 */
import { emailValidationSchema } from '@shared/identity/registration';
import { publicEndpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { emailRegistered } from './user-store';

export const handler = publicEndpoint(emailValidationSchema, async ({ input }) =>
  ok({ available: !(await emailRegistered(input.email_address)) }),
);
