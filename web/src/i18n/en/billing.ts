/**
 * English messages: plans, the subscription, this month's use of the bundle (the gauge, the 80 %
 * warning, past 100 %) on Billing, Home and the banner, and the Admin Panel's subscription form.
 */

export const billing = {
  'billing.plan.free_audit': 'Free audit month',
  'billing.plan.starter': 'Starter',
  'billing.plan.growth': 'Growth',
  'billing.plan.scale': 'Scale',
  'billing.cycle.monthly': 'Monthly',
  'billing.cycle.yearly': 'Yearly',

  'billing.subscription.heading': 'Subscription',
  'billing.subscription.plan': 'Plan',
  'billing.subscription.cycle': 'Billing cycle',
  'billing.subscription.start': 'Start date',
  'billing.subscription.end': 'End date',
  'billing.subscription.untilCancelled': 'None: it runs until cancelled',
  'billing.subscription.bundle': 'Parcels included each month',
  'billing.subscription.parcels': '{count} parcels',
  'billing.subscription.price': 'Price',
  'billing.subscription.price.monthly': '{price} per month, excluding VAT',
  'billing.subscription.price.yearly': '{price} per year, excluding VAT',
  'billing.subscription.free': 'Free',
  'billing.subscription.overage': 'Each parcel past the bundle',
  'billing.subscription.overageValue': '{price} per parcel, excluding VAT',
  'billing.subscription.overageNone': 'Not billed',
  'billing.subscription.fee': 'Success fee',
  'billing.subscription.feeValue': '{percent} of each refund the carriers credit',
  'billing.subscription.amountsHidden': 'Prices and fees are shown to your company’s admin.',

  'billing.free.ends':
    'Your free audit month ends on {date}. To keep your carrier invoices audited after it, choose a plan.',
  'billing.free.ended':
    'Your free audit month ended on {date}. To keep your carrier invoices audited, choose a plan.',
  'billing.free.contact': 'Contact us to choose your plan',

  'billing.usage.heading': 'Bundle usage this month',
  'billing.usage.period': 'Parcels our audit counted in {month}, against the {bundle} your plan includes.',
  'billing.usage.total': 'Total volume analysed',
  'billing.usage.totalValue': '{count, plural, one {# parcel} other {# parcels}} since your first audit',
  'billing.usage.mail':
    'Your company’s admins are sent an e-mail the first time in a month usage reaches {threshold}.',
  'billing.later': 'Your invoices, statements and success-fee lines will appear here.',

  'billing.gauge.name': 'Bundle used in {month}',
  'billing.gauge.label': '{used} of {bundle} parcels ({percent})',
  'billing.gauge.level.ok': 'Within your bundle',
  'billing.gauge.level.warning': '{threshold} reached',
  'billing.gauge.level.over': 'Past your bundle',

  'billing.alert.warning': 'You have used {percent} of this month’s bundle: {used} of {bundle} parcels.',
  'billing.alert.over':
    'This month {count, plural, one {# parcel is} other {# parcels are}} past your bundle of {bundle}.',
  'billing.alert.past':
    'Past 100% nothing stops: every parcel is still audited and its claims opened. Each parcel past the bundle is billed at your plan’s overage price on the month’s statement.',

  'billing.card.heading': 'Bundle usage',
  'billing.card.plan': 'Plan: {plan}',
  'billing.card.link': 'See billing and subscription',

  'billing.banner.warning': 'You have used {percent} of this month’s bundle.',
  'billing.banner.over':
    'You are {count, plural, one {# parcel} other {# parcels}} past this month’s bundle: nothing stops, each one is billed at your plan’s overage price.',
  'billing.banner.link': 'See your usage',
  'billing.banner.dismiss': 'Dismiss',
  'billing.banner.dismissLabel': 'Dismiss the bundle usage message',

  'admin.subscriptionHeading': 'Subscription of {company}',
  'admin.subscriptionIntro':
    'The plan and the day it starts. The free audit month ends by itself one month later; the other plans run until changed.',
  'admin.subscriptionPlan': 'Plan',
  'admin.subscriptionChoose': 'Choose a plan',
  'admin.subscriptionOption': '{plan}: {bundle} parcels a month',
  'admin.subscriptionStart': 'Start date',
  'admin.subscriptionSave': 'Save',
  'admin.subscriptionSaved': 'Saved: {plan} from {start}.',
  'admin.subscriptionSavedUntil': 'Saved: {plan} from {start} to {end}.',
} as const;
