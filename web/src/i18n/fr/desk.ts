/**
 * French messages: the claims desk.
 * Typed against en/desk.ts: a missing or extra key fails the typecheck.
 */
import type { desk as en } from '../en/desk';

export const desk: Record<keyof typeof en, string> = {
  // Validation messages of the desk's forms (shared/claims/desk.ts).
  'desk.invalid.day': 'Saisissez une date au format AAAA-MM-JJ.',
  'desk.invalid.amount': 'Saisissez un montant positif avec au plus deux décimales.',
  'desk.invalid.currency': 'Saisissez un code de devise de trois lettres (EUR).',
  'desk.invalid.language': 'Choisissez la langue dans laquelle le transporteur a écrit.',

  // The lanes, their filters and the list.

  // A claim on the desk and the moves recorded on it.

  // The filing sheet, the claim's documents and the merchant's portal login.
  'desk.sheet.field.trackingNumber': 'Numéro de suivi',
  'desk.sheet.field.issue': 'Motif',
  'desk.sheet.field.shipDate': 'Date d’expédition',
  'desk.sheet.field.deliveryDate': 'Date de livraison',
  'desk.sheet.field.serviceLevel': 'Service',
  'desk.sheet.field.weight': 'Poids (kg)',
  'desk.sheet.field.senderName': 'Expéditeur',
  'desk.sheet.field.senderAddress': 'Adresse de l’expéditeur',
  'desk.sheet.field.contactEmail': 'E-mail de contact',
  'desk.sheet.field.accountNumber': 'Compte (identifiant du portail)',
  'desk.sheet.field.receiverName': 'Destinataire',
  'desk.sheet.field.receiverAddress': 'Adresse du destinataire',
  'desk.sheet.field.receiverPostalCode': 'Code postal du destinataire',
  'desk.sheet.field.receiverCountry': 'Pays du destinataire',
  'desk.sheet.field.goodsDescription': 'Description de la marchandise',
  'desk.sheet.field.quantity': 'Quantité',
  'desk.sheet.field.goodsValue': 'Valeur de la marchandise hors taxes',
  'desk.sheet.field.amountClaimed': 'Montant réclamé',
  'desk.sheet.field.currency': 'Devise',
  'desk.sheet.field.orderReference': 'Référence de commande',
  'desk.sheet.field.merchantWords': 'Les mots du marchand',
  'desk.sheet.issue.lost': 'Colis perdu',
  'desk.sheet.issue.damaged': 'Colis endommagé',
  'desk.sheet.issue.late_delivery': 'Retard de livraison',
  'desk.sheet.issue.delivery_dispute': 'Litige de livraison (livré mais non reçu)',
  'desk.sheet.issue.label_not_used': 'Étiquette facturée mais non utilisée',
  'desk.sheet.issue.surcharge': 'Supplément facturé à tort',
  'desk.sheet.channel.portal': 'Portail du transporteur',
  'desk.sheet.channel.form': 'Formulaire de réclamation en ligne',
  'desk.sheet.channel.email': 'E-mail',
  'desk.sheet.channel.phone': 'Service client',
  'desk.sheet.channel.bulk_file': 'Fichier groupé',
  'desk.sheet.channel.api': 'API',
  'desk.sheet.document.proof_of_value': 'Facture de la marchandise (preuve de valeur)',
  'desk.sheet.document.damage_photos': 'Photos de la marchandise endommagée',
  'desk.sheet.document.packaging_photos': 'Photos de l’emballage, étiquette visible',
  'desk.sheet.document.shipping_label': 'Copie de la lettre de transport ou de l’étiquette',
  'desk.sheet.document.proof_of_shipment': 'Preuve de dépôt (liste d’enlèvement signée ou reçu de dépôt)',
  'desk.sheet.document.recipient_statement': 'Déclaration de non-réception signée du destinataire',
  'desk.sheet.document.recipient_id': 'Copie de la pièce d’identité du destinataire',
  'desk.sheet.document.claim_letter': 'Lettre de réclamation',
  'desk.sheet.document.carrier_invoice': 'La facture du transporteur qui le facture',
  'desk.sheet.status.has': 'Fourni',
  'desk.sheet.status.check': 'Vérifier les documents du marchand',
  'desk.sheet.status.lacks': 'Manquant',
  'desk.sheet.heading': 'Fiche de réclamation',
  'desk.sheet.loading': 'Chargement de la fiche de réclamation…',
  'desk.sheet.fileOn': 'Déposez-la chez {carrier}\u00a0:',
  'desk.sheet.newTab': '(s’ouvre dans un nouvel onglet)',
  'desk.sheet.fieldsHeading': 'Ce que demande le formulaire de {carrier}',
  'desk.sheet.required': 'obligatoire',
  'desk.sheet.unknown': 'Inconnu\u00a0: demandez au marchand ou lisez l’étiquette du colis.',
  'desk.sheet.copy': 'Copier',
  'desk.sheet.copyLabel': 'Copier {field}',
  'desk.sheet.copied': '{field} copié.',
  'desk.sheet.copyFailed': 'Copie impossible\u00a0: sélectionnez le texte et copiez-le.',
  'desk.sheet.documentsHeading': 'Documents demandés par {carrier}',
  'desk.sheet.noDocumentsWanted': '{carrier} ne demande aucun document pour ce motif.',
  'desk.sheet.zip': 'Télécharger les documents (zip)',
  'desk.sheet.zipPreparing': 'Préparation du zip…',
  'desk.sheet.noDocuments': 'La réclamation n’a pas encore de documents.',
  'desk.sheet.sources': 'Sources lues',
  'desk.sheet.loginHeading': 'L’identifiant du portail du marchand',
  'desk.sheet.noLogin':
    'L’entreprise n’a pas de compte chez {carrier}\u00a0: demandez au marchand d’en ajouter un.',
  'desk.sheet.loginAccount': 'Compte {username}\u00a0: {status}',
  'desk.sheet.loginStatus.active': 'fonctionne',
  'desk.sheet.loginStatus.not_working': 'ne fonctionne pas',
  'desk.sheet.staffOnly':
    'Seul le personnel prestataire affecté à cette entreprise peut voir l’identifiant du marchand.',
  'desk.sheet.showLogin': 'Afficher l’identifiant du portail',
  'desk.sheet.showLoginTitle': 'Afficher l’identifiant du marchand\u00a0?',
  'desk.sheet.showLoginBody':
    'L’affichage est inscrit au journal d’administration. L’identifiant se masque de nouveau après une minute.',
  'desk.sheet.showLoginConfirm': 'Afficher l’identifiant',
  'desk.sheet.cancel': 'Annuler',
  'desk.sheet.username': 'Identifiant',
  'desk.sheet.password': 'Mot de passe',
  'desk.sheet.portal': 'Portail',
  'desk.sheet.passwordMasked': 'Mot de passe masqué',
  'desk.sheet.revealPassword': 'Afficher le mot de passe',
  'desk.sheet.hideLogin': 'Masquer l’identifiant',
  'desk.sheet.hiddenAgain': 'L’identifiant est de nouveau masqué.',
  'desk.sheet.loginWorked': 'La connexion a-t-elle fonctionné\u00a0?',
  'desk.sheet.worked': 'Oui',
  'desk.sheet.wrongPassword': 'Non\u00a0: mot de passe erroné',
  'desk.sheet.locked': 'Non\u00a0: compte verrouillé',
  'desk.sheet.recordedWorking': 'Enregistré\u00a0: le compte fonctionne.',
  'desk.sheet.recordedFailingTold':
    'Enregistré\u00a0: le compte ne fonctionne pas, et le marchand a été prévenu par e-mail.',
  'desk.sheet.recordedFailing': 'Enregistré\u00a0: le compte ne fonctionne pas.',
  'desk.sheet.loginReasonRequired': 'Indiquez pourquoi la connexion n’a pas fonctionné.',

  // Carrier e-mail: answers matched to claims and the unmatched tray.

  // Many claims at once: the carrier's bulk file and its answer file.

  // Deadlines: the digest and the badge.
};
