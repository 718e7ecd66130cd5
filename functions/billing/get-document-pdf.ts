/**
 * GET /api/private/billing/documents/{number}/pdf?locale=en|fr: a five-minute link to the
 * document's PDF in that language. Not rendered yet (just issued, or the other language): the
 * rendering starts and the answer is 409 'billing.pdf_preparing'; the page asks again (the spec's
 * download wait pop-up). The client admin's.
 */
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { HttpError, NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { downloadLink, objectExists } from '../lib/aws/s3';
import { getDocument } from './ledger';
import { pdfObjectKey, startPdf } from './pdf-store';

const querySchema = z.strictObject({ locale: z._default(z.enum(['en', 'fr']), 'en') });

export const handler = endpoint(querySchema, async ({ input, actor, request }) => {
  const number = request.params.number ?? '';
  const document = await getDocument(actor.companyId, number);
  if (!document) throw NotFound('No such document');
  const key = pdfObjectKey(actor.companyId, number, input.locale);
  if (!(await objectExists(key))) {
    await startPdf(actor.companyId, number, input.locale);
    throw new HttpError('billing.pdf_preparing', 'The PDF is being prepared');
  }
  return ok(await downloadLink(key, `${number}.pdf`));
});
