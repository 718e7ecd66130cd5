/**
 * POST /api/private/desk/exports: one carrier's claims to file, of one company or of every company
 * the caller works, as a file in the carrier's bulk layout where it publishes one, else ours
 * (./claims-to-file). The file is written to S3 and answered as a five-minute download link: it
 * never passes through this response.
 */
import { deskExportSchema } from '@shared/claims/desk-files-api';
import { deskScope, requireInScope } from '../desk/desk-scope';
import { endpoint } from '../http/endpoint';
import { created } from '../http/responses';
import { clock } from '../lib/clock';
import { exportClaimsToFile } from './claims-to-file';

export const handler = endpoint(deskExportSchema, async ({ input, actor }) => {
  const scope = input.companyId ? await requireInScope(actor, input.companyId) : await deskScope(actor);
  return created(await exportClaimsToFile(input, scope, clock.now()));
});
