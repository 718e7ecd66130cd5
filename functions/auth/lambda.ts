/** The auth area's Lambda: sign-in and token refresh. */
import { areaLambda } from '../http/lambda';
import { handler as refreshToken } from './refresh-token';
import { handler as signIn } from './sign-in';

export const handler = areaLambda('auth', { 'sign-in': signIn, 'refresh-token': refreshToken });
