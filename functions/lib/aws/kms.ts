/** The KMS client (token signing, envelope encryption), created once per process. */
import { KMSClient } from '@aws-sdk/client-kms';

// Pure: constructing the client does nothing until a command is sent, so a bundle whose code never
// sends one leaves the client, and with it the SDK package, out (lambda-bundling.ts, the 1 MB budget).
export const kms = /* @__PURE__ */ new KMSClient({});
