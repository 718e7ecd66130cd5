/**
 * French messages: plans, the subscription, this month's use of the bundle (the gauge, the 80 %
 * warning, past 100 %) on Billing, Home and the banner, and the Admin Panel's subscription form.
 * Typed against en/billing.ts: a missing or extra key fails the typecheck.
 */
import type { billing as en } from '../en/billing';

export const billing: Record<keyof typeof en, string> = {
  'billing.plan.free_audit': 'Mois d’audit gratuit',
  'billing.plan.starter': 'Starter',
  'billing.plan.growth': 'Growth',
  'billing.plan.scale': 'Scale',
  'billing.cycle.monthly': 'Mensuel',
  'billing.cycle.yearly': 'Annuel',

  'billing.subscription.heading': 'Abonnement',
  'billing.subscription.plan': 'Offre',
  'billing.subscription.cycle': 'Facturation',
  'billing.subscription.start': 'Date de début',
  'billing.subscription.end': 'Date de fin',
  'billing.subscription.untilCancelled': 'Aucune : il court jusqu’à résiliation',
  'billing.subscription.bundle': 'Colis inclus chaque mois',
  'billing.subscription.parcels': '{count} colis',
  'billing.subscription.price': 'Prix',
  'billing.subscription.price.monthly': '{price} HT par mois',
  'billing.subscription.price.yearly': '{price} HT par an',
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
  'billing.later': 'Vos factures, relevés et lignes de commission de succès apparaîtront ici.',

  'billing.gauge.name': 'Forfait utilisé en {month}',
  'billing.gauge.label': '{used} colis sur {bundle} ({percent})',
  'billing.gauge.level.ok': 'Dans votre forfait',
  'billing.gauge.level.warning': '{threshold} atteints',
  'billing.gauge.level.over': 'Au-delà de votre forfait',

  'billing.alert.warning': 'Vous avez utilisé {percent} du forfait de ce mois : {used} colis sur {bundle}.',
  'billing.alert.over':
    'Ce mois-ci, {count, plural, one {# colis dépasse} other {# colis dépassent}} votre forfait de {bundle}.',
  'billing.alert.past':
    'Au-delà de 100 %, rien ne s’arrête : chaque colis est toujours audité et ses réclamations ouvertes. Chaque colis au-delà du forfait est facturé au prix de dépassement de votre offre sur le relevé du mois.',

  'billing.card.heading': 'Utilisation du forfait',
  'billing.card.plan': 'Offre : {plan}',
  'billing.card.link': 'Voir la facturation et l’abonnement',

  'billing.banner.warning': 'Vous avez utilisé {percent} du forfait de ce mois.',
  'billing.banner.over':
    'Vous dépassez le forfait de ce mois de {count, plural, one {# colis} other {# colis}} : rien ne s’arrête, chacun est facturé au prix de dépassement de votre offre.',
  'billing.banner.link': 'Voir votre consommation',
  'billing.banner.dismiss': 'Fermer',
  'billing.banner.dismissLabel': 'Fermer le message sur l’utilisation du forfait',

  'admin.subscriptionHeading': 'Abonnement de {company}',
  'admin.subscriptionIntro':
    'L’offre et le jour où elle commence. Le mois d’audit gratuit se termine seul un mois plus tard ; les autres offres courent jusqu’à ce qu’on les change.',
  'admin.subscriptionPlan': 'Offre',
  'admin.subscriptionChoose': 'Choisir une offre',
  'admin.subscriptionOption': '{plan} : {bundle} colis par mois',
  'admin.subscriptionStart': 'Date de début',
  'admin.subscriptionSave': 'Enregistrer',
  'admin.subscriptionSaved': 'Enregistré : {plan} à partir du {start}.',
  'admin.subscriptionSavedUntil': 'Enregistré : {plan} du {start} au {end}.',
};
