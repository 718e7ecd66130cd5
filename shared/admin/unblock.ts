/** Platform administration inputs. */
import * as z from 'zod/mini';
import { emailField } from '../identity/identity';

export const unblockSchema = z.strictObject({ email: emailField });
