/**
 * The inbound mail function's bundle (infra/constructs/inbound-mail.ts): with its stand-ins for
 * mailparser's charset tables and unused features it stays within the 1 MB a Lambda bundle may
 * weigh (QUALITY.md), and reads mails exactly as the sources do on the laptop: legacy charsets
 * through Node's TextDecoder, HTML-only mails through our own text reading.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMail } from '../../functions/desk/mail-read';
import { INBOUND_MAIL_STAND_INS } from '../../infra/constructs/inbound-mail';
import { lambdaBuildOptions } from '../../infra/constructs/lambda-bundling';
import { buildMail, CARRIER_REPLIES } from '../support/carrier-mails';

const TO = 'claims+abcdefghijklmnop@inbound.parcel-audit.localhost';
let dir: string;

/** Bundled as CDK bundles the function (infra/constructs/lambda-bundling.ts, HouseFunction's options). */
async function bundleLambda(entry: string, outfile: string, standIns: Record<string, string>) {
  await build(lambdaBuildOptions(entry, outfile, standIns));
}
let bundled: typeof readMail;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'inbound-bundle-'));
  await bundleLambda('functions/desk/mail-read.ts', join(dir, 'mail-read.mjs'), INBOUND_MAIL_STAND_INS);
  bundled = (await import(join(dir, 'mail-read.mjs'))).readMail;
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A single-part message in a legacy charset, as older mail servers still send. */
function legacyMail(charset: string, contentType: string, body: Buffer, subject = 'Réclamation') {
  const head = [
    'From: Service Clients <sc@carrier.example>',
    `To: ${TO}`,
    `Subject: =?${charset}?B?${Buffer.from(subject, 'latin1').toString('base64')}?=`,
    'Date: Mon, 16 Nov 2026 09:30:00 +0100',
    'Message-ID: <legacy@carrier.example>',
    'MIME-Version: 1.0',
    `Content-Type: ${contentType}; charset=${charset}`,
    'Content-Transfer-Encoding: base64',
    '',
    '',
  ].join('\r\n');
  return Buffer.concat([Buffer.from(head), Buffer.from(body.toString('base64'))]);
}

describe('the inbound mail bundle', () => {
  it('stays within 1 MB', async () => {
    const outfile = join(dir, 'inbound-mail.mjs');
    await bundleLambda('functions/desk/inbound-mail.ts', outfile, INBOUND_MAIL_STAND_INS);
    expect(statSync(outfile).size).toBeLessThanOrEqual(1024 * 1024);
  }, 60_000);

  it.each([
    ['a French reply with an attachment', buildMail({ ...CARRIER_REPLIES.dhlCredited('D-1'), to: TO })],
    ['a script-bearing HTML reply', buildMail({ ...CARRIER_REPLIES.scriptedHtml('C-1'), to: TO })],
    [
      'a Windows-1252 HTML-only reply',
      legacyMail(
        'windows-1252',
        'text/html',
        Buffer.from('<p>Votre réclamation n° 42 a été <b>acceptée</b> : 12,50 \x80.</p>', 'latin1'),
      ),
    ],
    [
      'an ISO-2022-JP text reply',
      legacyMail('iso-2022-jp', 'text/plain', Buffer.from('\x1b$B2YJ*\x1b(B claim 42', 'latin1'), 'Claim'),
    ],
  ])('reads %s as the sources do', async (_name, raw) => {
    const bytes = new Uint8Array(typeof raw === 'string' ? Buffer.from(raw) : raw);
    const [expected, actual] = await Promise.all([
      readMail(bytes, { virus: false }),
      bundled(bytes, { virus: false }),
    ]);
    expect(actual).toEqual(expected);
  });

  it('decodes the legacy charsets it is given', async () => {
    const mail = await bundled(
      new Uint8Array(
        // 0x80 is the euro sign in Windows-1252 (and nothing in Latin-1).
        legacyMail('windows-1252', 'text/plain', Buffer.from('Avoir de 89,90 \x80 émis.', 'latin1')),
      ),
      { virus: false },
    );
    expect(mail.subject).toBe('Réclamation');
    expect(mail.text).toBe('Avoir de 89,90 € émis.');
  });
});
