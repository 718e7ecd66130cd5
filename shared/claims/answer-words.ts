/**
 * The carriers' words on the desk's answer files (issue 38, item 5), English and French: what
 * their columns are called, how they write each decision, and what their reasons for a denial
 * point to. Data for ./desk-files, which reads the rows.
 */
import { normaliseHeader } from '../sheets/headers';
import type { DenialReason, DeskMoveKind } from './desk';

/** What an answer file's columns may hold. */
export const ANSWER_FIELDS = [
  'claim_id',
  'claim_number',
  'tracking_number',
  'decision',
  'amount',
  'currency',
  'date',
  'message',
] as const;
export type AnswerField = (typeof ANSWER_FIELDS)[number];

/**
 * Names of each field's column, compared once normalised (case, accents and punctuation ignored):
 * ours in English and French (the export's own headers), and the carriers' (UPS and FedEx claim
 * reports name 'Claim Number', 'Tracking Number', 'Status', 'Amount Paid'; La Poste's and
 * Chronopost's 'N° de dossier', 'N° de colis', 'Statut', 'Montant indemnisé').
 */
export const ANSWER_HEADER_NAMES: Record<AnswerField, readonly string[]> = {
  claim_id: [
    'our claim id',
    'parcel audit id',
    'parcel audit claim id',
    'notre identifiant',
    'notre numero de reclamation',
    'identifiant parcel audit',
    // Our id goes out in the UPS layout's reference column, which carriers echo: a cell that is not
    // our id (an order number) leaves the row to its claim or tracking number.
    'customer reference',
    'shipper reference',
    'reference client',
    'reference expediteur',
  ],
  claim_number: [
    'claim number',
    'claim no',
    'claim',
    'claim reference',
    'carrier claim number',
    'case number',
    'case id',
    'case',
    'numero de reclamation',
    'n de reclamation',
    'no de reclamation',
    'reclamation',
    'numero de dossier',
    'n de dossier',
    'dossier',
    'reference dossier',
    'numero de litige',
  ],
  tracking_number: [
    'tracking number',
    'tracking',
    'tracking no',
    'tracking id',
    'waybill',
    'waybill number',
    'air waybill',
    'awb',
    'parcel number',
    'package number',
    'shipment number',
    'numero de suivi',
    'n de suivi',
    'no de suivi',
    'suivi',
    'numero de colis',
    'n de colis',
    'colis',
    'lettre de transport',
  ],
  decision: [
    'decision',
    'status',
    'claim status',
    'result',
    'outcome',
    'resolution',
    'carrier decision',
    'statut',
    'etat',
    'resultat',
    'decision du transporteur',
    'reponse',
  ],
  amount: [
    'amount',
    'amount paid',
    'paid amount',
    'amount approved',
    'approved amount',
    'amount credited',
    'credit amount',
    'refund amount',
    'settlement amount',
    'montant',
    'montant rembourse',
    'montant accorde',
    'montant indemnise',
    'indemnisation',
    'montant credite',
  ],
  currency: ['currency', 'currency code', 'devise', 'monnaie'],
  date: [
    'date',
    'decision date',
    'status date',
    'paid date',
    'payment date',
    'credit date',
    'date de decision',
    'date du statut',
    'date de paiement',
    'date de remboursement',
    'date d indemnisation',
  ],
  message: [
    'message',
    'reason',
    'denial reason',
    'comment',
    'comments',
    'remarks',
    'explanation',
    'note',
    'motif',
    'motif de refus',
    'commentaire',
    'commentaires',
    'raison',
    'observations',
  ],
};

/** What a carrier's answer can say of a claim: each is one desk move. */
export const ANSWER_DECISIONS = [
  'filed',
  'more_requested',
  'accepted',
  'denied',
  'credited',
] as const satisfies readonly DeskMoveKind[];
export type AnswerDecision = (typeof ANSWER_DECISIONS)[number];

/**
 * The carriers' words for each decision, in English and French, in the order they are tried: a
 * denial first (its words may hold another decision's: 'not approved', 'closed without payment'),
 * then a request for more (before 'pending'), a payment, an acceptance, and a claim registered.
 * Phrases are compared as whole words of the normalised cell.
 */
const DECISION_WORDS: [AnswerDecision, 'en' | 'fr', readonly string[]][] = [
  [
    'denied',
    'en',
    ['denied', 'rejected', 'declined', 'refused', 'not approved', 'without payment', 'no liability', 'deny'],
  ],
  ['denied', 'fr', ['refuse', 'refusee', 'rejete', 'rejetee', 'defavorable', 'non recevable', 'irrecevable']],
  [
    'more_requested',
    'en',
    [
      'more requested',
      'more information',
      'information requested',
      'documents requested',
      'additional documents',
      'pending documents',
      'awaiting documents',
      'documentation required',
    ],
  ],
  [
    'more_requested',
    'fr',
    [
      'pieces complementaires',
      'documents demandes',
      'informations complementaires',
      'complement d information',
      'en attente de documents',
      'en attente de pieces',
    ],
  ],
  ['credited', 'en', ['credited', 'paid', 'refunded', 'reimbursed', 'settled', 'credit issued']],
  [
    'credited',
    'fr',
    ['rembourse', 'remboursee', 'paye', 'payee', 'credite', 'creditee', 'indemnise', 'indemnisee', 'regle'],
  ],
  ['accepted', 'en', ['accepted', 'approved', 'granted', 'valid']],
  ['accepted', 'fr', ['accepte', 'acceptee', 'accorde', 'accordee', 'valide', 'validee', 'favorable']],
  [
    'filed',
    'en',
    [
      'filed',
      'registered',
      'received',
      'opened',
      'open',
      'submitted',
      'in progress',
      'under review',
      'pending',
    ],
  ],
  ['filed', 'fr', ['enregistre', 'enregistree', 'recu', 'recue', 'ouvert', 'ouverte', 'en cours', 'depose']],
];

/** A decision in the carrier's words, and the language those words are in; null when none is recognised. */
export function readDecision(text: string): { decision: AnswerDecision; language: 'en' | 'fr' } | null {
  const words = ` ${normaliseHeader(text).replace(/_/g, ' ')} `;
  if (words.trim() === '') return null;
  for (const [decision, language, phrases] of DECISION_WORDS)
    if (phrases.some((phrase) => words.includes(` ${phrase} `))) return { decision, language };
  return null;
}

/** The denial reason a carrier's words point to (the carrier's own text is kept beside it). */
const DENIAL_WORDS: [DenialReason, RegExp][] = [
  ['delivered_signed', /signature|signed|sign[eé]/i],
  ['insufficient_packaging', /packaging|packing|emballage|conditionnement/i],
  ['no_proof_of_value', /proof of value|invoice|facture|justificatif|valeur/i],
  ['late_notice', /too late|out of time|time limit|hors d[eé]lai|forclos|tardi/i],
  ['excluded_goods', /excluded|prohibited|exclu|interdit/i],
  ['liability_limit', /liability|limit|plafond|responsabilit/i],
  ['duplicate', /duplicate|already|doublon|d[eé]j[aà]/i],
  ['delivered_scan', /delivered|livr[eé]|scan/i],
];

export function denialReasonOf(text: string): DenialReason {
  return DENIAL_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'other';
}
