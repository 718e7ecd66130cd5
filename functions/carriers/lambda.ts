/** The carriers area's Lambda: carrier credentials (encrypted passwords, reveal recorded, checks with the carrier) their contract terms, and the keys to the carriers' tracking APIs. */
import { areaLambda } from '../http/lambda';
import { handler as addCredential } from './add-credential';
import { handler as checkCredential } from './check-credential';
import { handler as deleteCredential } from './delete-credential';
import { handler as deleteTrackingKeys } from './delete-tracking-keys';
import { handler as getContract } from './get-contract';
import { handler as listCredentialChecks } from './list-credential-checks';
import { handler as listCredentials } from './list-credentials';
import { handler as listTrackingKeys } from './list-tracking-keys';
import { handler as putContract } from './put-contract';
import { handler as putTrackingKeys } from './put-tracking-keys';
import { handler as revealPassword } from './reveal-password';
import { handler as updateCredential } from './update-credential';

export const handler = areaLambda('carriers', {
  'list-credentials': listCredentials,
  'add-credential': addCredential,
  'update-credential': updateCredential,
  'delete-credential': deleteCredential,
  'reveal-password': revealPassword,
  'check-credential': checkCredential,
  'list-credential-checks': listCredentialChecks,
  'get-contract': getContract,
  'put-contract': putContract,
  'list-tracking-keys': listTrackingKeys,
  'put-tracking-keys': putTrackingKeys,
  'delete-tracking-keys': deleteTrackingKeys,
});
