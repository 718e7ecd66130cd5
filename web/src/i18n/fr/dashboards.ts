/**
 * French messages: Home, the dashboards, their custom graphs, and the charts both draw.
 * Typed against en/dashboards.ts: a missing or extra key fails the typecheck.
 */
import type { dashboards as en } from '../en/dashboards';

export const dashboards: Record<keyof typeof en, string> = {
  'chart.showTable': 'Afficher les chiffres sous forme de tableau',
  'chart.tableLabel': 'Chiffres de {title}',
  'chart.imageLabel': 'Graphique\u00a0: {title}. Ses chiffres sont dans le tableau en dessous.',
  'chart.download': 'Télécharger',
  'chart.downloadAs': 'Télécharger {title} en {format}',
  'chart.exportFailed': 'Le fichier n’a pas pu être créé. Veuillez réessayer.',
  'chart.empty': 'Pas encore de chiffres sur cette période.',
  'chart.noData': 'pas de données',
  'chart.otherCurrencies': 'Montants en {currency}\u00a0; ceux en {others} ne sont pas inclus.',
  'chart.month': 'Mois',
  'chart.week': 'Semaine',
  'chart.weekLabel': 'S{week}',
  'chart.other': 'Autres',
  'chart.unknown': 'Non précisé',

  'dashboards.closed.locked': 'Tableaux de bord indisponibles',
  'dashboards.closed.preparing': 'Vos tableaux de bord arrivent bientôt',
  'dashboards.closed.contact': 'Contacter le service client',

  'dashboards.board.spend': 'Dépenses',
  'dashboards.board.savings': 'Économies',
  'dashboards.board.shipments': 'Expéditions',
  'dashboards.board.scorecards': 'Bilans transporteurs',
  'dashboards.board.custom': 'Graphiques personnalisés',
  'dashboards.periodLabel': 'Période',
  'dashboards.period.30d': '30 derniers jours',
  'dashboards.period.90d': '90 derniers jours',
  'dashboards.period.12m': '12 derniers mois',
  'dashboards.periodHint.week':
    'Comptée en semaines entières\u00a0: les {count} dernières, celle-ci comprise.',
  'dashboards.periodHint.month': 'Comptée en mois entiers\u00a0: les {count} derniers, celui-ci compris.',
  'dashboards.tiles': 'Chiffres clés',
  'dashboards.graphs': 'Graphiques',
  'dashboards.successRate': 'Taux de réussite',
  'dashboards.successRateHint': 'Montants confirmés par les transporteurs, sur ceux qu’ils ont tranchés.',

  'dashboards.metric.spend': 'Dépenses',
  'dashboards.metric.shipments': 'Expéditions',
  'dashboards.metric.spend_per_parcel': 'Dépense par colis',
  'dashboards.metric.invoices': 'Factures transporteurs',
  'dashboards.metric.on_time_rate': 'Taux de livraison à l’heure',
  'dashboards.metric.late': 'Livraisons en retard',
  'dashboards.metric.found': 'Montants trouvés par l’audit',
  'dashboards.metric.claims': 'Enquêtes',
  'dashboards.metric.claimed': 'Réclamé',
  'dashboards.metric.confirmed': 'Confirmé par les transporteurs',
  'dashboards.metric.credited': 'Crédité',
  'dashboards.dimension.period': 'Mois ou semaine',
  'dashboards.dimension.carrier': 'Transporteur',
  'dashboards.dimension.service': 'Service',
  'dashboards.dimension.destination': 'Pays de destination',
  'dashboards.title.month': '{metric} par mois',
  'dashboards.title.week': '{metric} par semaine',
  'dashboards.title.carrier': '{metric} par transporteur',
  'dashboards.title.service': '{metric} par service',
  'dashboards.title.destination': '{metric} par pays de destination',

  'dashboards.scorecards.heading': 'Bilans des transporteurs',
  'dashboards.scorecards.carrier': 'Transporteur et service',
  'dashboards.scorecards.shipments': 'Expéditions',
  'dashboards.scorecards.measured': 'Mesurées',
  'dashboards.scorecards.onTime': 'À l’heure',
  'dashboards.scorecards.lost': 'Perdus',
  'dashboards.scorecards.damaged': 'Endommagés',
  'dashboards.scorecards.accepted': 'Réclamations acceptées',
  'dashboards.scorecards.refused': 'Réclamations refusées',
  'dashboards.scorecards.daysToCredit': 'Délai moyen avant crédit (jours)',
  'dashboards.scorecards.daysToFile': 'Jours avant dépôt',
  'dashboards.scorecards.daysToAnswer': 'Jours avant réponse',
  'dashboards.scorecards.answerToCredit': 'Jours de la réponse au crédit',
  'dashboards.scorecards.acceptance': 'Acceptation',
  'dashboards.scorecards.credited': 'Crédité',
  'dashboards.scorecards.claimed': 'Réclamé',
  'dashboards.scorecards.creditedShare': 'Part créditée',
  'dashboards.scorecards.carrierOnly': 'Transporteur',
  'dashboards.scorecards.service': 'Service',
  'dashboards.scorecards.currency': 'Devise',
  'dashboards.scorecards.deskNote':
    'Jours, en médianes\u00a0: avant dépôt, de l’ouverture de la réclamation à son dépôt auprès du transporteur\u00a0; avant réponse, du dépôt à la première réponse du transporteur (acceptée, refusée, créditée ou demande de compléments)\u00a0; de la réponse au crédit, de cette réponse au crédit. Acceptation\u00a0: réclamations acceptées ou créditées parmi celles que le transporteur a tranchées. Crédité et réclamé\u00a0: montants, dans la devise de la plupart des réclamations du transporteur.',
  'dashboards.scorecards.waived': 'Garantie de remboursement levée dans votre contrat',
  'dashboards.empty.spend':
    'Aucune facture transporteur auditée sur cette période pour l’instant, donc pas de dépenses à afficher.',
  'dashboards.empty.shipments':
    'Aucune expédition sur une facture transporteur auditée sur cette période pour l’instant.',
  'dashboards.empty.spend_per_parcel':
    'Aucune facture transporteur auditée sur cette période pour l’instant, donc pas de coût par colis à afficher.',
  'dashboards.empty.invoices': 'Aucune facture transporteur auditée sur cette période pour l’instant.',
  'dashboards.empty.on_time_rate':
    'Aucun colis de cette période n’a encore été suivi jusqu’à sa date de livraison promise.',
  'dashboards.empty.late': 'Aucune livraison en retard sur cette période parmi les colis suivis.',
  'dashboards.empty.found': 'L’audit n’a rien trouvé à réclamer sur cette période.',
  'dashboards.empty.claims': 'Aucune enquête ouverte sur cette période pour l’instant.',
  'dashboards.empty.claimed': 'Rien de réclamé aux transporteurs sur cette période pour l’instant.',
  'dashboards.empty.confirmed': 'Aucun transporteur n’a encore confirmé de réclamation sur cette période.',
  'dashboards.empty.credited': 'Aucun avoir transporteur reçu sur cette période pour l’instant.',
  'dashboards.successRateEmpty':
    'Aucune réclamation tranchée par un transporteur sur cette période pour l’instant.',
  'dashboards.scorecards.perCarrier':
    'Les colis perdus ou endommagés et les réclamations sont comptés pour le transporteur dans son ensemble\u00a0: voir sa ligne au-dessus.',
  'dashboards.scorecards.noClaims': 'Aucune réclamation avec ce transporteur sur ces mois.',
  'dashboards.scorecards.noShipments':
    'Aucune expédition avec ce transporteur sur une facture auditée de ces mois.',
  'dashboards.scorecards.why.onTime': 'aucun colis suivi jusqu’à une date promise',
  'dashboards.scorecards.why.shipments': 'aucune expédition',
  'dashboards.scorecards.why.daysToCredit': 'pas encore d’avoir',
  'dashboards.scorecards.why.daysToFile': 'aucune déposée pour l’instant',
  'dashboards.scorecards.why.daysToAnswer': 'pas encore de réponse',
  'dashboards.scorecards.why.answerToCredit': 'pas encore d’avoir après une réponse',
  'dashboards.scorecards.why.acceptance': 'aucune tranchée pour l’instant',
  'dashboards.scorecards.why.amounts': 'rien de réclamé pour l’instant',
  'dashboards.scorecards.none':
    'Pas encore de chiffres transporteurs sur cette période\u00a0: ils viennent de vos factures transporteurs auditées.',
  'dashboards.scorecards.note':
    'Mesurées\u00a0: colis livrés dont le suivi donnait un jour promis\u00a0; à l’heure\u00a0: livrés ce jour-là au plus tard. Perdus et endommagés\u00a0: enquêtes par expédition. Les services sont en retrait sous leur transporteur.',

  'dashboards.custom.heading': 'Créer un graphique',
  'dashboards.custom.intro':
    'Choisissez un chiffre, comment le découper et une période, puis enregistrez\u00a0: toute votre équipe le voit ici. Votre équipe garde jusqu’à {max} graphiques.',
  'dashboards.custom.name': 'Nom',
  'dashboards.custom.metric': 'Chiffre',
  'dashboards.custom.dimension': 'Découpé par',
  'dashboards.custom.period': 'Période',
  'dashboards.custom.save': 'Enregistrer le graphique',
  'dashboards.custom.saving': 'Enregistrement…',
  'dashboards.custom.saved': 'Graphique enregistré\u00a0: votre équipe le voit ci-dessous.',
  'dashboards.custom.existing': 'Votre équipe avait déjà enregistré ce graphique\u00a0: il est ci-dessous.',
  'dashboards.custom.nameTooLong': 'Le nom fait 60 caractères au plus',
  'dashboards.custom.dimensionNotAllowed': 'Ce chiffre ne se découpe pas ainsi\u00a0: choisissez-en un autre',
  'dashboards.custom.full':
    'Votre équipe garde {max} graphiques, le maximum\u00a0: retirez-en un pour en enregistrer un autre.',
  'dashboards.custom.listHeading': 'Les graphiques de votre équipe ({count} sur {max})',
  'dashboards.custom.none': 'Aucun graphique enregistré\u00a0: créez le premier ci-dessus.',
  'dashboards.custom.savedBy': 'Enregistré par {person} le {date}',
  'dashboards.custom.remove': 'Retirer',
  'dashboards.custom.removeLabel': 'Retirer le graphique {name}',
  'dashboards.custom.removeTitle': 'Retirer le graphique « {name} »\u00a0?',
  'dashboards.custom.removeBody':
    'Plus personne dans votre équipe ne le verra. Vous pourrez le recréer plus tard.',
  'dashboards.custom.keep': 'Le garder',

  'home.checklist.heading': 'Premiers pas',
  'home.checklist.progress':
    '{done, plural, one {# étape faite} other {# étapes faites}} sur {total}. Chacune aide Parcel Audit à récupérer davantage pour vous.',
  'home.step.done': 'Fait',
  'home.step.todo': 'À faire',
  'home.step.carrierAccount': 'Ajouter un compte transporteur',
  'home.step.carrierAccount.where':
    'Vos identifiants du portail transporteur, pour déposer vos réclamations.',
  'home.step.invoiceUploaded': 'Déposer une facture transporteur',
  'home.step.invoiceUploaded.where':
    'Un fichier de facture transporteur, tel que votre transporteur l’envoie.',
  'home.step.auditDone': 'Lire l’audit de votre facture',
  'home.step.auditDone.where': 'Ce que notre audit y a trouvé, ligne par ligne.',
  'home.step.teamInvited': 'Inviter votre équipe',
  'home.step.teamInvited.where': 'Vos collègues qui gèrent transporteurs et remboursements.',
  'home.noFigures':
    'Pas encore de facture transporteur ni de remboursement sur les 12 derniers mois\u00a0: vos chiffres s’afficheront ici dès que votre première facture sera auditée.',

  'home.refunds.heading': 'Remboursements, 12 derniers mois',
  'home.refunds.requested': 'Demandés',
  'home.refunds.confirmed': 'Confirmés',
  'home.refunds.credited': 'Crédités',

  'home.invoices.heading': 'Factures transporteurs',
  'home.invoices.timeline': 'Afficher',
  'home.invoices.monthly': 'Par mois',
  'home.invoices.weekly': 'Par semaine',
  'home.invoices.perMonth': 'Factures transporteurs par mois, par transporteur',
  'home.invoices.perWeek': 'Factures transporteurs par semaine, par transporteur',
  'home.invoices.emptyMonthly': 'Aucune facture transporteur auditée sur ces mois pour l’instant.',
  'home.invoices.emptyWeekly': 'Aucune facture transporteur auditée sur ces semaines pour l’instant.',
  'home.invoices.total': 'Total',
  'home.invoices.count': 'Factures',
  'home.invoices.otherCurrencies':
    'Montants en {currency}. Également facturé en {others}\u00a0: ces factures sont comptées, leurs montants ne sont pas tracés.',

  'home.needs.heading': 'À traiter maintenant',
  'home.needs.nothing': 'Rien ne vous attend pour le moment.',
  'home.needs.dataNeeded':
    '{count, plural, one {# enquête attend} other {# enquêtes attendent}} des informations de votre part.',
  'home.needs.kind': '{kind}\u00a0: {count}',
  'home.needs.dataNeededLink': 'Donner les informations demandées',
  'home.needs.closingSoon':
    '{count, plural, one {# réclamation pas encore déposée} other {# réclamations pas encore déposées}}\u00a0: le délai du transporteur se termine dans {days} jours.',
  'home.needs.closingSoonLink': 'Ouvrir la liste des enquêtes',
  'home.needs.credentials':
    '{count, plural, one {# compte transporteur ne fonctionne pas} other {# comptes transporteurs ne fonctionnent pas}}\u00a0:',
  'home.needs.credential': '{carrier}\u00a0: {reason}',
  'home.needs.credentialFailed': 'la dernière vérification a échoué.',
  'home.needs.credentialsLink': 'Corriger les comptes transporteurs',

  'home.salesData.heading': 'Rapport d’intégration des données',
  'home.salesData.none':
    'Pas encore de données de vente\u00a0: connectez votre boutique dans Données de vente pour que les enquêtes reçoivent leurs marchandises sans vous attendre.',
  'home.salesData.figures':
    '{orders, plural, one {# commande reçue} other {# commandes reçues}}, {claims, plural, one {# enquête complétée} other {# enquêtes complétées}} avec leurs marchandises',
  'home.salesData.last': 'Dernier lot reçu le {date}',
  'home.salesData.refused':
    '{count, plural, one {# lot refusé} other {# lots refusés}}, le dernier le {date}.',
  'home.salesData.refusedAt': '{place}\u00a0: {problem}',
  'home.salesData.refusedWhy': 'Motif\u00a0: {problem}',
  'home.salesData.link': 'Ouvrir Données de vente',
  'home.salesData.sftp': 'SFTP\u00a0: {state}.',
  'home.salesData.lastFetch': 'Dernière récupération le {date}.',
  'home.salesData.lastFile':
    'Dernier fichier {name}\u00a0: {outcome}{bad, plural, =0 {} one {, # ligne en erreur} other {, # lignes en erreur}}.',
};
