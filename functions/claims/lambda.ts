/** The claims area's Lambda: investigations, their lifecycle with the carrier, favourites and totals. */
import { areaLambda } from '../http/lambda';
import { handler as claimSummary } from './claim-summary';
import { handler as createClaim } from './create-claim';
import { handler as favouriteClaim } from './favourite-claim';
import { handler as getClaim } from './get-claim';
import { handler as listClaims } from './list-claims';
import { handler as stopClaim } from './stop-claim';

export const handler = areaLambda('claims', {
  'create-claim': createClaim,
  'list-claims': listClaims,
  'get-claim': getClaim,
  'stop-claim': stopClaim,
  'favourite-claim': favouriteClaim,
  'claim-summary': claimSummary,
});
