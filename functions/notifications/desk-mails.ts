/**
 * The claims desk's e-mails (issue 38), in English and French, written as blocks of the one layout
 * (./email-layout.ts): the daily digest of claims whose carrier window closes soon, to the people
 * who work them; and, to the merchant, a carrier's denial and a carrier's request for more.
 */

import type { ClaimType } from '@shared/carriers/carriers';
import { carrierById } from '@shared/carriers/carriers';
import { DESK_CLOSING_SOON_DAYS, type DenialReason } from '@shared/claims/desk';
import { DENIAL_REASON_LABELS } from '@shared/claims/desk-labels';
import { CLAIM_ISSUE_LABELS } from '@shared/claims/labels';
import type { Digest, DigestClaim } from '../desk/deadline-digest';
import { composeMail, type Mail, type MailBlock, type MailLocale } from './email-layout';

/** The most claims a digest lists per company and kind; the desk shows the rest. */
export const DIGEST_LISTED = 20;

const NUMBER_LOCALE: Record<MailLocale, string> = { en: 'en-GB', fr: 'fr-FR' };

const money = (locale: MailLocale, cents: number, currency: string) =>
  new Intl.NumberFormat(NUMBER_LOCALE[locale], { style: 'currency', currency }).format(cents / 100);

const longDay = (locale: MailLocale, day: string) =>
  new Intl.DateTimeFormat(NUMBER_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const carrierName = (carrier: string) => carrierById(carrier)?.name ?? carrier;
const issueName = (locale: MailLocale, issue: string) =>
  CLAIM_ISSUE_LABELS[locale][issue as ClaimType] ?? issue;

/** 'closes in 3 days (12 March 2026)', 'closed 2 days ago (…)', marked when the deadline is an estimate. */
function deadlineWords(locale: MailLocale, claim: DigestClaim): string {
  const days = claim.daysLeft;
  const when = longDay(locale, claim.closesOn);
  const words =
    locale === 'fr'
      ? days === 0
        ? 'se termine aujourd’hui'
        : days === 1
          ? 'se termine demain'
          : days > 1
            ? `se termine dans ${days}\u00a0jours`
            : days === -1
              ? 'fermé depuis hier'
              : `fermé depuis ${-days}\u00a0jours`
      : days === 0
        ? 'closes today'
        : days === 1
          ? 'closes tomorrow'
          : days > 1
            ? `closes in ${days} days`
            : days === -1
              ? 'closed yesterday'
              : `closed ${-days} days ago`;
  const estimate = claim.estimated ? (locale === 'fr' ? ', estimé' : ', estimated') : '';
  return `${words} (${when}${estimate})`;
}

/** The desk page opened on the claim. */
export const deskClaimLink = (appUrl: string, claim: Pick<DigestClaim, 'companyId' | 'claimId'>) =>
  `${new URL('/adminPanel/desk', appUrl).toString()}?claim=${encodeURIComponent(claim.companyId)}/${encodeURIComponent(claim.claimId)}`;

function claimLinks(locale: MailLocale, claims: readonly DigestClaim[], appUrl: string): MailBlock[] {
  const listed = claims.slice(0, DIGEST_LISTED);
  const more = claims.length - listed.length;
  return [
    {
      links: listed.map((claim) => ({
        label: claim.trackingNumber,
        href: deskClaimLink(appUrl, claim),
        detail: [
          carrierName(claim.carrier),
          issueName(locale, claim.issue),
          money(locale, claim.amountCents, claim.currency),
          deadlineWords(locale, claim),
        ].join(' · '),
      })),
    },
    ...(more > 0
      ? [
          {
            note:
              locale === 'fr'
                ? `Et ${more} autre${more > 1 ? 's' : ''} sur le bureau des réclamations.`
                : `And ${more} more on the claims desk.`,
          },
        ]
      : []),
  ];
}

const plural = (count: number, one: string, other: string) => (count === 1 ? one : other);

/** The daily digest of one person: per company, the claims closing soon, then those whose window closed. */
export function deadlineDigestMail(digest: Digest, appUrl: string): Mail {
  const { locale, firstName } = digest.recipient;
  const fr = locale === 'fr';
  const closing = digest.companies.reduce((sum, company) => sum + company.closing.length, 0);
  const closed = digest.companies.reduce((sum, company) => sum + company.closed.length, 0);
  const blocks: MailBlock[] = [
    fr ? `Bonjour ${firstName},` : `Hello ${firstName},`,
    fr
      ? `Voici les réclamations pas encore déposées auprès des transporteurs dont le délai se termine dans les ${DESK_CLOSING_SOON_DAYS}\u00a0jours (${closing}), et celles dont le délai est déjà passé (${closed}).`
      : `Here are the claims not yet filed with their carriers whose window closes within ${DESK_CLOSING_SOON_DAYS} days (${closing}), and those whose window has closed already (${closed}).`,
  ];
  if (closing > 0) {
    blocks.push({
      heading: fr
        ? `Délai qui se termine dans les ${DESK_CLOSING_SOON_DAYS}\u00a0jours`
        : `Closing within ${DESK_CLOSING_SOON_DAYS} days`,
    });
    for (const company of digest.companies.filter((company) => company.closing.length)) {
      blocks.push({ lines: [company.name] }, ...claimLinks(locale, company.closing, appUrl));
    }
  }
  if (closed > 0) {
    blocks.push({ heading: fr ? 'Délai déjà passé' : 'Window closed already' });
    blocks.push(
      fr
        ? 'Le transporteur refusera probablement ces réclamations. Déposez-les quand même si elles en valent la peine, ou clôturez-les.'
        : 'The carrier will likely refuse these. File them if they are still worth it, or close them.',
    );
    for (const company of digest.companies.filter((company) => company.closed.length)) {
      blocks.push({ lines: [company.name] }, ...claimLinks(locale, company.closed, appUrl));
    }
  }
  blocks.push({
    button: fr ? 'Ouvrir le bureau des réclamations' : 'Open the claims desk',
    href: new URL('/adminPanel/desk', appUrl).toString(),
  });
  blocks.push({
    note: fr
      ? 'Vous recevez ce récapitulatif une fois par jour, pour les entreprises dont vous traitez les réclamations.'
      : 'You get this digest once a day, for the companies whose claims you work.',
  });
  const subject = fr
    ? `Réclamations à déposer\u00a0: ${closing} délai${plural(closing, '', 's')} se termin${plural(closing, 'e', 'ent')} sous ${DESK_CLOSING_SOON_DAYS}\u00a0jours`
    : `Claims to file: ${closing} ${plural(closing, 'window closes', 'windows close')} within ${DESK_CLOSING_SOON_DAYS} days`;
  return composeMail({ locale, subject, blocks });
}

export interface MerchantNews {
  firstName: string;
  trackingNumber: string;
  carrier: string;
  /** The investigation's page. */
  link: string;
}

/** The carrier denied the claim: why, in words and in the carrier's own. */
export function denialMail(
  locale: MailLocale,
  news: MerchantNews & { reason: DenialReason; text: string },
): Mail {
  const reason = DENIAL_REASON_LABELS[locale][news.reason];
  const carrier = carrierName(news.carrier);
  if (locale === 'fr')
    return composeMail({
      locale,
      subject: `Enquête ${news.trackingNumber}\u00a0: ${carrier} a refusé la réclamation`,
      blocks: [
        `Bonjour ${news.firstName},`,
        `${carrier} a refusé la réclamation du colis ${news.trackingNumber}. Motif\u00a0: ${reason}.`,
        'Les mots du transporteur\u00a0:',
        { quote: news.text },
        'Notre équipe étudie ce refus et conteste à nouveau la réclamation si de nouvelles preuves peuvent faire changer d’avis le transporteur. Vous pouvez en ajouter sur la page de l’enquête.',
        { button: 'Voir l’enquête', href: news.link },
      ],
    });
  return composeMail({
    locale,
    subject: `Investigation ${news.trackingNumber}: ${carrier} denied the claim`,
    blocks: [
      `Hello ${news.firstName},`,
      `${carrier} denied the claim for parcel ${news.trackingNumber}. The reason: ${reason}.`,
      'The carrier’s words:',
      { quote: news.text },
      'Our team is looking at the denial and disputes it again when new evidence can change the carrier’s mind. You can add evidence on the investigation’s page.',
      { button: 'See the investigation', href: news.link },
    ],
  });
}

/** The language's name in the reader's language ('French', 'anglais'), or its code when unknown. */
export function languageName(locale: MailLocale, code: string): string {
  try {
    return new Intl.DisplayNames([NUMBER_LOCALE[locale]], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The carrier asks for more before it decides: its words, marked with their language, and what to do. */
export function carrierRequestMail(
  locale: MailLocale,
  news: MerchantNews & { text: string; language: string },
): Mail {
  const carrier = carrierName(news.carrier);
  const language = languageName(locale, news.language);
  if (locale === 'fr')
    return composeMail({
      locale,
      subject: `Enquête ${news.trackingNumber}\u00a0: ${carrier} demande des documents`,
      blocks: [
        `Bonjour ${news.firstName},`,
        `Avant de se prononcer sur la réclamation du colis ${news.trackingNumber}, ${carrier} demande des documents ou des informations. Ses mots (en ${language})\u00a0:`,
        { quote: news.text, lang: news.language },
        'Ajoutez ce qu’il demande sur la page de l’enquête (Documents manquants)\u00a0: notre équipe le lui transmet.',
        { button: 'Répondre au transporteur', href: news.link },
      ],
    });
  return composeMail({
    locale,
    subject: `Investigation ${news.trackingNumber}: ${carrier} asks for documents`,
    blocks: [
      `Hello ${news.firstName},`,
      `Before it decides on the claim for parcel ${news.trackingNumber}, ${carrier} asks for documents or information. Its words (in ${language}):`,
      { quote: news.text, lang: news.language },
      'Add what it asks for on the investigation’s page (Documents missing): our team sends it to the carrier.',
      { button: 'Answer the carrier', href: news.link },
    ],
  });
}
