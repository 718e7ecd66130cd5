/** French messages. Typed against en.ts: a missing or extra key fails the typecheck. */
import type { MessageKey } from './en';

export const fr: Record<MessageKey, string> = {
  'app.name': 'Parcel Audit',
  'app.skipToContent': 'Aller au contenu principal',
  'app.loading': 'Chargement…',
  'app.publicSite': 'Récupérez l’argent dû par vos transporteurs',

  'language.label': 'Langue',
  'language.en': 'English',
  'language.fr': 'Français',

  'nav.primary': 'Navigation principale',
  'nav.home': 'Accueil',
  'nav.claimCenter': 'Centre de réclamations',
  'nav.actionRequired': 'Données requises',
  'nav.supportDocuments': 'Justificatifs des enquêtes',
  'nav.startInvestigation': 'Ouvrir une enquête',

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
  'page.investigationDetails': 'Centre de réclamations',
  'page.actionRequired': 'Données requises',
  'page.startInvestigation': 'Ouvrir une enquête',
  'page.docActionRequired': 'Documentation : données requises',
  'page.docStartInvestigation': 'Documentation : ouvrir une enquête',
  'page.profile': 'Mon profil',
  'page.team': 'Membres de l’équipe',
  'page.carrierInformation': 'Mes transporteurs',
  'page.carrierInvoices': 'Déposer des documents transporteur',
  'page.myInvoices': 'Mes factures',
  'page.files': 'Mes fichiers',
  'page.billing': 'Facturation et abonnement',
  'page.adminPanel': 'Administration',
  'page.dataAgreement': 'Accord de traitement des données',
  'page.terms': 'Conditions générales',
  'page.unauthorized': 'Connexion requise',
  'page.notFound': 'Page introuvable',

  'intro.register':
    'Créez le compte de votre entreprise : nous vous envoyons un code de vérification par e-mail, puis vous configurez votre entreprise.',
  'intro.onBoarding':
    'Les coordonnées de votre entreprise, vos coordonnées bancaires et votre équipe, pour recevoir vos remboursements.',
  'intro.forgotPasswordRequest':
    'Saisissez votre adresse e-mail : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  'intro.forgotPasswordReset': 'Choisissez un nouveau mot de passe pour votre compte.',
  'intro.home': 'Vos remboursements, factures et transporteurs sur les 12 derniers mois.',
  'intro.investigationDetails':
    'Toutes vos enquêtes avec leur état, leur étape, leur historique et le dernier message du transporteur.',
  'intro.actionRequired':
    'Les enquêtes qui attendent des informations de votre part : factures, documents ou photos.',
  'intro.startInvestigation':
    'Ouvrez une enquête à la main, ou plusieurs à la fois depuis un fichier CSV ou Excel.',
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
  'intro.adminPanel':
    'Administration de la plateforme : entreprises, identifiants, documents, utilisateurs et envois d’e-mails.',
  'intro.dataAgreement':
    'Comment Parcel Audit traite vos données et celles de vos transporteurs pour votre compte.',
  'intro.terms':
    'Les conditions dans lesquelles Parcel Audit audite vos factures et récupère vos remboursements.',

  'login.heading': 'Connexion à Parcel Audit',
  'login.tagline':
    'Nous auditons vos factures transporteur sur plus de 50 points de contrôle et réclamons vos remboursements : jusqu’à 10 % d’économies, avec un mois d’audit gratuit.',
  'login.email': 'Adresse e-mail',
  'login.password': 'Mot de passe',
  'login.submit': 'Se connecter',
  'login.forgot': 'Mot de passe oublié ?',
  'login.noAccount': 'Pas encore de compte ?',
  'login.register': 'Créer un compte',
  'login.failed': 'Nous n’avons pas pu vous connecter.',
  'login.contact': 'Contacter notre équipe',
  'session.ended': 'Votre session a expiré. Merci de vous reconnecter.',

  'register.heading': 'Créez votre compte Parcel Audit',
  'register.firstName': 'Prénom',
  'register.lastName': 'Nom',
  'register.email': 'Adresse e-mail professionnelle',
  'register.company': 'Entreprise',
  'register.jobTitle': 'Fonction',
  'register.phone': 'Téléphone (facultatif)',
  'register.password': 'Mot de passe',
  'register.passwordConfirmation': 'Confirmez le mot de passe',
  'register.terms': 'J’accepte les <link>Conditions générales</link>',
  'register.termsRequired': 'Merci d’accepter les Conditions générales',
  'register.submit': 'Recevoir un code de vérification',
  'register.haveAccount': 'Vous avez déjà un compte ?',
  'register.signIn': 'Se connecter',
  'register.askAdmin':
    'Demandez à l’administrateur de votre entreprise de vous ajouter depuis la page Équipe.',

  'password.rules': 'Votre mot de passe doit contenir :',
  'password.tooShort': 'Au moins 8 caractères',
  'password.needsUpper': 'Une lettre majuscule',
  'password.needsLower': 'Une lettre minuscule',
  'password.needsDigit': 'Un chiffre',
  'password.tooLong': '128 caractères au plus',
  'password.mismatch': 'Les mots de passe ne correspondent pas',
  'password.ruleMet': 'fait',
  'password.ruleMissing': 'manquant',

  'code.heading': 'Consultez vos e-mails',
  'code.sentTo': 'Nous avons envoyé un code à 6 chiffres à {email}. Il est valable 10 minutes.',
  'code.label': 'Code de vérification',
  'code.submit': 'Vérifier et créer mon compte',
  'code.resend': 'Envoyer un nouveau code',
  'code.resendIn': 'Nouveau code possible dans {seconds} s',
  'code.resent': 'Un nouveau code est en route.',
  'code.back': 'Revenir au formulaire',
  'code.format': 'Saisissez les 6 chiffres reçus par e-mail',

  'form.required': 'Ce champ est obligatoire',
  'form.tooLong': 'C’est trop long',
  'form.invalidPhone': 'Saisissez un numéro de téléphone valide',
  'form.fillAll': 'Merci de remplir tous les champs !',
  'form.invalidEmail': 'Saisissez une adresse e-mail valide',

  'guard.adminRequired': 'Non autorisé - vous devez être administrateur',
  'guard.accessDenied': 'Accès refusé',
  'guard.resetNeedsRequest':
    'Demandez d’abord la réinitialisation de votre mot de passe : le lien envoyé par e-mail ouvre cette page.',
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

  'unsaved.title': 'Quitter cette page ?',
  'unsaved.body':
    'Vos modifications ne sont pas enregistrées. Si vous quittez maintenant, elles seront perdues.',
  'unsaved.stay': 'Rester sur la page',
  'unsaved.leave': 'Quitter sans enregistrer',

  'chunk.failed': 'Une partie de la page n’a pas pu être chargée.',
  'chunk.reload': 'Recharger la page',

  'error.request.malformed_json': 'La demande n’a pas pu être lue. Veuillez réessayer.',
  'error.request.invalid': 'Certains champs ne sont pas valides. Merci de les vérifier.',
  'error.request.too_large': 'C’est trop volumineux pour être envoyé. Les fichiers font 5 Mo au plus.',
  'error.request.unsupported_media_type': 'Ce type de contenu n’est pas accepté.',
  'error.route.not_found': 'Cette action n’existe pas.',
  'error.auth.unauthenticated': 'Merci de vous connecter pour continuer.',
  'error.auth.reauthenticate': 'Votre session a expiré. Merci de vous reconnecter.',
  'error.auth.forbidden': 'Vous n’avez pas accès à ceci.',
  'error.auth.not_admin': "Pas d'accès administrateur",
  'error.auth.invalid_credentials': 'Identifiant ou mot de passe incorrect.',
  'error.auth.processing':
    'Vos données sont en cours de traitement. Nous vous préviendrons par e-mail dès que vous pourrez accéder à votre compte.',
  'error.auth.password_disabled':
    'La connexion par mot de passe n’est pas activée pour ce compte. Contactez notre support pour obtenir un accès.',
  'error.auth.throttled': 'Trop de tentatives. Patientez un instant, puis réessayez.',
  'error.auth.email_taken':
    'Cette adresse e-mail est déjà enregistrée. Connectez-vous ou réinitialisez votre mot de passe.',
  'error.auth.company_has_admin':
    'Votre entreprise a déjà un administrateur sur Parcel Audit. Demandez-lui de vous ajouter depuis la page Équipe.',
  'error.auth.code_invalid': 'Ce code n’est pas le bon. Vérifiez l’e-mail et réessayez.',
  'error.auth.code_expired': 'Ce code a expiré ou a été essayé trop de fois. Demandez un nouveau code.',
  'error.auth.code_cooldown':
    'Un code a été envoyé il y a moins d’une minute. Patientez avant d’en demander un autre.',
  'error.mail.failed':
    'Une erreur est survenue dans le système d’e-mail. Merci de réessayer dans un instant.',
  'error.auth.blocked':
    'Accès restreint : trop de tentatives. Contactez le service client pour débloquer votre compte.',
  'error.resource.not_found': 'Aucune donnée récupérée.',
  'error.resource.conflict': 'Cet élément existe déjà.',
  'error.server.internal': 'Une erreur est survenue dans notre système',
  'error.server.unavailable':
    'Le service est momentanément indisponible. Merci de réessayer dans un instant.',
  'error.network': 'Impossible de joindre Parcel Audit. Vérifiez votre connexion et réessayez.',
};
