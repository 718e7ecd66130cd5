/** The Step Functions client (starting workflows), created once per process. */
import { SFNClient } from '@aws-sdk/client-sfn';

// Pure: constructing the client does nothing until a command is sent, so a bundle whose code never
// sends one leaves the client, and with it the SDK package, out (lambda-bundling.ts, the 1 MB budget).
export const sfn = /* @__PURE__ */ new SFNClient({});
