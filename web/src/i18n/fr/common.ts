/**
 * French messages: the app shell, navigation, page titles and intros, forms, guards and dialogs.
 * Typed against en/common.ts: a missing or extra key fails the typecheck.
 */
import type { common as en } from '../en/common';

export const common: Record<keyof typeof en, string> = {
  'app.name': 'Parcel Audit',
  'app.skipToContent': 'Aller au contenu principal',
  'app.loading': 'Chargement…',
  'app.siteLink': 'Le site de Parcel Audit',
  'app.publicSite': 'Récupérez l’argent dû par vos transporteurs',

  'language.label': 'Langue',
  'language.en': 'English',
  'language.fr': 'Français',

  'nav.primary': 'Navigation principale',
  'nav.home': 'Accueil',
  'nav.dashboards': 'Tableaux de bord',
  'nav.claimCenter': 'Centre de réclamations',
  'nav.actionRequired': 'Données requises',
  'nav.supportDocuments': 'Justificatifs des enquêtes',
  'nav.startInvestigation': 'Ouvrir une enquête',
  'nav.myInvoices': 'Mes factures',
  /** The top bar's button that opens the navigation on a narrow screen. */
  'nav.menu': 'Menu',
  'nav.close': 'Fermer le menu',

  'topbar.userMenu': 'Menu du compte',
  'topbar.profile': 'Mon profil',
  'topbar.carrierInformation': 'Mes transporteurs',
  'topbar.carrierDocuments': 'Déposer des documents transporteur',
  'topbar.tour': 'Visite guidée',
  'topbar.team': 'Membres de l’équipe',
  'topbar.files': 'Mes fichiers',
  'topbar.billing': 'Facturation et abonnement',
  'topbar.signOut': 'Se déconnecter',
  'topbar.notifications': 'Notifications',
  'topbar.noNotifications': 'Aucune nouvelle notification.',

  'page.login': 'Connexion',
  'page.register': 'Créer un compte',
  'page.onBoarding': 'Mise en route',
  'page.forgotPasswordRequest': 'Mot de passe oublié',
  'page.forgotPasswordReset': 'Réinitialiser le mot de passe',
  'page.home': 'Accueil',
  'page.dashboards': 'Tableaux de bord',
  'page.investigationDetails': 'Centre de réclamations',
  'page.actionRequired': 'Données requises',
  'page.startInvestigation': 'Ouvrir une enquête',
  'page.docActionRequired': 'Documentation\u00a0: données requises',
  'page.docStartInvestigation': 'Documentation\u00a0: ouvrir une enquête',
  'page.profile': 'Mon profil',
  'page.team': 'Membres de l’équipe',
  'page.carrierInformation': 'Mes transporteurs',
  'page.carrierInvoices': 'Déposer des documents transporteur',
  'page.myInvoices': 'Mes factures',
  'page.files': 'Mes fichiers',
  'page.billing': 'Facturation et abonnement',
  'page.billingCheckout': 'Paiement',
  'page.adminPanel': 'Administration',
  'page.dataAgreement': 'Accord de traitement des données',
  'page.terms': 'Conditions générales',
  'page.unauthorized': 'Connexion requise',
  'page.notFound': 'Page introuvable',
  'page.invitation': 'Rejoindre votre équipe',

  'intro.register':
    'Créez le compte de votre entreprise\u00a0: nous vous envoyons un code de vérification par e-mail, puis vous configurez votre entreprise.',
  'intro.onBoarding':
    'Les coordonnées de votre entreprise, vos coordonnées bancaires et votre équipe, pour recevoir vos remboursements.',
  'intro.forgotPasswordRequest':
    'Saisissez votre adresse e-mail\u00a0: nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  'intro.forgotPasswordReset': 'Choisissez un nouveau mot de passe pour votre compte.',
  'intro.home': 'Vos remboursements, factures et transporteurs sur les 12 derniers mois.',
  'intro.dashboards':
    'Vos dépenses, économies, expéditions et transporteurs sur 30 jours, 90 jours ou 12 mois, et les graphiques enregistrés par votre équipe.',
  'intro.investigationDetails':
    'Toutes vos enquêtes avec leur état, leur étape, leur historique et le dernier message du transporteur.',
  'intro.actionRequired':
    'Les enquêtes qui attendent des informations de votre part\u00a0: factures, documents ou photos.',
  'intro.bulk':
    'Ouvrez de nombreuses enquêtes d’un coup depuis un fichier CSV, XLSX ou XLS\u00a0: une ligne par colis, vérifiée ligne à ligne avant tout envoi.',
  'intro.startInvestigation':
    'Ouvrez une enquête pour un colis\u00a0: son numéro de suivi, ses marchandises et la facture originale suffisent au transporteur.',
  'intro.docActionRequired': 'Comment répondre à une enquête qui a besoin de données complémentaires.',
  'intro.docStartInvestigation':
    'Comment ouvrir une enquête, seule ou en masse, et ce dont le transporteur a besoin.',
  'intro.profile': 'Votre nom, vos coordonnées, votre mot de passe et les informations de votre entreprise.',
  'intro.team': 'Les personnes de votre entreprise qui utilisent Parcel Audit, et vos invitations.',
  'intro.carrierInformation': 'Vos comptes transporteurs et leurs identifiants de portail.',
  'intro.carrierInvoices': 'Déposez vos factures, contrats, avoirs et autres documents transporteur.',
  'intro.myInvoices': 'Vos factures transporteur et ce que l’audit y a trouvé.',
  'intro.files': 'Tous les documents déposés par votre entreprise.',
  'intro.billing': 'Vos factures, relevés, votre abonnement et la consommation de votre forfait.',
  'intro.billingCheckout': 'Payer une facture de Parcel Audit.',
  'intro.adminPanel':
    'Administration de la plateforme\u00a0: entreprises, identifiants, documents, utilisateurs et envois d’e-mails.',
  'session.ended': 'Votre session a expiré. Merci de vous reconnecter.',

  'country.FR': 'France',
  'country.BE': 'Belgique',
  'country.LU': 'Luxembourg',
  'country.DE': 'Allemagne',
  'country.NL': 'Pays-Bas',
  'country.ES': 'Espagne',
  'country.IT': 'Italie',
  'country.PT': 'Portugal',
  'country.AT': 'Autriche',
  'country.IE': 'Irlande',
  'country.CH': 'Suisse',
  'country.GB': 'Royaume-Uni',

  'confirm.cancel': 'Annuler',

  'signOut.title': 'Avant de partir',
  'signOut.question': 'Quel est votre niveau de satisfaction avec Parcel Audit\u00a0?',
  'signOut.score.1': 'Très insatisfait',
  'signOut.score.2': 'Insatisfait',
  'signOut.score.3': 'Neutre',
  'signOut.score.4': 'Satisfait',
  'signOut.score.5': 'Très satisfait',
  'signOut.comment': 'Quelque chose à nous dire\u00a0? (facultatif)',
  'signOut.send': 'Envoyer et se déconnecter',
  'signOut.skip': 'Se déconnecter sans répondre',

  'switch.open': 'Changer d’entreprise',
  'switch.current': 'Entreprise\u00a0: {name}',
  'switch.acting': 'Pour le compte de {name}',
  'switch.label': 'Nom du compte',
  'switch.submit': 'Changer',

  'form.required': 'Ce champ est obligatoire',
  'form.tooLong': 'C’est trop long',
  'form.invalidPhone': 'Saisissez un numéro de téléphone valide',
  'form.fillAll': 'Merci de remplir tous les champs\u00a0!',
  'form.invalidEmail': 'Saisissez une adresse e-mail valide',
  'form.invalid': 'Cette valeur n’est pas valide',
  'form.invalidDate': 'Saisissez une date',
  'form.summary':
    '{count, plural, one {Ce formulaire comporte # problème} other {Ce formulaire comporte # problèmes}}',
  'adminOnly.note': '<strong>{title}</strong> : {reason}',

  'guard.adminRequired': 'Non autorisé - vous devez être administrateur',
  'guard.accessDenied': 'Accès refusé',
  'guard.resetNeedsRequest':
    'Demandez d’abord la réinitialisation de votre mot de passe\u00a0: le lien envoyé par e-mail ouvre cette page.',
  'guard.dashboardLocked':
    'Votre tableau de bord n’est pas encore disponible. Contactez le service client pour le débloquer.',
  'guard.goHome': 'Aller à l’accueil',
  'guard.dismiss': 'Fermer',

  'unauthorized.heading': 'Vous devez vous connecter',
  'unauthorized.body': 'Cette page est réservée aux utilisateurs connectés. Connectez-vous pour continuer.',
  'unauthorized.action': 'Aller à la connexion',
  'notFound.heading': 'Page introuvable',
  'notFound.body': 'La page demandée n’existe pas ou a été déplacée.',
  'notFound.action': 'Retour à l’accueil',

  'unsaved.title': 'Quitter cette page\u00a0?',
  'unsaved.body':
    'Vos modifications ne sont pas enregistrées. Si vous quittez maintenant, elles seront perdues.',
  'unsaved.stay': 'Rester sur la page',
  'unsaved.leave': 'Quitter sans enregistrer',

  'chunk.failed': 'Une partie de la page n’a pas pu être chargée.',
  'chunk.reload': 'Recharger la page',
  'modal.close': 'Fermer',
  'notifications.actions':
    '{count, plural, one {# enquête a besoin d’informations} other {# enquêtes ont besoin d’informations}}',
  'notifications.salesInvoices':
    '{count, plural, one {# facture de vente à importer} other {# factures de vente à importer}}',
  'nav.waiting': '{count} en attente',
};
