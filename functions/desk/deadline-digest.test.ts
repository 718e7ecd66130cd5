import { describe, expect, it } from 'vitest';
import { DIGEST_LISTED, deadlineDigestMail } from '../notifications/desk-mails';
import { digestClaims, digestHorizon, groupDigests, type Recipient, type ToFileRow } from './deadline-digest';

const TODAY = new Date('2026-03-10T06:00:00.000Z');

const row = (fields: Partial<ToFileRow>): ToFileRow => ({
  companyId: 'shop-a',
  claimId: `claim-${Math.random().toString(36).slice(2)}`,
  tracking_number: '1Z0000000000000001',
  carrier: 'ups',
  reason_refund: 'lost',
  requestedCents: 12_550,
  currency: 'EUR',
  claim_number: null,
  deskDeadline: '2026-03-12',
  deskDeadlineEstimated: false,
  ...fields,
});

const person = (key: string, locale: 'en' | 'fr' = 'en'): Recipient => {
  const [companyId = '', userId = ''] = key.split('/');
  return { key, companyId, userId, email: `${userId}@parcel-audit.example`, firstName: userId, locale };
};

describe('the deadline digest', () => {
  it('is about the claims not yet filed whose window closes within five days, or has closed', () => {
    // Prepare
    const rows = [
      row({ tracking_number: 'TODAY', deskDeadline: '2026-03-10' }),
      row({ tracking_number: 'IN5', deskDeadline: '2026-03-15' }),
      row({ tracking_number: 'IN6', deskDeadline: '2026-03-16' }),
      row({ tracking_number: 'CLOSED', deskDeadline: '2026-03-01' }),
      // Filed already, back on the lane only to send the carrier its documents: its deadline is met.
      row({ tracking_number: 'FILED', deskDeadline: '2026-03-11', claim_number: 'UPS-1' }),
    ];

    // Act
    const claims = digestClaims(rows, TODAY);

    // Assess
    expect(digestHorizon(TODAY)).toBe('2026-03-15');
    expect(claims.map((claim) => [claim.trackingNumber, claim.daysLeft])).toEqual([
      ['TODAY', 0],
      ['IN5', 5],
      ['CLOSED', -9],
    ]);
  });

  it('goes once to each person who works a company, its claims closing soon apart from those closed', () => {
    // Prepare
    const claims = digestClaims(
      [
        row({ companyId: 'shop-b', tracking_number: 'B-LATER', deskDeadline: '2026-03-14' }),
        row({ companyId: 'shop-b', tracking_number: 'B-SOON', deskDeadline: '2026-03-11' }),
        row({ companyId: 'shop-b', tracking_number: 'B-OLD', deskDeadline: '2026-02-01' }),
        row({ companyId: 'shop-b', tracking_number: 'B-RECENT', deskDeadline: '2026-03-08' }),
        row({ companyId: 'shop-a', tracking_number: 'A-SOON', deskDeadline: '2026-03-13' }),
        row({ companyId: 'nobody', tracking_number: 'LEFT-OUT', deskDeadline: '2026-03-13' }),
      ],
      TODAY,
    );
    const staff = person('platform/staff-1', 'fr');
    const admin = person('platform/admin-1');
    const recipients = new Map([
      ['shop-a', [staff]],
      ['shop-b', [staff, admin]],
    ]);
    const names = new Map([
      ['shop-a', 'Zebra Shoes'],
      ['shop-b', 'Atelier Bleu'],
    ]);

    // Act
    const digests = groupDigests(claims, recipients, names);

    // Assess
    expect(digests.map((digest) => digest.recipient.key)).toEqual(['platform/admin-1', 'platform/staff-1']);
    const [forAdmin, forStaff] = digests;
    expect(forAdmin!.companies.map((company) => company.name)).toEqual(['Atelier Bleu']);
    expect(forStaff!.companies.map((company) => company.name)).toEqual(['Atelier Bleu', 'Zebra Shoes']);
    const bleu = forStaff!.companies[0]!;
    expect(bleu.closing.map((claim) => claim.trackingNumber)).toEqual(['B-SOON', 'B-LATER']);
    expect(bleu.closed.map((claim) => claim.trackingNumber)).toEqual(['B-RECENT', 'B-OLD']);
  });

  it('is an e-mail in the person’s language, each claim linked to the desk, with its days left and amount', () => {
    // Prepare
    const claims = digestClaims(
      [
        row({
          claimId: 'c-1',
          tracking_number: '1ZSOON',
          deskDeadline: '2026-03-13',
          deskDeadlineEstimated: true,
        }),
        row({
          claimId: 'c-2',
          tracking_number: '1ZCLOSED',
          deskDeadline: '2026-03-08',
          reason_refund: 'damaged',
        }),
      ],
      TODAY,
    );
    const [digest] = groupDigests(
      claims,
      new Map([['shop-a', [person('p/nora', 'fr')]]]),
      new Map([['shop-a', 'Boutique <Lyon>']]),
    );

    // Act
    const fr = deadlineDigestMail(digest!, 'https://app.example');
    const en = deadlineDigestMail({ ...digest!, recipient: person('p/nora') }, 'https://app.example');

    // Assess
    expect(fr.subject).toBe('Réclamations à déposer\u00a0: 1 délai se termine sous 5\u00a0jours');
    expect(en.subject).toBe('Claims to file: 1 window closes within 5 days');
    expect(fr.text).toContain('Délai qui se termine dans les 5\u00a0jours');
    expect(fr.text).toContain(
      '- 1ZSOON: UPS · Perdu · 125,50\u00a0€ · se termine dans 3\u00a0jours (13 mars 2026, estimé)\n  https://app.example/adminPanel/desk?claim=shop-a/c-1',
    );
    expect(fr.text).toContain('Délai déjà passé');
    expect(en.text).toContain('- 1ZCLOSED: UPS · Damaged · €125.50 · closed 2 days ago (8 March 2026)');
    expect(en.html).toContain('href="https://app.example/adminPanel/desk?claim=shop-a/c-2"');
    expect(en.html).toContain('Boutique &lt;Lyon&gt;');
    expect(en.html).toContain('<h2');
    expect(en.text.indexOf('Closing within 5 days')).toBeLessThan(en.text.indexOf('Window closed already'));
  });

  it('lists twenty claims of a company at most and counts the rest', () => {
    const claims = digestClaims(
      Array.from({ length: DIGEST_LISTED + 3 }, (_, index) =>
        row({ claimId: `c-${index}`, tracking_number: `1Z${String(index).padStart(4, '0')}` }),
      ),
      TODAY,
    );
    const [digest] = groupDigests(claims, new Map([['shop-a', [person('p/hugo')]]]), new Map());
    const mail = deadlineDigestMail(digest!, 'https://app.example');
    expect(mail.text.match(/adminPanel\/desk\?claim=/g)).toHaveLength(DIGEST_LISTED);
    expect(mail.text).toContain('And 3 more on the claims desk.');
  });
});
