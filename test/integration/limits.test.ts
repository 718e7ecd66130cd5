/**
 * Abuse limits over time (issue 17, item 3; ../shared/QUALITY.md 16): per e-mail address and per
 * source, per hour, whatever the code or the request: a new code does not reset the guesses, new
 * addresses do not reset the source, and a forged header does not make a new source. Sources are
 * real connection addresses (test/support/http.ts).
 */
import { randomUUID } from 'node:crypto';
import { CURRENT_ACCEPTANCE } from '@shared/legal/documents';
import { describe, expect, it } from 'vitest';
import { call, freshSource } from '../support/http';
import { latestCode, mailTo } from '../support/mail';
import { newcomer as makeNewcomer, makePerson } from '../support/people';

const { dropPending } = await import('../../functions/auth/registration-store');
const { table } = await import('../../functions/lib/table/table');
const { keys } = await import('../../functions/lib/table/keys');
const { emailDigest } = await import('../../functions/auth/throttle-store');
const { LIMITS } = await import('../../functions/auth/limits');

const newcomer = () => makeNewcomer('limits');

type Answer = { error?: { code: string }; token?: string };
const askCode = (person: ReturnType<typeof newcomer>, source = freshSource(), headers = {}) =>
  call<Answer>('POST', '/api/public/user/verify', { body: person, source, headers });
const tryCode = (person: ReturnType<typeof newcomer>, code: string, source = freshSource()) =>
  call<Answer>('POST', '/api/public/user/verified', {
    body: {
      code,
      userData: { ...person, password: 'Strong-Pass-1', terms_accepted: true, ...CURRENT_ACCEPTANCE },
    },
    source,
  });

function expectLimited(response: {
  status: number;
  body: Answer;
  headers: { get(name: string): string | null };
}) {
  expect(response.status).toBe(429);
  expect(response.body).toMatchObject({ error: { code: 'auth.limit_reached' } });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-up code limits', () => {
  it('counts guesses per address across codes and sources: a fresh code brings no fresh guesses', async () => {
    const person = newcomer();
    let tries = 0;
    // Rounds of 5 wrong guesses (each round uses a code up), each from new sources, with a new code.
    while (tries < LIMITS.codeTriesPerAddress.max) {
      expect((await askCode(person)).status).toBe(200);
      const code = await latestCode(person.email_address);
      for (let attempt = 0; attempt < 5 && tries < LIMITS.codeTriesPerAddress.max; attempt++, tries++)
        expect((await tryCode(person, wrong(code))).body.error?.code).toMatch(
          /^auth\.code_(invalid|expired)$/,
        );
      await dropPending(person.email_address); // as the sixth wrong guess would
    }
    expect((await askCode(person)).status).toBe(200);
    // Even the right code is refused now: the address has had its guesses for this hour.
    expectLimited(await tryCode(person, await latestCode(person.email_address)));
  });

  it('counts guesses per source across addresses', async () => {
    const source = freshSource();
    for (let attempt = 0; attempt < LIMITS.codeTriesPerSource.max; attempt++)
      expect((await tryCode(newcomer(), '123456', source)).status).toBe(400);
    expectLimited(await tryCode(newcomer(), '123456', source));
    expect((await tryCode(newcomer(), '123456')).status).toBe(400);
  });

  it('e-mails one address at most 5 codes an hour, asked from anywhere', async () => {
    const person = newcomer();
    for (let sent = 0; sent < LIMITS.codeMailsPerAddress.max; sent++) {
      expect((await askCode(person)).status).toBe(200);
      await dropPending(person.email_address); // as if the minute's cool-down had passed
    }
    expectLimited(await askCode(person));
    expect(await mailTo(person.email_address)).toHaveLength(LIMITS.codeMailsPerAddress.max);
  });

  it('sends at most 20 codes an hour for one source, whatever viewer address its requests claim', async () => {
    const source = freshSource();
    for (let sent = 0; sent < LIMITS.codeMailsPerSource.max; sent++) {
      const forged = {
        'cloudfront-viewer-address': `203.0.113.${sent}:443`,
        'x-forwarded-for': `198.51.100.${sent}`,
      };
      expect((await askCode(newcomer(), source, forged)).status).toBe(200);
    }
    const person = newcomer();
    expectLimited(await askCode(person, source, { 'cloudfront-viewer-address': '192.0.2.200:443' }));
    expect(await mailTo(person.email_address)).toEqual([]);
    expect((await askCode(person)).status).toBe(200);
  });

  it("limits 'I did not receive my code' notices per source", async () => {
    const source = freshSource();
    for (let notice = 0; notice < LIMITS.codeHelpPerSource.max; notice++)
      expect(
        (
          await call('POST', '/api/public/slack', {
            body: { email_address: newcomer().email_address },
            source,
          })
        ).status,
      ).toBe(202);
    expectLimited(
      await call<Answer>('POST', '/api/public/slack', {
        body: { email_address: newcomer().email_address },
        source,
      }),
    );
  });
});

describe('password-reset limits', () => {
  const ask = (email: string, source = freshSource()) =>
    call<Answer>('POST', '/api/public/user/password/request', { body: { email_address: email }, source });

  it('e-mails one address at most 5 links an hour, answering every request alike', async () => {
    const person = await makePerson();
    for (let asked = 0; asked < LIMITS.resetMailsPerAddress.max + 2; asked++) {
      expect((await ask(person.email)).status).toBe(202);
      await table.delete(keys.cooldown(`reset#${emailDigest(person.email)}`)); // as if the minute had passed
    }
    expect(await mailTo(person.email)).toHaveLength(LIMITS.resetMailsPerAddress.max);
  });

  it('answers one source at most 20 requests an hour, for any addresses', async () => {
    const source = freshSource();
    for (let asked = 0; asked < LIMITS.resetMailsPerSource.max; asked++)
      expect((await ask(`nobody-${randomUUID()}@example.test`, source)).status).toBe(202);
    expectLimited(await ask(`nobody-${randomUUID()}@example.test`, source));
  });
});
