/**
 * French messages: my profile, the company's details and bank details.
 * Typed against en/profile.ts: a missing or extra key fails the typecheck.
 */
import type { profile as en } from '../en/profile';

export const profile: Record<keyof typeof en, string> = {
  'company.invoiceCompanyName': 'Raison sociale sur les factures',
  'company.vatNumber': 'Numéro de TVA',
  'company.invoicingEmails': 'Adresses e-mail de facturation',
  'company.invoicingEmailsHint': 'Séparez plusieurs adresses par des virgules.',
  'company.financeEmail': 'Adresse e-mail du service financier',
  'company.claimEmail': 'Adresse e-mail des réclamations',
  'company.country': 'Pays',
  'company.chooseCountry': 'Choisissez un pays',
  'company.city': 'Ville',
  'company.street': 'Numéro et rue',
  'company.zip': 'Code postal',
  'company.postalCodeInvalid': 'Ce code postal n’est pas valide pour le pays',
  'company.vatInvalid': 'Ce numéro de TVA n’est pas valide pour le pays',
  'company.vatConfirmed': 'VIES, le registre européen de la TVA, a confirmé ce numéro le {date}.',
  'company.vatNotConfirmed':
    'Ce numéro de TVA est enregistré mais pas confirmé\u00a0: VIES, le registre européen de la TVA, n’a pas pu être joint le {date}. Il sera de nouveau interrogé au prochain enregistrement de ces informations.',
  'company.vatNotInVies':
    'Les numéros de TVA de ce pays ne figurent pas dans VIES, le registre européen de la TVA\u00a0: seule la clé de contrôle du numéro a été vérifiée.',
  'company.invoicingEmailsRequired': 'Indiquez au moins une adresse e-mail de facturation',
  'company.tooManyEmails': 'Indiquez 5 adresses au plus',
  'company.countryUnknown': 'Choisissez un pays',
  'company.logoHeading': 'Logo de l’entreprise',
  'company.logoIntro': 'Une image (PNG ou JPEG, 5\u00a0Mo au plus). Un nouveau logo remplace l’actuel.',
  'company.logoAlt': 'Logo de {name}',
  'company.noLogo': 'Pas encore de logo.',
  'company.saved': 'Enregistré',

  'bank.bankName': 'Banque',
  'bank.iban': 'IBAN',
  'bank.bic': 'BIC',
  'bank.onFile': 'Compte enregistré.',
  'bank.onFileMasked':
    'Pour votre sécurité, seuls les quatre premiers et les quatre derniers caractères de l’IBAN sont affichés.',
  'bank.change': 'Modifier les coordonnées bancaires',
  'bank.ibanInvalid': 'Cet IBAN n’est pas valide\u00a0: vérifiez ses chiffres',
  'bank.bicInvalid': 'Ce BIC n’est pas valide',
  'bank.current': 'Compte enregistré\u00a0: {iban}',

  'profile.detailsHeading': 'Mes informations',
  'profile.email': 'Adresse e-mail',
  'profile.save': 'Enregistrer mes informations',
  'profile.saved': 'Profil mis à jour.',
  'profile.passwordHeading': 'Changer mon mot de passe',
  'profile.currentPassword': 'Mot de passe actuel',
  'profile.newPassword': 'Nouveau mot de passe',
  'profile.changePassword': 'Changer mon mot de passe',
  'profile.passwordChanged': 'Votre mot de passe a été changé.',
  'profile.wrongPassword': 'Ce n’est pas votre mot de passe actuel',
  'profile.saveCompany': 'Enregistrer les informations de l’entreprise',
  'profile.saveBank': 'Enregistrer les coordonnées bancaires',
  'profile.keepBank': 'Garder le compte enregistré',
};
