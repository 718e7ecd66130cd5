/**
 * What each step of a guided tour says, in English and French, and the element of the page it
 * points at (`data-tour` anchors the pages carry). The Admin Panel edits the words (issue 22); the
 * anchors and the number of steps are the code's (the spec's 4, 3 and 3). Until an admin saves a
 * tour, the words below are the ones shown.
 */
import * as z from 'zod/mini';
import { TOUR_LABELS, TOURS, type TourLabel } from './tours';

const text = (max: number) =>
  z
    .string({ error: 'form.required' })
    .check(z.trim(), z.minLength(1, { error: 'form.required' }), z.maxLength(max, { error: 'form.tooLong' }));

const words = z.strictObject({ title: text(80), body: text(400) });

/** The words of one step, in both languages. */
export const tourStepInputSchema = z.strictObject({ en: words, fr: words });

export const tourInputSchema = z.strictObject({
  /** One entry per step of the tour, in order (the count is checked against the tour). */
  steps: z.array(tourStepInputSchema).check(z.minLength(1), z.maxLength(10)),
});
export type TourInput = z.infer<typeof tourInputSchema>;

const wordsView = z.strictObject({ title: z.string(), body: z.string() });

export const tourStepSchema = z.strictObject({ target: z.string(), en: wordsView, fr: wordsView });
export type TourStep = z.infer<typeof tourStepSchema>;

export const tourSchema = z.strictObject({
  label: z.enum(TOUR_LABELS),
  route: z.string(),
  steps: z.array(tourStepSchema),
  /** When and by whom the words were last saved (null: the default words). */
  updatedAt: z.nullable(z.string()),
  updatedBy: z.nullable(z.string()),
});
export type Tour = z.infer<typeof tourSchema>;

/** A tour as any signed-in person reads it (GET /api/private/tours: the Tour menu's replay). */
export const userTourSchema = z.strictObject({
  label: z.enum(TOUR_LABELS),
  route: z.string(),
  steps: z.array(tourStepSchema),
});

type Words = { title: string; body: string };
type DefaultStep = { target: string; en: Words; fr: Words };

/** The anchors each tour's steps point at, and the words shown until an admin edits them. */
export const DEFAULT_TOUR_STEPS: Record<TourLabel, readonly DefaultStep[]> = {
  home: [
    {
      target: 'home-refunds',
      en: {
        title: 'Your refunds',
        body: 'What your claims asked for, what carriers confirmed and what they credited.',
      },
      fr: {
        title: 'Vos remboursements',
        body: 'Ce que vos réclamations ont demandé, ce que les transporteurs ont confirmé et ce qu’ils ont crédité.',
      },
    },
    {
      target: 'home-needs',
      en: { title: 'What needs you', body: 'Investigations waiting for a document or an answer from you.' },
      fr: {
        title: 'Ce qui vous attend',
        body: 'Les enquêtes qui attendent un document ou une réponse de votre part.',
      },
    },
    {
      target: 'home-invoices',
      en: { title: 'Your carrier invoices', body: 'Each invoice we audited, and what its audit found.' },
      fr: {
        title: 'Vos factures transporteurs',
        body: 'Chaque facture auditée, et ce que son audit a trouvé.',
      },
    },
    {
      target: 'home-bundle',
      en: { title: 'Your plan', body: 'How many of your plan’s shipments this month’s audits used.' },
      fr: {
        title: 'Votre offre',
        body: 'Combien d’envois de votre offre les audits de ce mois ont utilisés.',
      },
    },
  ],
  carrierInformation: [
    {
      target: 'carrier-accounts',
      en: {
        title: 'Your carrier accounts',
        body: 'We sign in to these portals to open and follow your claims.',
      },
      fr: {
        title: 'Vos comptes transporteurs',
        body: 'Nous nous connectons à ces portails pour ouvrir et suivre vos réclamations.',
      },
    },
    {
      target: 'carrier-add',
      en: {
        title: 'Add a carrier',
        body: 'Give the portal’s user name and password: we check them at once.',
      },
      fr: {
        title: 'Ajouter un transporteur',
        body: 'Indiquez l’identifiant et le mot de passe du portail : nous les vérifions aussitôt.',
      },
    },
    {
      target: 'carrier-tracking-keys',
      en: {
        title: 'Tracking keys',
        body: 'Your carriers’ tracking API keys let the audit read every parcel’s events.',
      },
      fr: {
        title: 'Clés de suivi',
        body: 'Les clés d’API de suivi de vos transporteurs permettent à l’audit de lire les événements de chaque colis.',
      },
    },
  ],
  myInvoices: [
    {
      target: 'invoices-upload',
      en: {
        title: 'Drop an invoice',
        body: 'A carrier invoice you upload is audited as soon as it arrives.',
      },
      fr: {
        title: 'Déposez une facture',
        body: 'Une facture transporteur déposée est auditée dès son arrivée.',
      },
    },
    {
      target: 'invoices-list',
      en: { title: 'Every audit', body: 'Where each audit stands, and what it can recover.' },
      fr: { title: 'Chaque audit', body: 'Où en est chaque audit, et ce qu’il peut récupérer.' },
    },
    {
      target: 'invoices-findings',
      en: {
        title: 'The findings',
        body: 'Open an invoice to see what its audit found, check by check, and download it.',
      },
      fr: {
        title: 'Les constats',
        body: 'Ouvrez une facture pour voir ce que son audit a trouvé, contrôle par contrôle, et le télécharger.',
      },
    },
  ],
};

/** A tour with the words saved for it (if any), else the default words. */
export function tourWithWords(
  label: TourLabel,
  saved: { steps: TourInput['steps']; updatedAt: string; updatedBy: string } | null,
): Tour {
  const tour = TOURS.find((entry) => entry.label === label)!;
  const defaults = DEFAULT_TOUR_STEPS[label];
  return {
    label,
    route: tour.route,
    steps: defaults.map((step, index) => {
      const words = saved?.steps[index];
      return { target: step.target, en: words?.en ?? step.en, fr: words?.fr ?? step.fr };
    }),
    updatedAt: saved?.updatedAt ?? null,
    updatedBy: saved?.updatedBy ?? null,
  };
}
