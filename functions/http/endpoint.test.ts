/** The two endpoint kinds: a private route's function always gets its caller, a public one never does. */

import { companyDetailsSchema } from '@shared/companies/company';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { claimsFor } from '../../test/support/claims';
import { routes } from '../routes';
import { type Actor, endpoint, type HttpRequest, publicEndpoint } from './endpoint';
import { HttpError } from './errors';
import { ok } from './responses';

const claims = {
  ...claimsFor({ userId: 'user-endpoint-1', companyId: 'company-endpoint-1', role: 'client_admin' }),
  exp: 0,
};
const actor: Actor = {
  userId: claims.sub,
  companyId: claims.company,
  homeCompanyId: claims.company,
  role: claims.role,
  email: claims.email,
  claims,
};

function requestAs(caller: Actor | null): HttpRequest {
  return {
    event: { requestContext: { http: { method: 'GET' } } } as APIGatewayProxyEventV2,
    route: routes[0],
    actor: caller,
    body: () => undefined,
    query: {},
    params: {},
    requestId: 'request-endpoint-1',
    sourceIp: '127.0.0.1',
    apiKey: null,
  };
}

describe('endpoint kinds', () => {
  it('hands a private endpoint the caller', async () => {
    const fn = vi.fn(async () => ok({}));
    const answer = endpoint(null, fn);

    await answer(requestAs(actor));

    expect(answer.kind).toBe('private');
    expect(fn).toHaveBeenCalledWith(expect.objectContaining({ actor }));
  });

  it('answers 401 when a private endpoint is reached without a caller', async () => {
    const fn = vi.fn(async () => ok({}));

    const answered = endpoint(null, fn)(requestAs(null));

    await expect(answered).rejects.toSatisfy(
      (error) => error instanceof HttpError && error.code === 'auth.unauthenticated' && error.status === 401,
    );
    expect(fn).not.toHaveBeenCalled();
  });

  it('hands a public endpoint no caller', async () => {
    const fn = vi.fn(async () => ok({}));
    const answer = publicEndpoint(null, fn);

    await answer(requestAs(actor));

    expect(answer.kind).toBe('public');
    expect(fn).toHaveBeenCalledWith(expect.not.objectContaining({ actor }));
  });
});

describe('a refused input', () => {
  const posting = (body: unknown): HttpRequest => ({
    ...requestAs(actor),
    event: { requestContext: { http: { method: 'POST' } } } as APIGatewayProxyEventV2,
    body: () => body,
  });
  const company = {
    invoice_company_name: 'Endpoint SARL',
    vat_number: 'FR40303265045',
    invoicing_emails: ['compta@endpoint.example'],
    finance_email_address: 'finance@endpoint.example',
    claim_email_address: 'sav@endpoint.example',
    country: 'FR',
    city_name: 'Lyon',
    street_name: '1 rue Neuve',
    zip_code: '69002',
  };

  it('answers the code a shared rule names when it is all that is wrong (a VAT number mistyped: 422)', async () => {
    const answered = endpoint(companyDetailsSchema, async () => ok({}))(
      posting({ ...company, vat_number: 'FR41303265045' }),
    );

    await expect(answered).rejects.toSatisfy(
      (error) =>
        error instanceof HttpError && error.code === 'company.vat_check_digits' && error.status === 422,
    );
  });

  it('answers 400 request.invalid when other fields are wrong too', async () => {
    const answered = endpoint(companyDetailsSchema, async () => ok({}))(
      posting({ ...company, vat_number: 'FR41303265045', zip_code: 'nope' }),
    );

    await expect(answered).rejects.toSatisfy(
      (error) => error instanceof HttpError && error.code === 'request.invalid' && error.issues?.length === 2,
    );
  });
});
