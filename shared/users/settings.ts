/** Features (tours) finished, update notices seen, and the satisfaction answer given at sign-out. */
import * as z from 'zod/mini';
import { TOUR_LABELS } from './tours';

const route = z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^\/[\w/-]*$/));

/** How a tour ended (spec: skipped or completed); kept with the record. */
export const TOUR_ENDS = ['completed', 'skipped'] as const;

export const featureFinishedSchema = z.strictObject({
  label: z.enum(TOUR_LABELS),
  route,
  ended: z.optional(z.enum(TOUR_ENDS)),
});

export const notifySchema = z.strictObject({
  path: route,
  notificationID: z.string().check(z.minLength(1), z.maxLength(80), z.regex(/^[\w.-]+$/)),
});

export const SATISFACTION_SCORES = [1, 2, 3, 4, 5] as const;

export const satisfactionSchema = z.strictObject({
  score: z.number().check(z.int(), z.minimum(1), z.maximum(5)),
  comment: z.optional(z.string().check(z.trim(), z.maxLength(1000, { error: 'form.tooLong' }))),
});
