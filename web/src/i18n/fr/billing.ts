/**
 * French messages: plans, the subscription, this month's use of the bundle (the gauge, the 80 %
 * warning, past 100 %) on Billing, Home and the banner, and the Admin Panel's subscription form.
 * Typed against en/billing.ts: a missing or extra key fails the typecheck.
 */
import type { billing as en } from '../en/billing';

export const billing: Record<keyof typeof en, string> = {
  'billing.cycle.monthly': 'Mensuel',

  'billing.subscription.heading': 'Abonnement',
  'billing.subscription.plan': 'Offre',
  'billing.subscription.cycle': 'Facturation',
  'billing.subscription.start': 'Date de début',
  'billing.subscription.end': 'Date de fin',
  'billing.subscription.untilCancelled': 'Aucune\u00a0: il court jusqu’à résiliation',
  'billing.subscription.bundle': 'Colis inclus chaque mois',
  'billing.subscription.parcels': '{count} colis',
  'billing.subscription.price': 'Prix',
  'billing.subscription.price.monthly': '{price} HT par mois',
  'billing.subscription.free': 'Gratuit',
  'billing.subscription.overage': 'Chaque colis au-delà du forfait',
  'billing.subscription.overageValue': '{price} HT par colis',
  'billing.subscription.overageNone': 'Non facturé',
  'billing.subscription.fee': 'Commission de succès',
  'billing.subscription.feeValue': '{percent} de chaque remboursement crédité par les transporteurs',
  'billing.subscription.amountsHidden':
    'Les prix et commissions sont affichés à l’administrateur de votre entreprise.',

  'billing.free.ends':
    'Votre mois d’audit gratuit se termine le {date}. Pour que vos factures transporteurs restent auditées ensuite, choisissez une offre.',
  'billing.free.ended':
    'Votre mois d’audit gratuit s’est terminé le {date}. Pour que vos factures transporteurs restent auditées, choisissez une offre.',
  'billing.free.contact': 'Contactez-nous pour choisir votre offre',

  'billing.usage.heading': 'Utilisation du forfait ce mois-ci',
  'billing.usage.period':
    'Colis comptés par notre audit en {month}, sur les {bundle} inclus dans votre offre.',
  'billing.usage.total': 'Volume total analysé',
  'billing.usage.totalValue':
    '{count, plural, one {# colis analysé} other {# colis analysés}} depuis votre premier audit',
  'billing.usage.mail':
    'Les administrateurs de votre entreprise reçoivent un e-mail la première fois dans le mois où la consommation atteint {threshold}.',

  'billing.card.heading': 'Utilisation du forfait',
  'billing.card.plan': 'Offre\u00a0: {plan}',
  'billing.card.link': 'Voir la facturation et l’abonnement',

  'admin.subscriptionHeading': 'Abonnement de {company}',
  'admin.subscriptionIntro':
    'L’offre et le jour où elle commence. Le mois d’audit gratuit se termine seul un mois plus tard\u00a0; les autres offres courent jusqu’à ce qu’on les change.',
  'admin.subscriptionPlan': 'Offre',
  'admin.subscriptionChoose': 'Choisir une offre',
  'admin.subscriptionOption': '{plan}\u00a0: {bundle} colis par mois',
  'admin.subscriptionStart': 'Date de début',
  'admin.subscriptionSave': 'Enregistrer',
  'admin.subscriptionSaved': 'Enregistré\u00a0: {plan} à partir du {start}.',
  'admin.subscriptionSavedUntil': 'Enregistré\u00a0: {plan} du {start} au {end}.',
  'billing.documents.heading': 'Factures, avoirs et relevés',
  'billing.documents.none':
    'Aucun document de facturation pour le moment. Les factures arrivent quand un transporteur crédite un remboursement que nous avons réclamé, ou avec votre abonnement.',
  'billing.documents.owed': 'Reste à payer\u00a0: {amount}.',
  'billing.documents.transferToo':
    'Payez par carte ou par prélèvement SEPA ci-dessous, ou par virement sur {iban} avec le numéro de facture en référence.',
  'billing.documents.transferOnly': 'Payez par virement sur {iban} avec le numéro de facture en référence.',
  'billing.documents.preparing':
    'Préparation de votre PDF\u00a0: le téléchargement commence dans quelques secondes.',
  'billing.documents.number': 'Numéro',
  'billing.documents.type': 'Document',
  'billing.documents.date': 'Date',
  'billing.documents.dueDate': 'Échéance',
  'billing.documents.total': 'Total TTC',
  'billing.documents.status': 'Statut',
  'billing.documents.actions': 'Actions',
  'billing.documents.pdf.en': 'PDF (EN)',
  'billing.documents.pdf.fr': 'PDF (FR)',
  'billing.documents.pdfLabel.en': 'PDF (EN) : télécharger {number} en anglais',
  'billing.documents.pdfLabel.fr': 'PDF (FR) : télécharger {number} en français',
  'billing.documents.payCard': 'Payer par carte',
  'billing.documents.paySepa': 'Payer par prélèvement SEPA',
  'billing.documents.adminOnly':
    'Les factures, relevés et commissions sont visibles par l’administrateur de votre entreprise.',
  'billing.type.invoice': 'Facture',
  'billing.type.creditNoteFor': 'Avoir sur la facture {invoice}',
  'billing.type.statementOf': 'Relevé de {month}',
  'billing.status.due': 'À payer',
  'billing.status.paid': 'Payée',
  'billing.status.overdue': 'En retard',
  'billing.status.processing': 'Paiement en cours',
  'billing.status.issued': 'Émis',
  'billing.fees.heading': 'Commissions de succès',
  'billing.fees.intro':
    'Une ligne par remboursement qu’un transporteur a crédité sur une enquête que nous avons ouverte, au taux de votre abonnement. Les remboursements accordés sans notre réclamation ne sont jamais facturés.',
  'billing.fees.none':
    'Aucune commission pour le moment\u00a0: elle n’est due qu’une fois le remboursement crédité par le transporteur.',
  'billing.fees.investigation': 'Enquête',
  'billing.fees.date': 'Créditée le',
  'billing.fees.refund': 'Remboursement crédité',
  'billing.fees.fee': 'Commission',
  'billing.fees.evidence': 'Preuve du crédit',
  'billing.fees.document': 'Facturée sur',
  'billing.fees.reversal': 'Annulée',
  'billing.fees.notBilled': 'Pas encore facturée',
  'billing.fees.carrierSaid': '{carrier}\u00a0: {message}',
  'billing.fees.creditLine': 'Ligne d’avoir sur la facture transporteur {invoice} du {date}\u00a0: {amount}',
  'billing.line.success_fee':
    'Commission de succès {percent} sur le remboursement de {refund}, enquête {claim} ({carrier} {tracking})',
  'billing.line.fee_reversal':
    'Annulation de la commission de succès, enquête {claim} ({carrier} {tracking})',
  'billing.line.subscription': 'Abonnement {plan}, {month}',
  'billing.line.overage': '{count, plural, one {# colis} other {# colis}} au-delà du forfait, {month}',
  'billing.generate.heading': 'Générer la facture',
  'billing.generate.intro':
    'Facture ce que l’entreprise doit maintenant\u00a0: les remboursements crédités pas encore facturés, l’abonnement et les colis au-delà du forfait du mois dernier, et des avoirs pour les remboursements repris par les transporteurs. Les numéros se suivent sans trou\u00a0; un document émis ne change plus.',
  'billing.generate.preview': 'Voir ce qui est dû',
  'billing.generate.nothing': 'Rien à facturer à cette entreprise pour le moment.',
  'billing.generate.button': 'Générer la facture',
  'billing.generate.confirmTitle': 'Générer ces documents\u00a0?',
  'billing.generate.confirmBody':
    '{count, plural, one {# document sera numéroté et émis} other {# documents seront numérotés et émis}}. Ils ne pourront plus être modifiés\u00a0: une correction se fait par avoir.',
  'billing.generate.confirm': 'Générer',
  'billing.generate.cancel': 'Annuler',
  'billing.generate.popupTitle': 'Génération de la facture',
  'billing.generate.popupBody': 'Numérotation et émission des documents…',
  'billing.generate.done': 'Émis\u00a0: {numbers}.',
  'billing.preview.line': 'Ligne',
  'billing.preview.net': 'HT',
  'billing.preview.vat': 'TVA',
  'billing.preview.total': 'Total',
  'billing.preview.totalWithVat': 'Total TTC',
  'billing.checkout.heading': 'Payer la facture {number}',
  'billing.checkout.sandbox':
    'Prestataire de paiement de test\u00a0: aucun argent ne circule. Choisissez ce que fait le prestataire de ce paiement.',
  'billing.checkout.amount': 'Montant',
  'billing.checkout.method': 'Moyen de paiement',
  'billing.checkout.method.card': 'Carte',
  'billing.checkout.method.sepa_debit': 'Prélèvement SEPA',
  'billing.checkout.status': 'Statut',
  'billing.checkout.status.started': 'En attente de votre choix',
  'billing.checkout.status.processing': 'En cours\u00a0: le prélèvement est en route',
  'billing.checkout.status.succeeded': 'Payé',
  'billing.checkout.status.failed': 'Échoué',
  'billing.checkout.pay': 'Payer maintenant',
  'billing.checkout.process': 'Prélèvement en cours (payer plus tard)',
  'billing.checkout.fail': 'Faire échouer le paiement',
  'billing.checkout.back': 'Retour à la facturation',
  'billing.transfer.open': 'Enregistrer un virement',
  'billing.transfer.heading': 'Enregistrer un virement pour {number}',
  'billing.transfer.intro': 'La facture demande {amount}. La référence doit citer la facture.',
  'billing.transfer.reference': 'Référence du virement',
  'billing.transfer.receivedOn': 'Reçu le',
  'billing.transfer.amount': 'Montant reçu',
  'billing.transfer.save': 'Marquer comme payée',
};
