/**
 * English messages of the public site (issue 23). Not part of the app's catalog: the site is
 * rendered to HTML when the web is built, so these never reach a signed-in page's JavaScript.
 */

export const site = {
  'site.skip': 'Skip to main content',
  'site.nav.label': 'Site',
  'site.nav.solution': 'Solution',
  'site.nav.pricing': 'Pricing',
  'site.nav.caseStudies': 'Case studies',
  'site.nav.faq': 'FAQ',
  'site.nav.contact': 'Contact',
  'site.nav.demo': 'Book a demo',
  'site.nav.login': 'Log in',
  'site.nav.signUp': 'Start the free audit',
  'site.nav.menu': 'Menu',
  'site.language.switch': 'Français',
  'site.language.switchLabel': 'Lire cette page en français',
  'site.footer.company': 'Company',
  'site.footer.product': 'Product',
  'site.footer.legal': 'Legal',
  'site.footer.careers': 'Careers',
  'site.footer.docs': 'How to start an investigation',
  'site.footer.api': 'API reference',
  'site.footer.terms': 'Terms and Conditions',
  'site.footer.dataAgreement': 'Data Processing Agreement',
  'site.footer.copyright': '© {year} Parcel Audit. Money back from parcel carriers.',
  'site.noscript': 'This part needs JavaScript. Everything else on the page works without it.',

  'site.home.title': 'Recover money from your parcel carriers',
  'site.home.description':
    'Parcel Audit audits every carrier invoice against over {points} checks, files the claims for lost, damaged and late parcels and wrong surcharges, and tracks each refund. One month of audit free.',
  'site.home.eyebrow': 'Parcel audit and carrier claims for online merchants',
  'site.home.lead':
    'Carriers lose parcels, deliver late and bill surcharges that do not apply. We audit every invoice line against over {points} checks, open the claims for you and follow each refund until it is credited.',
  'site.home.stat.points': 'audit points on every shipment',
  'site.home.stat.upTo': 'Up to {percent}',
  'site.home.stat.savings': 'of carrier spend recovered',
  'site.home.stat.free': 'month of audit free',
  'site.home.cta.start': 'Start the free audit',
  'site.home.cta.demo': 'Book a demo',
  'site.home.recover.title': 'What we recover',
  'site.home.recover.lead':
    'Six kinds of claims, each filed with the documents and in the window the carrier asks for.',
  'site.home.recover.lost': 'Parcels the tracking shows lost, or that never moved after pick-up.',
  'site.home.recover.damaged': 'Parcels delivered damaged, with the photos and invoice the carrier requires.',
  'site.home.recover.late_delivery': 'Guaranteed services delivered after their promised time.',
  'site.home.recover.delivery_dispute': 'Parcels marked delivered that your customer never received.',
  'site.home.recover.label_not_used': 'Labels billed that never shipped.',
  'site.home.recover.surcharge':
    'Surcharges billed without their condition: residential, oversize, fuel, Saturday, area, VAT.',
  'site.home.rules': '{count, plural, one {# audit point} other {# audit points}}',
  'site.home.who.title': 'For whom',
  'site.home.who.body':
    'Online shops and brands shipping from a few hundred to hundreds of thousands of parcels a month, with one carrier or several.',
  'site.home.carriers.title': 'Carriers we audit',
  'site.home.carriers.lead':
    'Connect the carrier portal once, or upload the invoices as the carrier sends them.',
  'site.home.how.title': 'How it works',
  'site.home.how.connect': 'Connect your carrier accounts or upload your carrier invoices.',
  'site.home.how.audit': 'Every shipment is checked against over {points} audit points.',
  'site.home.how.claim': 'We open the claims with the carrier, with the documents it asks for.',
  'site.home.how.refund': 'You follow each refund: requested, confirmed, credited.',
  'site.home.fee.title': 'A success fee: you pay when you are paid',
  'site.home.fee.body':
    'The first month of audit is free. After it, a plan by parcels per month covers the audit, and our fee is a share of the refunds the carriers actually credit: no refund, no fee.',
  'site.home.fee.link': 'See the plans and the calculator',

  'site.pricing.title': 'Pricing by parcels per month',
  'site.pricing.description':
    'Plans by parcels audited per month, a success fee on refunds credited, and a calculator of what you can expect to recover.',
  'site.pricing.lead':
    'Every company starts with one month of audit free. Then choose the plan for your volume; our fee is a share of what the carriers credit back.',
  'site.pricing.plans': 'Plans',
  'site.pricing.vat': 'Prices exclude VAT.',
  'site.pricing.calculator.title': 'What could you recover?',
  'site.pricing.calculator.parcels': 'Parcels per month',
  'site.pricing.calculator.spend': 'Carrier spend per month (€, excl. VAT)',
  'site.pricing.calculator.submit': 'Estimate',
  'site.pricing.calculator.recovery': 'Typical recovery per month',
  'site.pricing.calculator.upTo': 'Up to',
  'site.pricing.calculator.best': 'Plan that costs least',
  'site.pricing.calculator.fee': 'Our success fee',
  'site.pricing.calculator.subscription': 'Plan and extra parcels',
  'site.pricing.calculator.net': 'Left for you',
  'site.pricing.calculator.assumptions.title': 'Assumptions',
  'site.pricing.calculator.assumptions.body':
    'A typical audit recovers {typical} % of carrier spend; the best cases reach {max} %. Your real recovery depends on your carriers, contracts and parcels; the free month shows it on your own invoices.',
  'site.pricing.calculator.example':
    'For example: {parcels} parcels and {spend} of carrier spend a month typically recover {recovery}.',
  'site.pricing.calculator.invalid': 'Enter a number of parcels (1 or more) and a spend (0 or more).',

  'site.caseStudies.title': 'Case studies',
  'site.caseStudies.description':
    'How online merchants recover money from their parcel carriers with Parcel Audit.',
  'site.caseStudies.lead': 'Merchants who audit their carrier invoices with us, in their own figures.',
  'site.caseStudies.loading': 'Loading the case studies…',
  'site.caseStudies.none': 'The first case studies are being written. Ask us for references on a demo call.',
  'site.caseStudies.failed': 'The case studies could not be loaded. Try again later.',
  'site.caseStudies.read': 'Read the story of {customer}',
  'site.caseStudies.back': 'All case studies',
  'site.caseStudies.carriers': 'Carriers',
  'site.caseStudies.notFound': 'This case study is not published.',

  'site.login.description':
    'Sign in to Parcel Audit: your carrier claims, refunds and invoice audits, over {points} audit points on every shipment.',
  'site.login.noscript':
    'Signing in needs JavaScript. Turn it on for this site, or write to us through the contact page.',

  'site.careers.title': 'Careers',
  'site.careers.description':
    'Work at Parcel Audit: a small team helping merchants recover money from parcel carriers.',
  'site.careers.lead':
    'We are a small team of engineers and claims specialists. We build software that reads carrier invoices better than carriers do.',
  'site.careers.how.title': 'How we work',
  'site.careers.how.remote': 'Remote in Europe, with a week together every quarter.',
  'site.careers.how.written':
    'Written first: decisions, notes and reviews are kept, so everyone can read why.',
  'site.careers.how.customers': 'Everyone spends time with merchants and their carrier files.',
  'site.careers.open.title': 'Open positions',
  'site.careers.open.claims': 'Carrier claims specialist (French and English)',
  'site.careers.open.claimsBody':
    'You know how UPS, DHL, Colissimo or Chronopost handle claims and you want to make them faster for hundreds of merchants.',
  'site.careers.open.engineer': 'Software engineer, TypeScript and AWS',
  'site.careers.open.engineerBody':
    'You like data formats, careful tests and fast pages. You will work on the audit engine and the carrier integrations.',
  'site.careers.apply':
    'To apply, write to us through the contact form with the subject “Other” and a link to your work.',
  'site.careers.applyLink': 'Apply through the contact form',

  'site.faq.title': 'Frequently asked questions',
  'site.faq.description':
    'Answers about the parcel audit, carrier claims, the success fee, data and security.',
  'site.faq.q.free': 'What does the free month include?',
  'site.faq.a.free':
    'A full audit of one month of your carrier invoices, the claims it finds and their follow-up. You pay the success fee only on refunds the carriers credit.',
  'site.faq.q.fee': 'How is the success fee billed?',
  'site.faq.a.fee':
    'Once a month, on the refunds credited during the month: the share of your plan (from 20 % to 30 %). A refund that is refused or never credited costs nothing.',
  'site.faq.q.carriers': 'Which carriers do you audit?',
  'site.faq.a.carriers':
    '{carriers}. Ask us about another carrier: most can be added from their invoice files.',
  'site.faq.q.credentials': 'Why do you need my carrier portal credentials, and how are they kept?',
  'site.faq.a.credentials':
    'To fetch the invoices and tracking and to file claims in your name. They are encrypted with a key only our service can use, never shown again in full, and you can remove them at any time.',
  'site.faq.q.time': 'How fast are claims opened and answered?',
  'site.faq.a.time':
    'New investigations and uploads show their results within 24 hours. Carriers answer at their own pace, usually within a few weeks; you see every step.',
  'site.faq.q.data': 'Where is my data, and who can see it?',
  'site.faq.a.data':
    'On Amazon Web Services in the European Union. Only your team and our claims staff see your company’s data; the Data Processing Agreement lists everything.',
  'site.faq.q.cancel': 'Can I stop at any time?',
  'site.faq.a.cancel':
    'Monthly plans stop at the end of the month. Claims already opened are followed until they close.',
  'site.faq.q.contact': 'I have another question.',
  'site.faq.a.contact': 'Write to us: we answer within 24 hours.',
} as const;
