/**
 * French messages: sign-in, registration, codes, password reset, invitations, onboarding.
 * Typed against en/auth.ts: a missing or extra key fails the typecheck.
 */
import type { auth as en } from '../en/auth';

export const auth: Record<keyof typeof en, string> = {
  'login.heading': 'Connexion à Parcel Audit',
  'login.tagline':
    'Nous auditons vos factures transporteur sur plus de {points} points de contrôle et réclamons vos remboursements\u00a0: jusqu’à 10\u00a0% d’économies, avec un mois d’audit gratuit.',
  'login.email': 'Adresse e-mail',
  'login.password': 'Mot de passe',
  'login.submit': 'Se connecter',
  'login.forgot': 'Mot de passe oublié\u00a0?',
  'login.noAccount': 'Pas encore de compte\u00a0?',
  'login.register': 'Créer un compte',
  'login.failed': 'Nous n’avons pas pu vous connecter.',
  'login.notBuilt':
    'La page de connexion fait partie du site construit\u00a0: lancez npm run build:web (npm start le fait).',
  'login.or': 'ou',
  'google.finishHeading': 'Terminer l’inscription avec Google',
  'google.finishIntro':
    'Connecté en tant que {email}. Parlez-nous de votre entreprise pour créer votre compte.',
  'google.create': 'Créer mon compte',

  'register.heading': 'Créez votre compte Parcel Audit',
  'register.firstName': 'Prénom',
  'register.lastName': 'Nom',
  'register.email': 'Adresse e-mail professionnelle',
  'register.company': 'Entreprise',
  'register.jobTitle': 'Fonction',
  'register.phone': 'Téléphone (facultatif)',
  'register.password': 'Mot de passe',
  'register.terms':
    'J’accepte les <terms>Conditions générales</terms> et l’<dataAgreement>Accord de traitement des données</dataAgreement>',
  'register.termsRequired': 'Merci d’accepter les Conditions générales',
  'register.submit': 'Recevoir un code de vérification',
  'register.haveAccount': 'Vous avez déjà un compte\u00a0?',
  'register.signIn': 'Se connecter',

  'onboarding.step': 'Étape {current} sur {total}',
  'onboarding.company': 'Informations de l’entreprise',
  'onboarding.companyIntro': 'Comment votre entreprise apparaît sur les factures et où nous vous écrivons.',
  'onboarding.bank': 'Coordonnées bancaires',
  'onboarding.bankIntro': 'Le compte sur lequel les remboursements des transporteurs sont versés.',
  'onboarding.team': 'Votre équipe',
  'onboarding.teamIntro':
    'Invitez les collègues qui suivent les réclamations avec vous. Vous pourrez le faire plus tard depuis la page Équipe.',
  'onboarding.save': 'Enregistrer et continuer',
  'onboarding.skip': 'Passer pour l’instant',
  'onboarding.back': 'Retour',
  'onboarding.finish': 'Terminer et aller à l’accueil',
  'onboarding.continue': 'Continuer',
  'onboarding.signInFirst': 'Connectez-vous pour configurer votre entreprise.',
  'onboarding.adminOnly':
    'L’administrateur de votre entreprise la configure. Vous pouvez aller directement à l’accueil.',

  'invitation.heading': 'Rejoignez {company} sur Parcel Audit',
  'invitation.intro':
    'Bienvenue {name}. Choisissez un mot de passe pour terminer\u00a0: vous serez ensuite connecté.',
  'invitation.submit': 'Choisir mon mot de passe et me connecter',

  'reset.email': 'Adresse e-mail',
  'reset.send': 'Recevoir un lien de réinitialisation',
  'reset.sent':
    'Si un compte utilise cette adresse, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Le lien est valable une heure.',
  'reset.backToLogin': 'Retour à la connexion',
  'reset.for': 'Nouveau mot de passe pour {email}',
  'reset.password': 'Nouveau mot de passe',
  'reset.submit': 'Enregistrer mon nouveau mot de passe',
  'reset.done': 'Votre mot de passe a été changé. Connectez-vous avec dès maintenant.',
  'reset.invalid': 'Ce lien n’est pas valide\u00a0: il a déjà servi ou date de plus d’une heure.',
  'reset.askAgain': 'Demander un nouveau lien',

  'code.heading': 'Consultez vos e-mails',
  'code.sentTo': 'Nous avons envoyé un code à 6 chiffres à {email}. Il est valable 10 minutes.',
  'code.label': 'Code de vérification',
  'code.submit': 'Vérifier et créer mon compte',
  'code.resend': 'Envoyer un nouveau code',
  'code.resendIn': 'Nouveau code possible dans {seconds} s',
  'code.resent': 'Un nouveau code est en route.',
  'code.back': 'Revenir au formulaire',
  'code.notReceived': 'Je n’ai pas reçu le code',
  'code.teamTold': 'Nous avons prévenu notre équipe\u00a0: elle vous contactera à {email}.',
  'code.format': 'Saisissez les 6 chiffres reçus par e-mail',
  'code.stillValid':
    'Un code a été envoyé à cette adresse il y a moins d’une minute et reste valable\u00a0: saisissez-le ci-dessous. Vous pourrez en demander un nouveau à partir de {time}.',
};
