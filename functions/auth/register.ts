/**
 * POST /api/public/register: the spec's one-call registration, the form with its e-mailed code.
 * Same rules as /api/public/user/verified; answers a token when `registerPage` is set, and 403
 * when the company already has an admin (the status the spec gives this call).
 */
import { registerSchema } from '@shared/identity/registration';
import { clientIp } from '../http/client-ip';
import { publicEndpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { json } from '../http/responses';
import { completeRegistration } from './complete-registration';

export const handler = publicEndpoint(registerSchema, async ({ input, request }) => {
  const { code, registerPage, ...userData } = input;
  try {
    const token = await completeRegistration(code, userData, clientIp(request));
    return json(201, registerPage ? { token } : { registered: true });
  } catch (error) {
    if (error instanceof HttpError && error.code === 'auth.company_has_admin') {
      throw new HttpError('auth.register_company_has_admin', error.message);
    }
    throw error;
  }
});
