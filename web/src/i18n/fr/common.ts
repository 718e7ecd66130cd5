/**
 * French messages: the app shell, navigation, page titles and intros, forms, guards and dialogs.
 * Typed against en/common.ts: a missing or extra key fails the typecheck.
 */
import { CELL_LABELS, CLAIM_ISSUE_LABELS, prefixed } from '@shared/claims/labels';
import { ISSUE_LABELS } from '@shared/platform/issue-words';
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
  'page.desk': 'Bureau des réclamations',
  'page.adminCompanies': 'Entreprises · Administration',
  'page.adminCompany': 'Entreprise · Administration',
  'page.adminUsers': 'Utilisateurs · Administration',
  'page.adminSendouts': 'Comptes transporteurs en échec · Administration',
  'page.adminCredentials': 'Comptes transporteurs · Administration',
  'page.adminDocuments': 'Documents · Administration',
  'page.adminIntegrations': 'Intégrations · Administration',
  'page.adminSftpReviews': 'Examens SFTP · Administration',
  'page.adminUnpaid': 'Factures impayées · Administration',
  'page.adminCaseStudies': 'Études de cas · Administration',
  'page.adminDemoSlots': 'Créneaux de démo · Administration',
  'page.adminReleaseNotes': 'Notes de version · Administration',
  'page.adminTours': 'Visites guidées · Administration',
  'page.adminStaff': 'Prestataires · Administration',
  'page.adminLog': 'Journal d’audit · Administration',
  'page.adminSignIn': 'Blocages de connexion · Administration',
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

  'form.invalidPhone': 'Saisissez un numéro de téléphone valide',
  'form.fillAll': 'Merci de remplir tous les champs\u00a0!',
  'form.invalidDate': 'Saisissez une date',
  'form.summary':
    '{count, plural, one {Ce formulaire comporte # problème} other {Ce formulaire comporte # problèmes}}',
  'adminOnly.note': '<strong>{title}</strong> : {reason}',

  'guard.adminRequired': 'Non autorisé - vous devez être administrateur',
  'guard.deskRequired': 'Non autorisé - le bureau des réclamations est réservé à l’équipe de la plateforme',
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
  'page.supportDocuments': 'Justificatifs des enquêtes',
  'page.salesData': 'Données de vente',
  'nav.salesData': 'Données de vente',
  'page.apiReference': 'Référence de l’API',
  'team.invitationInvalid': 'Ce lien d’invitation n’est pas valide.',

  'nav.adminPanel': 'Panneau d’administration',
  'nav.desk': 'Bureau des réclamations',
  'intro.desk':
    'Toutes les réclamations des entreprises que vous suivez, par file\u00a0: déposez-les auprès des transporteurs et enregistrez leurs réponses.',
  'upload.wrongType': 'Ce type de fichier n’est pas accepté ici.',
  'upload.wrongTypeNamed': 'Mauvais type de fichier\u00a0: choisissez un fichier {types}.',
  'upload.tooLarge': 'Ce fichier dépasse 5\u00a0Mo.',
  'upload.empty': 'Ce fichier est vide.',
  'upload.choose': 'Choisir un fichier',
  'upload.drop': 'ou déposez-le ici',
  'upload.uploading': 'Envoi de {name}',
  'upload.done': '{name} déposé.',
  'login.contact': 'Contacter notre équipe',
  'register.passwordConfirmation': 'Confirmez le mot de passe',
  'password.rules': 'Votre mot de passe doit contenir\u00a0:',
  'password.tooShort': 'Au moins 8 caractères',
  'password.needsUpper': 'Une lettre majuscule',
  'password.needsLower': 'Une lettre minuscule',
  'password.needsDigit': 'Un chiffre',
  'password.tooLong': '128 caractères au plus',
  'password.mismatch': 'Les mots de passe ne correspondent pas',
  'password.ruleMet': 'fait',
  'password.ruleMissing': 'manquant',

  'billing.banner.warning': 'Vous avez utilisé {percent} du forfait de ce mois.',
  'billing.banner.over':
    'Vous dépassez le forfait de ce mois de {count, plural, one {# colis} other {# colis}}\u00a0: rien ne s’arrête, chacun est facturé au prix de dépassement de votre offre.',
  'billing.banner.link': 'Voir votre consommation',
  'billing.banner.dismiss': 'Fermer',
  'billing.banner.dismissLabel': 'Fermer le message sur l’utilisation du forfait',

  ...prefixed('cell.', CELL_LABELS.fr),
  ...ISSUE_LABELS.fr,
  'billing.overdue.warning':
    '{count, plural, one {# facture est} other {# factures sont}} en retard de paiement. Merci de régler\u00a0: à défaut, la solution pourra être suspendue pour tous vos utilisateurs.',
  'billing.overdue.suspended':
    'Votre compte est suspendu car une facture est en retard de paiement. L’administrateur de votre entreprise peut la régler ici\u00a0; l’accès revient dès le paiement reçu.',
  'billing.overdue.link': 'Voir la facturation',
  'credentials.requiredHeading': 'Ajoutez d’abord un transporteur',
  'credentials.requiredBody':
    'Les enquêtes sont ouvertes auprès de vos transporteurs\u00a0: ajoutez le compte d’au moins un transporteur pour continuer.',
  'credentials.requiredAction': 'Ajouter mes comptes transporteurs',
  'credentials.outcome.working': 'le transporteur a accepté la connexion.',
  'credentials.outcome.invalid_credentials': 'le transporteur a refusé l’identifiant ou le mot de passe.',
  'credentials.outcome.account_locked': 'le transporteur indique que ce compte est bloqué.',
  'credentials.outcome.unreachable':
    'le transporteur n’a pas pu être joint\u00a0; le statut ne change pas et nous réessaierons.',
  'credentials.outcome.no_connector':
    'nous ne savons pas encore nous connecter automatiquement à ce transporteur.',
  'bulk.tooFewColumns': 'Le fichier doit avoir au moins {minimum} colonnes.',
  'bulk.missingColumn': 'Aucune colonne n’est associée à « {name} ».',
  'bulk.blankHeader': 'La colonne {column} n’a pas d’en-tête\u00a0: ignorez-la ou associez-la.',
  'bulk.unmatchedColumn': 'La colonne {column} ({header}) n’est pas associée.',
  'bulk.columnTwice': 'La colonne {column} ({header}) reprend une colonne du modèle déjà associée.',
  ...prefixed('claims.issue.', CLAIM_ISSUE_LABELS.fr),
  'actions.kind.invoice_missing': 'Informations sur la marchandise',
  'actions.kind.documents_missing': 'Documents manquants',
  'actions.kind.pictures_missing': 'Photos manquantes',
  'actions.kind.original_invoice_missing': 'Facture originale manquante',
  'actions.kind.carrier_information': 'Informations transporteur',
  'actions.kind.unknown': 'Statut inconnu',
  'admin.status.cancel': 'Annuler',
  'billing.plan.free_audit': 'Mois d’audit gratuit',
  'billing.plan.starter': 'Starter',
  'billing.plan.growth': 'Growth',
  'billing.plan.scale': 'Scale',
  'billing.gauge.name': 'Forfait utilisé en {month}',
  'billing.gauge.label': '{used} colis sur {bundle} ({percent})',
  'billing.gauge.level.ok': 'Dans votre forfait',
  'billing.gauge.level.warning': '{threshold} atteints',
  'billing.gauge.level.over': 'Au-delà de votre forfait',

  'billing.alert.warning':
    'Vous avez utilisé {percent} du forfait de ce mois\u00a0: {used} colis sur {bundle}.',
  'billing.alert.over':
    'Ce mois-ci, {count, plural, one {# colis dépasse} other {# colis dépassent}} votre forfait de {bundle}.',
  'billing.alert.past':
    'Au-delà de 100 %, rien ne s’arrête\u00a0: chaque colis est toujours audité et ses réclamations ouvertes. Chaque colis au-delà du forfait est facturé au prix de dépassement de votre offre sur le relevé du mois.',

  'claims.carrierRequired': 'Choisissez un transporteur',
  'claims.issueRequired': 'Choisissez le problème',
  'claims.invoiceRequired': 'Un document est nécessaire\u00a0: ajoutez la facture originale',
  'claims.trackingFormat': 'Ce n’est pas un numéro de suivi de ce transporteur',
  'claims.mixedCurrency': 'Toutes les lignes d’une réclamation doivent être dans la même devise',
  'claims.audit.invoice': 'Facture',
  'claims.audit.lines': 'Facture {invoice}, lignes {lines}',
};
