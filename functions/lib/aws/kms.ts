/** The KMS client (token signing, envelope encryption), created once per process. */
import { KMSClient } from '@aws-sdk/client-kms';

export const kms = new KMSClient({});
