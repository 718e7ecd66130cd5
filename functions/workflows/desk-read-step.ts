/**
 * DeskImport workflow's Read task: an answer file read once it arrives (functions/desk-files/answer-sheet),
 * in a Lambda of its own that holds the spreadsheet readers.
 */
import * as z from 'zod/mini';
import { read } from '../desk-files/answer-sheet';

const input = z.object({ step: z.literal('read'), importId: z.string() });

export async function handler(event: unknown): Promise<unknown> {
  return read({ importId: input.parse(event).importId });
}
