/** Messages français du site public (issue 23), hors du catalogue de l’application. */
import type { site as en } from '../en/site';

export const site: Record<keyof typeof en, string> = {
  'site.skip': 'Aller au contenu principal',
  'site.nav.label': 'Site',
  'site.nav.solution': 'Solution',
  'site.nav.pricing': 'Tarifs',
  'site.nav.caseStudies': 'Études de cas',
  'site.nav.faq': 'FAQ',
  'site.nav.contact': 'Contact',
  'site.nav.demo': 'Réserver une démo',
  'site.nav.login': 'Se connecter',
  'site.nav.signUp': 'Commencer l’audit gratuit',
  'site.nav.menu': 'Menu',
  'site.language.switch': 'English',
  'site.language.switchLabel': 'Read this page in English',
  'site.footer.company': 'Entreprise',
  'site.footer.product': 'Produit',
  'site.footer.legal': 'Mentions',
  'site.footer.careers': 'Carrières',
  'site.footer.docs': 'Ouvrir une enquête, pas à pas',
  'site.footer.api': 'Référence de l’API',
  'site.footer.terms': 'Conditions générales',
  'site.footer.dataAgreement': 'Accord de traitement des données',
  'site.footer.copyright': '© {year} Parcel Audit. L’argent des transporteurs, rendu aux marchands.',
  'site.noscript': 'Cette partie a besoin de JavaScript. Le reste de la page fonctionne sans.',

  'site.home.title': 'Récupérez l’argent que vous doivent vos transporteurs',
  'site.home.description':
    'Parcel Audit contrôle chaque facture de transport sur plus de {points} points, ouvre les réclamations pour les colis perdus, endommagés ou en retard et les suppléments injustifiés, et suit chaque remboursement. Un mois d’audit offert.',
  'site.home.eyebrow': 'Audit de colis et réclamations transporteurs pour les e-commerçants',
  'site.home.lead':
    'Les transporteurs perdent des colis, livrent en retard et facturent des suppléments qui ne s’appliquent pas. Nous contrôlons chaque ligne de facture sur plus de {points} points, ouvrons les réclamations pour vous et suivons chaque remboursement jusqu’à son crédit.',
  'site.home.stat.points': 'points d’audit sur chaque envoi',
  'site.home.stat.upTo': 'Jusqu’à {percent}',
  'site.home.stat.savings': 'des dépenses de transport récupérées',
  'site.home.stat.free': 'mois d’audit offert',
  'site.home.cta.start': 'Commencer l’audit gratuit',
  'site.home.cta.demo': 'Réserver une démo',
  'site.home.recover.title': 'Ce que nous récupérons',
  'site.home.recover.lead':
    'Six types de réclamations, chacune déposée avec les justificatifs et dans le délai que demande le transporteur.',
  'site.home.recover.lost':
    'Les colis que le suivi montre perdus, ou qui n’ont plus bougé après l’enlèvement.',
  'site.home.recover.damaged':
    'Les colis livrés endommagés, avec les photos et la facture qu’exige le transporteur.',
  'site.home.recover.late_delivery': 'Les services garantis livrés après l’heure promise.',
  'site.home.recover.delivery_dispute': 'Les colis marqués livrés que votre client n’a jamais reçus.',
  'site.home.recover.label_not_used': 'Les étiquettes facturées qui n’ont jamais été expédiées.',
  'site.home.recover.surcharge':
    'Les suppléments facturés sans leur condition\u00a0: résidentiel, hors norme, carburant, samedi, zone, TVA.',
  'site.home.rules': '{count, plural, one {# point d’audit} other {# points d’audit}}',
  'site.home.who.title': 'Pour qui',
  'site.home.who.body':
    'Les boutiques en ligne et les marques qui expédient de quelques centaines à des centaines de milliers de colis par mois, avec un ou plusieurs transporteurs.',
  'site.home.carriers.title': 'Les transporteurs que nous contrôlons',
  'site.home.carriers.lead':
    'Connectez une fois le portail du transporteur, ou déposez les factures telles qu’il les envoie.',
  'site.home.how.title': 'Comment ça marche',
  'site.home.how.connect': 'Connectez vos comptes transporteurs ou déposez vos factures de transport.',
  'site.home.how.audit': 'Chaque envoi est contrôlé sur plus de {points} points d’audit.',
  'site.home.how.claim':
    'Nous ouvrons les réclamations auprès du transporteur, avec les justificatifs demandés.',
  'site.home.how.refund': 'Vous suivez chaque remboursement\u00a0: demandé, confirmé, crédité.',
  'site.home.fee.title': 'Une commission au succès\u00a0: vous payez quand vous êtes remboursé',
  'site.home.fee.body':
    'Le premier mois d’audit est offert. Ensuite, une offre selon vos colis par mois couvre l’audit, et notre commission est une part des remboursements réellement crédités par les transporteurs\u00a0: pas de remboursement, pas de commission.',
  'site.home.fee.link': 'Voir les offres et le simulateur',

  'site.pricing.title': 'Tarifs selon vos colis par mois',
  'site.pricing.description':
    'Des offres selon les colis contrôlés par mois, une commission sur les remboursements crédités, et un simulateur de ce que vous pouvez récupérer.',
  'site.pricing.lead':
    'Chaque entreprise commence par un mois d’audit offert. Choisissez ensuite l’offre de votre volume\u00a0; notre commission est une part de ce que les transporteurs vous recréditent.',
  'site.pricing.plans': 'Offres',
  'site.pricing.vat': 'Prix hors TVA.',
  'site.pricing.calculator.title': 'Combien pourriez-vous récupérer\u00a0?',
  'site.pricing.calculator.parcels': 'Colis par mois',
  'site.pricing.calculator.spend': 'Dépenses de transport par mois (€ HT)',
  'site.pricing.calculator.submit': 'Estimer',
  'site.pricing.calculator.recovery': 'Récupération habituelle par mois',
  'site.pricing.calculator.upTo': 'Jusqu’à',
  'site.pricing.calculator.best': 'Offre la moins chère',
  'site.pricing.calculator.fee': 'Notre commission au succès',
  'site.pricing.calculator.subscription': 'Offre et colis en plus',
  'site.pricing.calculator.net': 'Ce qui vous reste',
  'site.pricing.calculator.assumptions.title': 'Hypothèses',
  'site.pricing.calculator.assumptions.body':
    'Un audit récupère habituellement {typical}\u00a0% des dépenses de transport\u00a0; les meilleurs cas atteignent {max}\u00a0%. Votre récupération réelle dépend de vos transporteurs, contrats et colis\u00a0; le mois offert la montre sur vos propres factures.',
  'site.pricing.calculator.example':
    'Par exemple\u00a0: {parcels} colis et {spend} de transport par mois récupèrent habituellement {recovery}.',
  'site.pricing.calculator.invalid': 'Saisissez un nombre de colis (1 ou plus) et des dépenses (0 ou plus).',

  'site.caseStudies.title': 'Études de cas',
  'site.caseStudies.description':
    'Comment des e-commerçants récupèrent l’argent de leurs transporteurs avec Parcel Audit.',
  'site.caseStudies.lead': 'Des marchands qui contrôlent leurs factures de transport avec nous, en chiffres.',
  'site.caseStudies.loading': 'Chargement des études de cas…',
  'site.caseStudies.none':
    'Les premières études de cas sont en cours d’écriture. Demandez-nous des références lors d’une démo.',
  'site.caseStudies.failed': 'Les études de cas n’ont pas pu être chargées. Réessayez plus tard.',
  'site.caseStudies.read': 'Lire l’histoire de {customer}',
  'site.caseStudies.back': 'Toutes les études de cas',
  'site.caseStudies.carriers': 'Transporteurs',
  'site.caseStudies.notFound': 'Cette étude de cas n’est pas publiée.',

  'site.login.description':
    'Connectez-vous à Parcel Audit\u00a0: vos réclamations transporteurs, remboursements et audits de factures, plus de {points} points d’audit sur chaque envoi.',
  'site.login.noscript':
    'La connexion a besoin de JavaScript. Activez-le pour ce site, ou écrivez-nous par la page de contact.',

  'site.careers.title': 'Carrières',
  'site.careers.description':
    'Travailler chez Parcel Audit\u00a0: une petite équipe qui aide les marchands à récupérer l’argent de leurs transporteurs.',
  'site.careers.lead':
    'Nous sommes une petite équipe d’ingénieurs et de spécialistes des réclamations. Nous écrivons un logiciel qui lit les factures des transporteurs mieux qu’eux.',
  'site.careers.how.title': 'Notre façon de travailler',
  'site.careers.how.remote': 'À distance en Europe, avec une semaine ensemble chaque trimestre.',
  'site.careers.how.written':
    'L’écrit d’abord\u00a0: décisions, notes et relectures sont conservées, chacun peut lire pourquoi.',
  'site.careers.how.customers': 'Chacun passe du temps avec les marchands et leurs fichiers transporteurs.',
  'site.careers.open.title': 'Postes ouverts',
  'site.careers.open.claims': 'Spécialiste des réclamations transporteurs (français et anglais)',
  'site.careers.open.claimsBody':
    'Vous savez comment UPS, DHL, Colissimo ou Chronopost traitent les réclamations et vous voulez les accélérer pour des centaines de marchands.',
  'site.careers.open.engineer': 'Ingénieur logiciel, TypeScript et AWS',
  'site.careers.open.engineerBody':
    'Vous aimez les formats de données, les tests soignés et les pages rapides. Vous travaillerez sur le moteur d’audit et les intégrations transporteurs.',
  'site.careers.apply':
    'Pour postuler, écrivez-nous par le formulaire de contact avec le sujet «\u00a0Autre\u00a0» et un lien vers vos travaux.',
  'site.careers.applyLink': 'Postuler par le formulaire de contact',

  'site.faq.title': 'Questions fréquentes',
  'site.faq.description':
    'Réponses sur l’audit de colis, les réclamations transporteurs, la commission au succès, les données et la sécurité.',
  'site.faq.q.free': 'Que comprend le mois offert\u00a0?',
  'site.faq.a.free':
    'Un audit complet d’un mois de vos factures de transport, les réclamations qu’il trouve et leur suivi. Vous ne payez la commission que sur les remboursements crédités par les transporteurs.',
  'site.faq.q.fee': 'Comment la commission au succès est-elle facturée\u00a0?',
  'site.faq.a.fee':
    'Une fois par mois, sur les remboursements crédités dans le mois\u00a0: la part de votre offre (de 20\u00a0% à 30\u00a0%). Un remboursement refusé ou jamais crédité ne coûte rien.',
  'site.faq.q.carriers': 'Quels transporteurs contrôlez-vous\u00a0?',
  'site.faq.a.carriers':
    '{carriers}. Parlez-nous d’un autre transporteur\u00a0: la plupart s’ajoutent à partir de leurs fichiers de facture.',
  'site.faq.q.credentials':
    'Pourquoi vos identifiants de portail transporteur, et comment sont-ils gardés\u00a0?',
  'site.faq.a.credentials':
    'Pour récupérer les factures et le suivi et déposer les réclamations en votre nom. Ils sont chiffrés avec une clé que seul notre service peut utiliser, jamais réaffichés en entier, et vous pouvez les retirer à tout moment.',
  'site.faq.q.time': 'En combien de temps les réclamations sont-elles ouvertes et traitées\u00a0?',
  'site.faq.a.time':
    'Les nouvelles enquêtes et les dépôts donnent leurs résultats sous 24\u00a0heures. Les transporteurs répondent à leur rythme, en général en quelques semaines\u00a0; vous voyez chaque étape.',
  'site.faq.q.data': 'Où sont mes données, et qui peut les voir\u00a0?',
  'site.faq.a.data':
    'Chez Amazon Web Services, dans l’Union européenne. Seuls votre équipe et nos spécialistes des réclamations voient les données de votre entreprise\u00a0; l’accord de traitement des données détaille tout.',
  'site.faq.q.cancel': 'Puis-je arrêter à tout moment\u00a0?',
  'site.faq.a.cancel':
    'Les offres mensuelles s’arrêtent à la fin du mois. Les réclamations déjà ouvertes sont suivies jusqu’à leur clôture.',
  'site.faq.q.contact': 'J’ai une autre question.',
  'site.faq.a.contact': 'Écrivez-nous\u00a0: nous répondons sous 24\u00a0heures.',
};
