/** The VIES client against a local HTTP server speaking VIES's REST wire format. */
import { afterEach, describe, expect, it } from 'vitest';
import { deadUrl, type FakeAnswer, type FakeApi, fakeApi } from '../../connectors/tracking/fake-api';
import { sandboxRegistry } from './sandbox';
import { viesRegistry } from './vies';

let api: FakeApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function vies(answer: FakeAnswer) {
  api = await fakeApi(() => answer);
  return {
    server: api,
    registry: viesRegistry(`${api.url}/taxation_customs/vies/rest-api/check-vat-number`, 2_000),
  };
}

/** VIES's answer for a registered French company, as the REST API writes it. */
const registered = {
  countryCode: 'FR',
  vatNumber: '40303265045',
  requestDate: '2026-12-07T10:15:00.000Z',
  valid: true,
  requestIdentifier: '',
  name: 'SA ODIGEO FRANCE',
  address: '12 RUE DE LA PAIX 75002 PARIS',
  traderName: '---',
  traderStreet: '---',
  traderPostalCode: '---',
  traderCity: '---',
  traderCompanyType: '---',
  traderNameMatch: 'NOT_PROCESSED',
  traderStreetMatch: 'NOT_PROCESSED',
  traderPostalCodeMatch: 'NOT_PROCESSED',
  traderCityMatch: 'NOT_PROCESSED',
  traderCompanyTypeMatch: 'NOT_PROCESSED',
};

describe('VIES over its REST API', () => {
  it('POSTs { countryCode, vatNumber } as JSON to check-vat-number, the number without its prefix', async () => {
    const { server, registry } = await vies({ status: 200, body: registered });

    await registry.check('FR', '40303265045');

    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/taxation_customs/vies/rest-api/check-vat-number');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ countryCode: 'FR', vatNumber: '40303265045' });
  });

  it('reads valid: true as a registered trader, with the name VIES publishes', async () => {
    const { registry } = await vies({ status: 200, body: registered });

    expect(await registry.check('FR', '40303265045')).toEqual({ status: 'valid', name: 'SA ODIGEO FRANCE' });
  });

  it('reads a name of --- (a member state that publishes none) as no name', async () => {
    const { registry } = await vies({ status: 200, body: { ...registered, countryCode: 'DE', name: '---' } });

    expect(await registry.check('DE', '118619592')).toEqual({ status: 'valid', name: null });
  });

  it('reads valid: false as no trader with this number', async () => {
    const { registry } = await vies({
      status: 200,
      body: { ...registered, valid: false, name: '---', address: '---' },
    });

    expect(await registry.check('FR', '18000000002')).toEqual({ status: 'invalid' });
  });

  it('reads MS_UNAVAILABLE (answered with status 200) as out of service, not as invalid', async () => {
    const { registry } = await vies({
      status: 200,
      body: {
        actionSucceed: false,
        errorWrappers: [{ error: 'MS_UNAVAILABLE', message: 'Member State unavailable' }],
      },
    });

    expect(await registry.check('DE', '118619592')).toEqual({
      status: 'unavailable',
      reason: 'MS_UNAVAILABLE',
    });
  });

  it('reads a server error with errorWrappers as out of service', async () => {
    const { registry } = await vies({
      status: 500,
      body: { actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] },
    });

    expect(await registry.check('FR', '40303265045')).toEqual({
      status: 'unavailable',
      reason: 'SERVICE_UNAVAILABLE',
    });
  });

  it('reads INVALID_INPUT as a number no trader can have', async () => {
    const { registry } = await vies({
      status: 400,
      body: { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] },
    });

    expect(await registry.check('FR', '40303265045')).toEqual({ status: 'invalid' });
  });

  it('reads an HTML error page (a gateway in front of VIES) as out of service', async () => {
    const { registry } = await vies({
      status: 503,
      raw: '<html>Service Unavailable</html>',
      contentType: 'text/html',
    });

    expect(await registry.check('FR', '40303265045')).toEqual({ status: 'unavailable', reason: 'HTTP 503' });
  });

  it('reads a VIES slower than its time limit as out of service', async () => {
    api = await fakeApi(() => ({ status: 200, body: registered, delayMs: 1_500 }));
    const registry = viesRegistry(api.url, 200);

    expect(await registry.check('FR', '40303265045')).toEqual({ status: 'unavailable', reason: 'timeout' });
  });

  it('reads a VIES that cannot be reached as out of service', async () => {
    const registry = viesRegistry(await deadUrl(), 2_000);

    expect(await registry.check('FR', '40303265045')).toEqual({
      status: 'unavailable',
      reason: 'unreachable',
    });
  });

  it('sends Greece as EL, VIES’s code for it', async () => {
    const { server, registry } = await vies({ status: 200, body: { ...registered, countryCode: 'EL' } });

    await registry.check('GR', '094014201');

    expect(JSON.parse(server.requests[0]?.body ?? '')).toMatchObject({ countryCode: 'EL' });
  });
});

describe('the sandbox register', () => {
  it('has a trader for every number but the two documented ones', async () => {
    const registry = sandboxRegistry();

    expect(await registry.check('DE', '118619592')).toEqual({
      status: 'valid',
      name: 'Sandbox trader DE118619592',
    });
    expect(await registry.check('FR', '18000000002')).toEqual({ status: 'invalid' });
    expect(await registry.check('FR', '15000000001')).toEqual({
      status: 'unavailable',
      reason: 'MS_UNAVAILABLE',
    });
  });
});
