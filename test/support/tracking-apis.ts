/**
 * A stand-in for the carriers' tracking APIs for the integration stack (its TRACKING_API_ORIGIN):
 * it answers UPS's OAuth and Track API in their recorded formats, and only to the test keys, so a
 * test proves that the audit asks the API with the merchant's keys (and that wrong keys get nothing).
 */
import { type FakeApi, fakeApi, fixture } from '../../functions/connectors/tracking/fake-api';

export const UPS_TEST_KEYS = { clientId: 'it-ups-client', clientSecret: 'it-ups-secret' };
/** The parcel the recorded answer delivers (on Wednesday 4 March 2026, in Lyon). */
export const UPS_DELIVERED_NUMBER = '1Z023E2X0214323462';

const TOKEN = (fixture('ups-token.json') as { access_token: string }).access_token;
const basic = `Basic ${Buffer.from(`${UPS_TEST_KEYS.clientId}:${UPS_TEST_KEYS.clientSecret}`).toString('base64')}`;

export function startTrackingApis(): Promise<FakeApi> {
  return fakeApi((request) => {
    if (request.path === '/security/v1/oauth/token')
      return request.headers.authorization === basic
        ? { status: 200, body: fixture('ups-token.json') }
        : { status: 401, body: fixture('ups-error-unauthorized.json') };
    if (request.path.startsWith('/api/track/v1/details/')) {
      if (request.headers.authorization !== `Bearer ${TOKEN}`)
        return { status: 401, body: fixture('ups-error-unauthorized.json') };
      return decodeURIComponent(request.path.split('/').pop() ?? '') === UPS_DELIVERED_NUMBER
        ? { status: 200, body: fixture('ups-delivered.json') }
        : { status: 404, body: fixture('ups-error-not-found.json') };
    }
    return { status: 404, body: {} };
  });
}
