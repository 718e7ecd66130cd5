/** A case study as a platform admin writes it (the Admin Panel's input), in English and French. */
export const caseStudyInput = (status: 'draft' | 'published') => ({
  status,
  customer: 'Maison Lumière',
  carriers: ['colissimo', 'ups'],
  figures: [{ value: '8.4 %', en: 'of carrier spend recovered', fr: 'des dépenses transport récupérées' }],
  en: {
    title: 'How Maison Lumière got 8 % back',
    summary: 'Late and lost parcels, claimed.',
    body: 'First.\n\nSecond.',
  },
  fr: {
    title: 'Comment Maison Lumière a récupéré 8 %',
    summary: 'Colis en retard et perdus, réclamés.',
    body: 'Premier.\n\nSecond.',
  },
});
