/**
 * French messages: My Invoices and their audits.
 * Typed against en/invoices.ts: a missing or extra key fails the typecheck.
 */
import type { invoices as en } from '../en/invoices';

export const invoices: Record<keyof typeof en, string> = {
  'invoices.heading': 'Factures transporteur',
  'invoices.more': 'Afficher les factures plus anciennes',
  'invoices.uploadMore':
    'Chaque facture transporteur que vous <link>déposez</link> est auditée dès son arrivée.',
  'invoices.empty':
    'Aucune facture transporteur pour l’instant. <link>Déposez-en une</link>\u00a0: chacune est auditée dès son arrivée.',
  'invoices.file': 'Fichier',
  'invoices.uploaded': 'Déposée le',
  'invoices.uploadedOn': 'Déposée le {date}',
  'invoices.carriers': 'Transporteurs',
  'invoices.status': 'Audit',
  'invoices.shipments': 'Envois',
  'invoices.lines': 'Lignes de frais',
  'invoices.findings': 'Anomalies',
  'invoices.recoverable': 'À récupérer',
  'invoices.opened': 'Enquêtes ouvertes',
  'invoices.spend': 'Facturé (HT)',
  'invoices.status.queued': 'En attente',
  'invoices.status.reading': 'Lecture de la facture',
  'invoices.status.auditing': 'Audit des envois',
  'invoices.status.recording': 'Ouverture des enquêtes',
  'invoices.status.done': 'Auditée',
  'invoices.status.failed': 'Non auditée',
  'invoices.progress': '({done} parties sur {total})',
  'invoices.progressLabel': 'Audit de {file}',
  'invoices.problem.unknown_layout':
    'Nous n’avons pas reconnu ce fichier. Nous lisons les détails de facture UPS Billing Data, FedEx, DHL Express, GLS, Colissimo, Chronopost et Colis Privé, ainsi que notre propre modèle.',
  'invoices.problem.unreadable':
    'Ce fichier n’a pas pu être lu. Vérifiez qu’il s’agit bien du détail de facture tel que le transporteur l’a envoyé.',
  'invoices.problem.not_a_spreadsheet':
    'Cette facture est conservée dans vos fichiers, mais un PDF ne peut pas être audité ligne à ligne\u00a0: déposez le détail de facture (CSV ou Excel) du transporteur.',
  'invoices.problem.password_protected':
    'Ce fichier est protégé par un mot de passe, nous ne pouvons donc pas l’ouvrir. Enregistrez-le à nouveau sans mot de passe (dans Excel\u00a0: Fichier > Informations > Protéger le classeur) et déposez-le à nouveau.',
  'invoices.problem.no_header':
    'Nous n’avons trouvé aucun nom de colonne dans ce fichier\u00a0: il est vide, ou ne contient que des chiffres ou un titre. Déposez l’export du détail de facture de votre transporteur, avec les noms de ses colonnes en première ligne.',
  'invoices.problem.internal': 'L’audit s’est arrêté sur une erreur de notre côté. Nous allons regarder.',
  'invoices.columnsFound': 'Les colonnes trouvées dans votre fichier\u00a0:',
  'invoices.columnBlank': '(sans nom)',
  'invoices.auditOf': 'Audit de {file}',
  'invoices.back': 'Toutes les factures',
  'invoices.byRule': 'Anomalies par contrôle',
  'invoices.rule': 'Contrôle',
  'invoices.claimType': 'Type de réclamation',
  'invoices.amount': 'Montant à récupérer',
  'invoices.noFindings': 'Rien à récupérer sur cette facture\u00a0: chaque envoi a passé chaque contrôle.',
  'invoices.reviewsHeading': 'Signaux à vérifier',
  'invoices.toReview': 'À vérifier',
  'invoices.reviewsShown':
    'Les {shown} plus importants des {total} signaux\u00a0; le téléchargement des anomalies les indique tous.',
  'invoices.reviewConfirm': 'Ouvrir une enquête',
  'invoices.reviewDismiss': 'Écarter',
  'invoices.reviewConfirmed': 'Une enquête a été ouverte.',
  'invoices.reviewSeeClaim': 'Voir l’enquête',
  'invoices.reviewDismissed': 'Écarté\u00a0: il ne sera plus signalé.',
  'invoices.noClaims':
    'Rien sur cette facture n’est prouvé à récupérer\u00a0: seulement les signaux à vérifier ci-dessous.',
  'invoices.reviews':
    '{count, plural, one {# signal à vérifier\u00a0: il lui faut un fait que la facture ne donne pas (le type d’adresse, votre propre pesée), il n’a donc ouvert aucune enquête. Le téléchargement des anomalies l’indique avec ce qui permettrait de trancher.} other {# signaux à vérifier\u00a0: il leur faut des faits que la facture ne donne pas (le type d’adresse, votre propre pesée), ils n’ont donc ouvert aucune enquête. Le téléchargement des anomalies les indique avec ce qui permettrait de trancher.}}',
  'invoices.alreadyClaimed':
    '{count, plural, one {# anomalie concerne un envoi qui a déjà une enquête pour le même motif.} other {# anomalies concernent des envois qui ont déjà une enquête pour le même motif.}}',
  'invoices.downloadCsv': 'Télécharger les anomalies (CSV)',
  'invoices.downloadXlsx': 'Télécharger les anomalies (Excel)',
  'invoices.seeClaims': 'Voir les enquêtes ouvertes par notre audit',
  'invoices.auditStarted': '{file}\u00a0: l’audit a commencé. <link>Suivez-le dans Mes factures</link>.',
  'invoices.layout.ups_billing_data': 'UPS Billing Data',
  'invoices.layout.generic': 'Modèle Parcel Audit',
  'invoices.layout.fedex_csv_edi': 'FedEx CSV-EDI',
  'invoices.layout.dhl_express_csv': 'DHL Express CSV',
  'invoices.layout.dhl_express_line_report': 'DHL Express, rapport par ligne',
  'invoices.layout.gls_detail': 'Détail de facture GLS',
  'invoices.layout.colissimo_detail': 'Détail de facture Colissimo',
  'invoices.layout.chronopost_detail': 'Détail de facture Chronopost',
  'invoices.layout.colis_prive_detail': 'Détail de facture Colis Privé',
  'invoices.run': 'Audit n° {run} de cette facture',
  'invoices.again': 'Auditer de nouveau cette facture',
  'invoices.againHint':
    'Vous avez saisi ou modifié depuis les conditions du contrat de ce compte transporteur\u00a0? Auditez de nouveau la facture\u00a0: ce qu’elle révèle sans enquête ouverte en ouvre une\u00a0; une enquête qu’elle a ouverte auparavant prend le nouveau montant tant qu’elle attend d’être ouverte, et une fois déposée auprès du transporteur, elle reste telle quelle.',
  'invoices.contractLink': 'Les conditions du contrat se saisissent dans Mes informations transporteurs.',
};
