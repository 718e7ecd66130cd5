/** The Step Functions client (starting workflows), created once per process. */
import { SFNClient } from '@aws-sdk/client-sfn';

export const sfn = new SFNClient({});
