/**
 * The demo's three published release notes (issue 40), one entry each, dated over the last months.
 * Only the newest is within the pop-up's 30 days (web/src/app/guidance/guidance-logic.ts), so a
 * person signing in on a fresh `npm start` is shown that one once; What's new lists all three.
 * Entry ids are fixed, so the notices (and what the tests mark as shown) are the same on every start.
 */
import type { ReleaseNoteInput } from '@shared/admin/release-notes';

export interface DemoReleaseNote {
  slug: string;
  /** Days before the seed's `now` the entry shipped. */
  daysAgo: number;
  entryId: string;
  feature: ReleaseNoteInput['feature'];
  en: { title: string; message: string };
  fr: { title: string; message: string };
}

export const DEMO_RELEASE_NOTES: DemoReleaseNote[] = [
  {
    slug: 'sales-data',
    daysAgo: 83,
    entryId: 'demosales1',
    feature: { en: 'Sales data', fr: 'Données de vente' },
    en: {
      title: 'Your orders complete your claims',
      message:
        'Send your orders by API or drop them on your SFTP server: a lost-parcel claim waiting for its goods gets them from your sales data, and is filed without you typing a line.',
    },
    fr: {
      title: 'Vos commandes complètent vos réclamations',
      message:
        'Envoyez vos commandes par API ou déposez-les sur votre serveur SFTP : une réclamation de colis perdu qui attend ses marchandises les reçoit de vos données de vente, et part sans que vous tapiez une ligne.',
    },
  },
  {
    slug: 'invoice-audit',
    daysAgo: 41,
    entryId: 'demoaudit1',
    feature: { en: 'Invoice audit', fr: 'Audit des factures' },
    en: {
      title: 'Surcharges checked line by line',
      message:
        'Residential, address-correction and oversize surcharges on your carrier invoices are now checked against the carriers’ rules: the ones you did not owe are listed with their proof, ready to dispute.',
    },
    fr: {
      title: 'Les suppléments vérifiés ligne par ligne',
      message:
        'Les suppléments résidentiels, de correction d’adresse et hors gabarit de vos factures transporteur sont désormais vérifiés au regard des règles des transporteurs : ceux qui ne sont pas dus sont listés avec leur preuve, prêts à être contestés.',
    },
  },
  {
    slug: 'guided-tours',
    daysAgo: 4,
    entryId: 'demotours1',
    feature: { en: 'Guided tours', fr: 'Visites guidées' },
    en: {
      title: 'A guided tour of each main page',
      message:
        'Home, My Carrier Information and My Invoices now show you around the first time you open them. Replay a tour at any time from the account menu, and find every change in What’s new.',
    },
    fr: {
      title: 'Une visite guidée de chaque page principale',
      message:
        'L’accueil, Mes informations transporteur et Mes factures vous font maintenant visiter la page à la première ouverture. Rejouez une visite à tout moment depuis le menu du compte, et retrouvez chaque nouveauté dans Nouveautés.',
    },
  },
];
