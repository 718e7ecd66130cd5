/** The SES v2 client, created once per process. */
import { SESv2Client } from '@aws-sdk/client-sesv2';

export const ses = new SESv2Client({});
