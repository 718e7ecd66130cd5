/** DeskImport workflow tasks: one Lambda, its step named by the state's Parameters (functions/desk-files/import-steps). */
import * as z from 'zod/mini';
import { applyBatch, fail, finish, plan } from '../desk-files/import-steps';

const input = z.object({
  step: z.enum(['plan', 'batch', 'finish', 'fail']),
  importId: z.string(),
  index: z.optional(z.number()),
});

export async function handler(event: unknown): Promise<unknown> {
  const { step, importId, index } = input.parse(event);
  switch (step) {
    case 'plan':
      return plan({ importId });
    case 'batch':
      return applyBatch({ importId, index: index ?? 0 });
    case 'finish':
      return finish({ importId });
    case 'fail':
      await fail({ importId });
      return { failed: true };
  }
}
