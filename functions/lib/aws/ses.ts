/** The SES v2 client, created once per process. */
import { SESv2Client } from '@aws-sdk/client-sesv2';

// Pure: constructing the client does nothing until a command is sent, so a bundle whose code never
// sends one leaves the client, and with it the SDK package, out (lambda-bundling.ts, the 1 MB budget).
export const ses = /* @__PURE__ */ new SESv2Client({});
