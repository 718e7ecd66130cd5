/** A failure the browser reports (a page part that would not load, an unexpected error). */
import * as z from 'zod/mini';

export const CLIENT_ERROR_KINDS = ['chunk_load', 'render', 'unhandled'] as const;

export const clientErrorSchema = z.strictObject({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().check(z.maxLength(500)),
  path: z.string().check(z.minLength(1), z.maxLength(300)),
  release: z.optional(z.string().check(z.maxLength(40))),
});

export type ClientErrorReport = z.infer<typeof clientErrorSchema>;
