/**
 * French messages: the bulk wizard and its cells.
 * Typed against en/bulk.ts: a missing or extra key fails the typecheck.
 */
import { prefixed } from '@shared/claims/labels';
import { COLUMN_LABELS } from '@shared/platform/issue-words';
import { SHEET_PROBLEM_LABELS } from '@shared/sheets/read-sheet';
import type { bulk as en } from '../en/bulk';

export const bulk: Record<keyof typeof en, string> = {
  'bulk.fileInvalid': 'Ce n’est pas l’un de vos fichiers d’import.',
  'bulk.step.upload': 'Importer le fichier',
  'bulk.step.match': 'Associer les colonnes',
  'bulk.step.fix': 'Corriger les lignes en erreur',
  'bulk.step.submit': 'Envoyer le fichier',
  'bulk.uploadIntro':
    'Une ligne par enquête\u00a0: transporteur, numéro de suivi, problème et référence de commande, et si vous les avez les marchandises (date de vente, description, nombre d’articles, prix unitaire, montants HT et TTC, taux de taxe, devise). Partez d’un modèle\u00a0:',
  'bulk.modeLegend': 'Que fait votre fichier\u00a0?',
  'bulk.mode.start': 'Ouvrir des enquêtes',
  'bulk.mode.update': 'Ajouter les marchandises d’enquêtes ouvertes',
  'bulk.modeHint.start':
    'Au moins 4 colonnes\u00a0: transporteur, numéro de suivi, problème, référence de commande.',
  'bulk.modeHint.update':
    'Au moins 8 colonnes\u00a0: le numéro de suivi et les marchandises, pour les enquêtes qui les attendent.',
  'bulk.uploadIntroUpdate':
    'Une ligne par enquête qui attend ses marchandises\u00a0: son numéro de suivi, puis la date de vente, la description, le nombre d’articles, le prix unitaire, les montants hors taxes et toutes taxes comprises, le taux de taxe et la devise (EUR si vide). Partez d’un modèle\u00a0:',
  'bulk.doneUpdate':
    '{created, plural, one {# enquête complétée de ses marchandises} other {# enquêtes complétées de leurs marchandises}}, {removed, plural, one {# ligne retirée} other {# lignes retirées}} (pas d’enquête ouverte, marchandises déjà données ou répétées), {rejected, plural, one {# ligne rejetée} other {# lignes rejetées}}.',
  'bulk.template': 'Modèle {format}',
  'bulk.chooseFile': 'Votre fichier',
  'bulk.fileHint': 'Types de fichiers acceptés\u00a0: {types}. 5\u00a0Mo au plus.',
  'bulk.reading': 'Lecture du fichier',
  'bulk.checking': 'Vérification des lignes',
  'bulk.checkingWindows': 'Vérification des délais de réclamation des transporteurs',
  'bulk.submitting': 'Envoi du fichier',
  'bulk.wrongType': 'Types de fichiers acceptés\u00a0: csv, xlsx, xls.',
  'bulk.headers': 'En-têtes incorrects\u00a0: associez chaque colonne avant de continuer.',
  'bulk.retry': 'Réessayer',
  'bulk.failed':
    'Le fichier n’a pas pu être traité. Les lignes déjà créées sont conservées\u00a0; veuillez réessayer.',
  'bulk.templateFailed': 'Le modèle n’a pas pu être téléchargé.',
  'bulk.uploadFailed': 'L’envoi a échoué. Veuillez réessayer.',
  'bulk.matchIntro':
    '{name}\u00a0: {rows, plural, one {# ligne} other {# lignes}}. Associez chaque colonne de votre fichier à une colonne du modèle, ou ignorez-la.',
  'bulk.sheet': 'Feuille',
  'bulk.sheetHint':
    'Ce classeur a {count} feuilles avec des données\u00a0: la première d’entre elles est lue. Choisissez celle qui contient vos lignes.',
  'bulk.headerRow': 'Ligne d’en-tête',
  'bulk.headerRowOption': 'Ligne {row}\u00a0: {cells}',
  'bulk.headerRowHint':
    'La ligne qui nomme vos colonnes. Choisissez-en une autre si votre fichier a un titre au-dessus.',
  'bulk.headerRowFound':
    'Les noms de vos colonnes sont sur la ligne {row}\u00a0: les lignes au-dessus (un titre) sont laissées de côté. Choisissez une autre ligne si ce n’est pas la bonne.',
  'bulk.fileColumn': 'Colonne de votre fichier',
  'bulk.example': 'Première ligne',
  'bulk.templateColumn': 'Colonne du modèle',
  'bulk.blank': '(sans en-tête)',
  'bulk.matchFor': 'Colonne du modèle pour {header}',
  'bulk.chooseColumn': 'Choisir…',
  'bulk.ignore': 'Ignorer cette colonne',
  'bulk.back': 'Retour',
  'bulk.checkRows': 'Vérifier les lignes',
  'bulk.summary':
    '{rows, plural, one {# ligne} other {# lignes}}\u00a0: {errors, plural, one {# en erreur} other {# en erreur}}, {warnings, plural, one {# à confirmer} other {# à confirmer}}, {duplicates, plural, one {# numéro de suivi répété} other {# numéros de suivi répétés}}.',
  'bulk.errorLines': 'Lignes en erreur',
  'bulk.line': 'Ligne {line} ({tracking})',
  'bulk.previous': 'Précédent',
  'bulk.next': 'Suivant',
  'bulk.page': 'Page {page} sur {pages}',
  'bulk.dropErrors': 'Retirer {count, plural, one {# ligne} other {# lignes}} en erreur',
  'bulk.dropTitle': 'Retirer les lignes en erreur\u00a0?',
  'bulk.dropBody':
    '{count, plural, one {# ligne ne sera pas envoyée} other {# lignes ne seront pas envoyées}}. Votre fichier lui-même n’est pas modifié.',
  'bulk.dropConfirm': 'Les retirer',
  'bulk.duplicatesTitle': 'Numéros de suivi présents plusieurs fois',
  'bulk.chooseIssue': 'Choisissez le bon problème pour {tracking}',
  'bulk.duplicateLine': 'Ligne {line}\u00a0: {issue} ({reference})',
  'bulk.flaggedLines': 'Lignes à confirmer',
  'bulk.flaggedMore': 'et {count, plural, one {# ligne de plus} other {# lignes de plus}}',
  'bulk.confirmWarnings':
    'Je confirme les valeurs signalées sur {count, plural, one {# ligne} other {# lignes}} (un montant élevé ou nul, un taux de taxe élevé, un compte transporteur qui ne fonctionne pas, un colis hors du délai de réclamation de son transporteur).',
  'bulk.fixFirst': 'Corrigez ou retirez d’abord les lignes en erreur.',
  'bulk.chooseFirst': 'Choisissez d’abord le bon problème pour chaque numéro de suivi répété.',
  'bulk.confirmFirst': 'Confirmez d’abord les valeurs signalées.',
  'bulk.backToMatching': 'Retour à l’association des colonnes',
  'bulk.submit': 'Envoyer le fichier',
  'bulk.discardTitle': 'Revenir à l’association des colonnes\u00a0?',
  'bulk.discardBody': 'Vos corrections et vos choix sur cette étape seront perdus.',
  'bulk.discardConfirm': 'Abandonner et revenir',
  'bulk.progress': '{done} / {total}',
  'bulk.done':
    '{created, plural, one {# réclamation créée} other {# réclamations créées}}, {removed, plural, one {# ligne retirée} other {# lignes retirées}} (déjà réclamées ou répétées), {rejected, plural, one {# ligne rejetée} other {# lignes rejetées}}.',
  'bulk.whatHappensNext':
    'Chaque nouvelle réclamation part maintenant chez son transporteur\u00a0: notre service réclamations la dépose sous 24\u00a0heures, ou elle est déposée aussitôt quand nous joignons le transporteur directement. Les réponses des transporteurs s’affichent dans le <link>Centre de réclamations</link> à mesure qu’elles arrivent.',
  'bulk.downloadRemoved': 'Télécharger les lignes écartées',
  'bulk.seeClaims': 'Voir mes réclamations',
  'bulk.another': 'Envoyer un autre fichier',
  ...prefixed('bulk.column.', COLUMN_LABELS.fr),
  ...SHEET_PROBLEM_LABELS.fr,
  'bulk.cleanup.title': 'Corriger en une fois',
  'bulk.cleanup.line': 'Ligne',
  'bulk.cleanup.before': 'Dans votre fichier',
  'bulk.cleanup.after': 'Devient',
  'bulk.cleanup.amounts':
    '{count, plural, one {# montant est écrit} other {# montants sont écrits}} comme une cellule monétaire (un symbole, un code de devise ou des espaces entre les milliers). Un montant ne contient que des chiffres, une virgule ou un point\u00a0:',
  'bulk.cleanup.amountsCaption': 'Montants avant et après la correction',
  'bulk.cleanup.applyAmounts': 'Corriger {count, plural, one {# montant} other {# montants}}',
  'bulk.cleanup.contradicting':
    '{count, plural, one {# montant indique une autre devise que sa ligne} other {# montants indiquent une autre devise que leur ligne}}\u00a0: corrigez-les à la main, ou changez la devise de la ligne.',
  'bulk.cleanup.dates.day_first':
    '{count, plural, one {# date de vente est écrite} other {# dates de vente sont écrites}} jour en premier (JJ/MM/AAAA). Les dates s’écrivent AAAA-MM-JJ\u00a0:',
  'bulk.cleanup.dates.month_first':
    '{count, plural, one {# date de vente est écrite} other {# dates de vente sont écrites}} mois en premier (MM/JJ/AAAA). Les dates s’écrivent AAAA-MM-JJ\u00a0:',
  'bulk.cleanup.datesBoth':
    '{count, plural, one {# date de vente se lit} other {# dates de vente se lisent}} de deux façons\u00a0: jour en premier ou mois en premier. Choisissez comment votre fichier les écrit\u00a0; elles seront écrites AAAA-MM-JJ.',
  'bulk.cleanup.readingLegend': 'Comment lire {date}\u00a0?',
  'bulk.cleanup.reading.day_first': 'Jour en premier\u00a0: {date} ({iso})',
  'bulk.cleanup.reading.month_first': 'Mois en premier\u00a0: {date} ({iso})',
  'bulk.cleanup.datesCaption': 'Dates avant et après la conversion',
  'bulk.cleanup.applyDates': 'Convertir {count, plural, one {# date} other {# dates}}',
  'bulk.cleanup.datesMixed':
    '{count, plural, one {# date de vente n’est écrite} other {# dates de vente ne sont écrites}} ni AAAA-MM-JJ ni d’une seule autre façon\u00a0: corrigez-les ci-dessous.',
};
