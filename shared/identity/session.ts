/** The token refresh input: the (possibly expired) token to exchange. */
import * as z from 'zod/mini';

export const refreshSchema = z.strictObject({
  token: z.string().check(z.minLength(1, { error: 'form.required' }), z.maxLength(8192)),
});

/** The sign-out input: nothing (the session is the caller's own, from their token). */
export const signOutSchema = z.strictObject({});
