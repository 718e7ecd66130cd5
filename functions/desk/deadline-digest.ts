/**
 * The desk's daily deadline digest (issue 38, item 7), its pure part: which claims it is about (not
 * yet filed, the carrier's window closing within DESK_CLOSING_SOON_DAYS days, or closed already) and
 * who gets which (each company's claims go to the people who work that company's claims), grouped
 * per person, then per company, the claims closing soon apart from those whose window closed.
 * The scheduled job (./scheduled-digest.ts) reads the rows and the people and sends the mails.
 */
import { DESK_CLOSING_SOON_DAYS } from '@shared/claims/desk';
import { daysUntil } from '../claims/stored-claim';
import type { MailLocale } from '../notifications/email-layout';

/** A person the digest goes to. */
export interface Recipient {
  /** `<companyId>/<userId>`: one digest per person, however many companies they work. */
  key: string;
  companyId: string;
  userId: string;
  email: string;
  firstName: string;
  locale: MailLocale;
}

/** What the digest reads of a claim on the desk's lane of claims to file (the index's row). */
export interface ToFileRow {
  companyId: string;
  claimId: string;
  tracking_number: string;
  carrier: string;
  reason_refund: string;
  requestedCents: number;
  currency: string;
  claim_number: string | null;
  deskDeadline: string;
  deskDeadlineEstimated: boolean;
}

/** A claim as the digest lists it. */
export interface DigestClaim {
  companyId: string;
  claimId: string;
  trackingNumber: string;
  carrier: string;
  issue: string;
  amountCents: number;
  currency: string;
  closesOn: string;
  /** The shipment's dates are unknown: the deadline is an early estimate. */
  estimated: boolean;
  /** Negative: the window closed that many days ago. */
  daysLeft: number;
}

export interface DigestCompany {
  companyId: string;
  name: string;
  /** Window closing within DESK_CLOSING_SOON_DAYS days (today included), soonest first. */
  closing: DigestClaim[];
  /** Window closed already, most recently closed first. */
  closed: DigestClaim[];
}

export interface Digest {
  recipient: Recipient;
  companies: DigestCompany[];
}

/** The last day (YYYY-MM-DD) a window may close on to be in today's digest. */
export const digestHorizon = (today: Date) =>
  new Date(today.getTime() + DESK_CLOSING_SOON_DAYS * 86_400_000).toISOString().slice(0, 10);

/**
 * The claims of the lane's rows the digest is about: not filed yet (a filed claim back on the lane
 * only waits for its documents to be sent, its deadline is met), closing by the horizon.
 */
export function digestClaims(rows: readonly ToFileRow[], today: Date): DigestClaim[] {
  const horizon = digestHorizon(today);
  return rows
    .filter((row) => row.claim_number === null && row.deskDeadline <= horizon)
    .map((row) => ({
      companyId: row.companyId,
      claimId: row.claimId,
      trackingNumber: row.tracking_number,
      carrier: row.carrier,
      issue: row.reason_refund,
      amountCents: row.requestedCents,
      currency: row.currency,
      closesOn: row.deskDeadline,
      estimated: row.deskDeadlineEstimated,
      daysLeft: daysUntil(row.deskDeadline, today),
    }));
}

const byDeadline = (a: DigestClaim, b: DigestClaim) =>
  a.closesOn.localeCompare(b.closesOn) || a.trackingNumber.localeCompare(b.trackingNumber);

/**
 * The digests to send: for every person who works a company with claims in the digest, that
 * company's claims (companies by name, claims by deadline). `recipientsOf` names who works each
 * company (its staff, else the platform admins); a company nobody works is left out.
 */
export function groupDigests(
  claims: readonly DigestClaim[],
  recipientsOf: ReadonlyMap<string, readonly Recipient[]>,
  names: ReadonlyMap<string, string>,
): Digest[] {
  const companies = new Map<string, DigestCompany>();
  for (const claim of claims) {
    let company = companies.get(claim.companyId);
    if (!company) {
      company = {
        companyId: claim.companyId,
        name: names.get(claim.companyId) ?? claim.companyId,
        closing: [],
        closed: [],
      };
      companies.set(claim.companyId, company);
    }
    (claim.daysLeft < 0 ? company.closed : company.closing).push(claim);
  }
  for (const company of companies.values()) {
    company.closing.sort(byDeadline);
    company.closed.sort((a, b) => byDeadline(b, a));
  }
  const digests = new Map<string, Digest>();
  for (const company of companies.values()) {
    for (const recipient of recipientsOf.get(company.companyId) ?? []) {
      const digest = digests.get(recipient.key) ?? { recipient, companies: [] };
      digest.companies.push(company);
      digests.set(recipient.key, digest);
    }
  }
  for (const digest of digests.values())
    digest.companies.sort((a, b) => a.name.localeCompare(b.name) || a.companyId.localeCompare(b.companyId));
  return [...digests.values()].sort((a, b) => a.recipient.key.localeCompare(b.recipient.key));
}
