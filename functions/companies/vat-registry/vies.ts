/**
 * VIES's REST API (https://ec.europa.eu/taxation_customs/vies/#/technical-information; its
 * description: https://ec.europa.eu/assets/taxud/vow-information/swagger_publicVAT.yaml):
 * `POST /check-vat-number` with `{ countryCode, vatNumber }` (the number without its prefix;
 * Greece is `EL`) answers `{ countryCode, vatNumber, requestDate, valid, name, address, … }`, the
 * name and address `---` where the member state does not publish them. A failure is
 * `{ actionSucceed: false, errorWrappers: [{ error, message }] }`, with status 200 or an error
 * status: `INVALID_INPUT` for a number VIES cannot read, else the service or the member state is
 * out of service or busy (`SERVICE_UNAVAILABLE`, `MS_UNAVAILABLE`, `TIMEOUT`, `MS_MAX_CONCURRENT_REQ`,
 * `GLOBAL_MAX_CONCURRENT_REQ`…), which says nothing of the number. The endpoint is env.VIES_URL,
 * https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number (python-stdnum's
 * stdnum/eu/vat.py calls the same one).
 */
import type { VatRegistry, VatRegistryAnswer } from './registry';

interface ViesReply {
  valid?: unknown;
  name?: unknown;
  actionSucceed?: unknown;
  errorWrappers?: { error?: unknown; message?: unknown }[];
}

/** VIES's country code: ISO's, but Greece's is EL. */
const viesCountry = (countryCode: string) => (countryCode === 'GR' ? 'EL' : countryCode);

const published = (value: unknown) =>
  typeof value === 'string' && value.trim() && value.trim() !== '---' ? value.trim() : null;

/** A reply read as the register's answer (exported for the tests of odd replies). */
export function readViesReply(status: number, reply: ViesReply | null): VatRegistryAnswer {
  const error = reply?.errorWrappers?.find((wrapper) => typeof wrapper?.error === 'string')?.error as
    | string
    | undefined;
  if (error === 'INVALID_INPUT') return { status: 'invalid' };
  if (error || reply?.actionSucceed === false)
    return { status: 'unavailable', reason: error ?? 'action failed' };
  if (status >= 200 && status < 300 && typeof reply?.valid === 'boolean')
    return reply.valid ? { status: 'valid', name: published(reply.name) } : { status: 'invalid' };
  return { status: 'unavailable', reason: `HTTP ${status}` };
}

export function viesRegistry(url: string, timeoutMs: number): VatRegistry {
  return {
    name: 'vies',
    async check(countryCode, vatNumber) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode: viesCountry(countryCode), vatNumber }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return {
          status: 'unavailable',
          reason: (error as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable',
        };
      }
      const reply = (await response.json().catch(() => null)) as ViesReply | null;
      return readViesReply(response.status, reply);
    },
  };
}
