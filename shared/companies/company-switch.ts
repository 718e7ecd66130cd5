/** Switching the company one acts for, by typing its account name. */
import * as z from 'zod/mini';

export const switchCompanySchema = z.strictObject({
  account: z
    .string({ error: 'form.required' })
    .check(z.trim(), z.minLength(1, { error: 'form.required' }), z.maxLength(120, { error: 'form.tooLong' })),
});
