/**
 * French messages: the claims desk.
 * Typed against en/desk.ts: a missing or extra key fails the typecheck.
 */
import type { desk as en } from '../en/desk';

export const desk: Record<keyof typeof en, string> = {
  // Validation messages of the desk's forms (shared/claims/desk.ts).
  'desk.invalid.day': 'Saisissez une date au format AAAA-MM-JJ.',
  'desk.invalid.amount': 'Saisissez un montant positif avec au plus deux décimales.',
  'desk.invalid.currency': 'Saisissez un code de devise de trois lettres (EUR).',
  'desk.invalid.language': 'Choisissez la langue dans laquelle le transporteur a écrit.',

  // The lanes, their filters and the list.

  // A claim on the desk and the moves recorded on it.

  // The filing sheet, the claim's documents and the merchant's portal login.

  // Carrier e-mail: answers matched to claims and the unmatched tray.

  // Many claims at once: the carrier's bulk file and its answer file.
  'desk.files.title': 'Plusieurs réclamations à la fois',
  'desk.files.intro':
    'Exportez en un fichier les réclamations à déposer d’un transporteur, puis importez son fichier de réponse\u00a0: chaque ligne enregistre une étape.',
  'desk.files.export.title': 'Exporter les réclamations à déposer',
  'desk.files.carrier': 'Transporteur',
  'desk.files.company': 'Entreprise',
  'desk.files.everyCompany': 'Toutes les entreprises',
  'desk.files.layout': 'Format du fichier',
  'desk.files.layout.carrier': 'Format de {carrier} ({format})',
  'desk.files.layout.desk': 'Nos colonnes (XLSX)',
  'desk.files.layoutHint.ups_adjustment':
    'UPS reçoit les retards de livraison et les frais contestés en un fichier CSV joint à un e-mail\u00a0; les colis perdus ou endommagés passent par son tableau de bord des réclamations.',
  'desk.files.export.button': 'Télécharger le fichier',
  'desk.files.export.working': 'Écriture du fichier…',
  'desk.files.export.done':
    '{count, plural, one {# réclamation écrite} other {# réclamations écrites}} dans {fileName}.',
  'desk.files.export.capped':
    'Seules les {count} premières réclamations (échéances les plus proches d’abord) tiennent dans un fichier\u00a0: exportez à nouveau une fois déposées.',
  'desk.files.import.title': 'Importer le fichier de réponse du transporteur',
  'desk.files.import.hint':
    'CSV, XLSX ou XLS, 5\u00a0Mo et 5\u00a0000 lignes au plus. Chaque ligne désigne sa réclamation (notre identifiant, le numéro de réclamation du transporteur ou le numéro de suivi) et la décision du transporteur.',
  'desk.files.upload.choose': 'Choisir le fichier de réponse',
  'desk.files.uploading': 'Envoi de {name}…',
  'desk.files.read': '{name}\u00a0: {rows, plural, one {# ligne lue} other {# lignes lues}}.',
  'desk.files.mapping.title': 'Associer les colonnes',
  'desk.files.mapping.intro':
    'Nous avons associé les colonnes d’après leur nom\u00a0: vérifiez-les et corrigez celles qui sont fausses.',
  'desk.files.mapping.field': 'Ce que nous lisons',
  'desk.files.mapping.column': 'Colonne du fichier',
  'desk.files.mapping.example': 'Exemple',
  'desk.files.mapping.none': 'Absent du fichier',
  'desk.files.mapping.for': 'Colonne pour {field}',
  'desk.files.mapping.decisionUnmapped': 'Choisissez la colonne de la décision du transporteur.',
  'desk.files.mapping.referenceUnmapped':
    'Choisissez une colonne qui désigne la réclamation\u00a0: notre identifiant, le numéro de réclamation du transporteur ou le numéro de suivi.',
  'desk.files.mapping.columnTwice': 'Une colonne est choisie pour deux champs.',
  'desk.files.mapping.columnMissing': 'Une colonne choisie n’est pas dans le fichier.',
  'desk.files.field.claim_id': 'Notre identifiant',
  'desk.files.field.claim_number': 'Numéro de réclamation du transporteur',
  'desk.files.field.tracking_number': 'Numéro de suivi',
  'desk.files.field.decision': 'Décision',
  'desk.files.field.amount': 'Montant',
  'desk.files.field.currency': 'Devise',
  'desk.files.field.date': 'Date',
  'desk.files.field.message': 'Mots du transporteur',
  'desk.files.sheet': 'Feuille',
  'desk.files.headerRow': 'Ligne d’en-tête',
  'desk.files.headerRowOption': 'Ligne {row}\u00a0: {cells}',
  'desk.files.scopeHint':
    'Les lignes sans notre identifiant sont retrouvées par leur numéro de réclamation ou de suivi dans l’entreprise choisie, ou dans votre dernier export.',
  'desk.files.matchExport':
    'Chercher les numéros de suivi dans mon dernier export ({count, plural, one {# réclamation} other {# réclamations}})',
  'desk.files.preview.button': 'Prévisualiser',
  'desk.files.preview.working': 'Lecture de chaque ligne…',
  'desk.files.preview.title': 'Aperçu',
  'desk.files.preview.summary': '{valid, plural, one {# ligne prête} other {# lignes prêtes}} sur {total}.',
  'desk.files.moves': '{move}\u00a0: {count}',
  'desk.files.move.filed': 'Déposée',
  'desk.files.move.more_requested': 'Compléments demandés',
  'desk.files.move.accepted': 'Acceptée',
  'desk.files.move.denied': 'Refusée',
  'desk.files.move.credited': 'Créditée',
  'desk.files.errors.title':
    '{count, plural, one {# problème} other {# problèmes}}\u00a0: rien n’est appliqué tant qu’une ligne est fausse. Corrigez le fichier et renvoyez-le, ou changez les colonnes.',
  'desk.files.errors.row': 'Ligne',
  'desk.files.errors.column': 'Colonne',
  'desk.files.errors.problem': 'Problème',
  'desk.files.errors.more': 'Les {shown} premiers problèmes sur {count} sont listés.',
  'desk.files.error.noReference':
    'Rien ne désigne la réclamation\u00a0: donnez notre identifiant, le numéro de réclamation du transporteur ou le numéro de suivi.',
  'desk.files.error.decisionMissing': 'La décision est vide.',
  'desk.files.error.decisionUnknown':
    'Nous ne connaissons pas cette décision\u00a0: écrivez acceptée, refusée, remboursée, pièces complémentaires ou enregistrée.',
  'desk.files.error.amount': 'Ce n’est pas un montant\u00a0: écrivez-le 1234,56.',
  'desk.files.error.amountMissing': 'Une acceptation ou un paiement demande son montant.',
  'desk.files.error.currency': 'Ce n’est pas un code de devise (EUR).',
  'desk.files.error.date': 'Ce n’est pas une date, ou elle est à venir\u00a0: écrivez-la JJ/MM/AAAA.',
  'desk.files.error.claimNumberMissing':
    'Une réclamation enregistrée demande le numéro de réclamation du transporteur (64\u00a0caractères au plus).',
  'desk.files.error.messageTooLong': 'Les mots du transporteur dépassent 4\u00a0000\u00a0caractères.',
  'desk.files.error.unknownClaim':
    'Aucune réclamation ne correspond\u00a0: choisissez l’entreprise ou l’export auquel ce fichier répond, ou vérifiez les numéros.',
  'desk.files.error.notInScope':
    'Cette réclamation est celle d’une entreprise qui ne vous est pas attribuée.',
  'desk.files.error.otherCarrier': 'Cette réclamation est celle d’un autre transporteur.',
  'desk.files.error.moveRefused': 'La réclamation ne peut pas prendre cette décision maintenant.',
  'desk.files.error.currencyMismatch': 'Le montant doit être dans la devise de la réclamation.',
  'desk.files.error.repeated': 'La même réclamation qu’à la ligne {first}.',
  'desk.files.planned.title': 'Lignes à appliquer',
  'desk.files.planned.company': 'Entreprise',
  'desk.files.planned.tracking': 'Numéro de suivi',
  'desk.files.planned.move': 'Étape',
  'desk.files.planned.amount': 'Montant',
  'desk.files.planned.more': 'Les {shown} premières lignes sur {count} sont affichées.',
  'desk.files.apply': 'Appliquer {count, plural, one {# étape} other {# étapes}}',
  'desk.files.apply.title': 'Appliquer le fichier de réponse\u00a0?',
  'desk.files.apply.body':
    '{count, plural, one {# réclamation avance} other {# réclamations avancent}} comme le transporteur a répondu, chaque étape inscrite dans l’historique de la réclamation. Cela ne s’annule pas ici.',
  'desk.files.apply.confirm': 'Appliquer',
  'desk.files.apply.cancel': 'Pas maintenant',
  'desk.files.stale':
    'Ces réclamations ont changé depuis l’aperçu, donc rien n’a été appliqué\u00a0: prévisualisez le fichier à nouveau.',
  'desk.files.staleRow': 'Ligne {row}\u00a0: {tracking}',
  'desk.files.previewAgain': 'Prévisualiser à nouveau',
  'desk.files.progress': '{done} lignes appliquées sur {total}',
  'desk.files.done':
    'Terminé\u00a0: {applied, plural, one {# réclamation a avancé} other {# réclamations ont avancé}}.',
  'desk.files.skipped':
    '{count, plural, one {# réclamation a été modifiée par quelqu’un d’autre entre-temps et laissée telle quelle} other {# réclamations ont été modifiées par quelqu’un d’autre entre-temps et laissées telles quelles}}\u00a0:',
  'desk.files.failed':
    'L’import s’est arrêté avant la fin. Les étapes faites restent faites, une fois chacune.',
  'desk.files.another': 'Importer un autre fichier',

  // Deadlines: the digest and the badge.
};
