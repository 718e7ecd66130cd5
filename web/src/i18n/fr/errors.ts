/**
 * French messages: the server's error codes (`error.<code>`, after shared/platform/errors.ts).
 * Typed against en/errors.ts: a missing or extra key fails the typecheck.
 */
import type { errors as en } from '../en/errors';

export const errors: Record<keyof typeof en, string> = {
  'error.request.malformed_json': 'La demande n’a pas pu être lue. Veuillez réessayer.',
  'error.request.invalid': 'Certains champs ne sont pas valides. Merci de les vérifier.',
  'error.request.too_large': 'C’est trop volumineux pour être envoyé. Les fichiers font 5\u00a0Mo au plus.',
  'error.request.unsupported_media_type': 'Ce type de contenu n’est pas accepté.',
  'error.route.not_found': 'Cette action n’existe pas.',
  'error.auth.unauthenticated': 'Merci de vous connecter pour continuer.',
  'error.auth.reauthenticate': 'Votre session a expiré. Merci de vous reconnecter.',
  'error.auth.session_ended':
    'Vous avez été déconnecté car votre accès a changé\u00a0: nouveau mot de passe, nouveau rôle, ou compte retiré ou désactivé. Merci de vous reconnecter.',
  'error.auth.forbidden': 'Vous n’avez pas accès à ceci.',
  'error.auth.not_admin': "Pas d'accès administrateur",
  'error.auth.client_admin_only':
    'Seul l’administrateur client de l’entreprise peut voir un mot de passe transporteur.',
  'error.auth.invalid_credentials': 'Identifiant ou mot de passe incorrect.',
  'error.auth.processing':
    'Vos données sont en cours de traitement. Nous vous préviendrons par e-mail dès que vous pourrez accéder à votre compte.',
  'error.auth.password_disabled':
    'La connexion par mot de passe n’est pas activée pour ce compte. Contactez notre support pour obtenir un accès.',
  'error.auth.throttled': 'Trop de tentatives. Patientez un instant, puis réessayez.',
  'error.auth.limit_reached':
    'Trop de demandes pour cette adresse ou depuis votre réseau. Merci de réessayer d’ici une heure.',
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
  'error.auth.reset_invalid': 'Ce lien n’est pas valide\u00a0: il a déjà servi ou date de plus d’une heure.',
  'error.auth.wrong_password': 'Le mot de passe actuel n’est pas le bon.',
  'error.legal.version_outdated':
    'Les Conditions générales ou l’Accord de traitement des données ont changé depuis l’ouverture de cette page. Merci de recharger la page, de lire la nouvelle version et de l’accepter.',
  'error.company.switch_forbidden':
    'Vous ne pouvez pas passer sur ce compte\u00a0: il est inconnu ou ne vous est pas accessible.',
  'error.auth.register_company_has_admin':
    'Votre entreprise a déjà un administrateur sur Parcel Audit. Demandez-lui de vous ajouter depuis la page Équipe.',
  'error.auth.google_disabled':
    'La connexion avec Google n’est pas activée sur cette plateforme. Connectez-vous avec votre adresse e-mail et votre mot de passe.',
  'error.auth.google_invalid': 'Nous n’avons pas pu confirmer votre connexion Google. Merci de réessayer.',
  'error.auth.google_company_exists':
    'Votre entreprise a déjà un administrateur sur Parcel Audit. Demandez-lui de vous ajouter depuis la page Équipe.',
  'error.auth.captcha_failed':
    'Nous devons vérifier que vous n’êtes pas un robot\u00a0: merci de confirmer votre adresse e-mail pour continuer.',
  'error.carrier.check_cooldown':
    'Ce compte a été vérifié il y a moins de 30 secondes. Patientez un instant avant de recommencer.',
  'error.upload.unsafe_archive':
    'Ce tableur ne peut pas être ouvert sans risque (son contenu est endommagé ou bien plus gros que le fichier). Enregistrez-le à nouveau depuis votre tableur et renvoyez-le.',
  'error.upload.password_protected':
    'Ce fichier est protégé par un mot de passe, nous ne pouvons donc pas l’ouvrir. Enregistrez-le à nouveau sans mot de passe (dans Excel\u00a0: Fichier > Informations > Protéger le classeur) et déposez-le à nouveau.',
  'error.upload.wrong_type': 'Ce type de fichier n’est pas accepté ici.',
  'error.upload.too_large': 'Ce fichier dépasse 5\u00a0Mo. Merci d’en envoyer un plus petit.',
  'error.upload.empty': 'Ce fichier est vide.',
  'error.document.in_use':
    'Une enquête ouverte utilise ce document\u00a0: il pourra être supprimé une fois l’enquête close.',
  'error.upload.duplicate': 'Ce fichier a déjà été déposé\u00a0: nous avons gardé le premier.',
  'error.upload.not_found': 'Le dépôt a échoué\u00a0: le fichier n’est pas arrivé. Merci de réessayer.',
  'error.team.member_taken':
    'Cette adresse e-mail est déjà utilisée\u00a0: l’invitation n’a pas été envoyée.',
  'error.auth.api_key_invalid': 'Cette clé d’API n’est pas valable, ou a été révoquée.',
  'error.auth.rate_limited': 'Trop de requêtes avec cette clé d’API\u00a0: attendez une minute et réessayez.',
  'error.integration.too_many_keys':
    'Votre entreprise a déjà 10 clés d’API en service\u00a0: révoquez-en une d’abord.',
  'error.integration.idempotency_mismatch': 'Cette Idempotency-Key a déjà servi pour un autre lot.',
  'error.integration.idempotency_in_progress':
    'Le lot de cette Idempotency-Key est encore en cours de traitement.',
  'error.integration.sftp_failed':
    'Nous n’avons pas pu lire votre serveur SFTP\u00a0: voyez le champ signalé.',
  'error.integration.sftp_host_key_mismatch':
    'Le serveur présente maintenant une autre clé d’hôte que celle que vous avez confirmée\u00a0: vérifiez de nouveau la connexion.',
  'error.contact.limit_reached':
    'Vous nous avez déjà envoyé plusieurs messages. Merci de réessayer plus tard, ou de nous écrire par e-mail.',
  'error.demo.slot_taken': 'Quelqu’un vient de réserver ce créneau. Merci d’en choisir un autre.',
  'error.demo.slot_unavailable': 'Ce créneau n’est plus proposé. Merci d’en choisir un autre.',
  'error.demo.slot_booked':
    'Ce créneau est réservé : seule la personne qui l’a réservé peut l’annuler ou le déplacer, avec son lien.',
  'error.demo.booking_closed':
    'Cette réservation est annulée ou a déjà commencé : elle ne peut plus être modifiée.',
  'error.demo.limit_reached':
    'Vous avez déjà fait plusieurs réservations. Merci de réessayer plus tard, ou de nous écrire.',
  'error.team.cannot_delete_self': 'Vous ne pouvez pas vous retirer vous-même de l’équipe.',
  'error.team.invitation_invalid':
    'Ce lien d’invitation n’est plus valide. Demandez une nouvelle invitation à votre administrateur.',
  'error.auth.blocked':
    'Accès restreint\u00a0: trop de tentatives. Contactez le service client pour débloquer votre compte.',
  'error.resource.not_found': 'Aucune donnée récupérée.',
  'error.resource.conflict': 'Cet élément existe déjà.',
  'error.server.internal': 'Une erreur est survenue dans notre système',
  'error.server.unavailable':
    'Le service est momentanément indisponible. Merci de réessayer dans un instant.',
  'error.network': 'Impossible de joindre Parcel Audit. Vérifiez votre connexion et réessayez.',

  'error.claim.tracking_exists': 'Ce numéro de suivi a déjà une réclamation enregistrée.',
  'error.desk.not_assigned': 'Cette entreprise ne vous est pas attribuée.',
  'error.desk.move_refused':
    'Cette réclamation ne peut pas faire ce changement maintenant. Rechargez-la pour voir où elle en est.',
  'error.desk.proof_missing': 'Indiquez la preuve de l’avoir : la note de crédit, ou la ligne qui le montre.',
  'error.desk.currency_mismatch': 'Saisissez le montant dans la devise de la réclamation.',
  'error.desk.denial_reason_refused':
    'Ce transporteur ne donne jamais ce motif de refus\u00a0: choisissez l’un des siens.',
  'error.desk.staff_only':
    'Seul le personnel prestataire affecté à cette entreprise peut voir l’identifiant du portail du marchand (les administrateurs de la plateforme ne sont pas du personnel affecté).',
  'error.desk.no_carrier_account':
    'L’entreprise n’a pas de compte chez ce transporteur\u00a0: demandez au marchand d’en ajouter un.',
  'error.desk.zip_too_large':
    'Les documents sont trop volumineux pour un seul zip\u00a0: téléchargez-les un par un.',
  'error.desk.mail_decided':
    'Cet e-mail a déjà été traité autrement. Rechargez pour voir ce qui a été décidé.',
  'error.desk.nothing_to_export': 'Aucune réclamation de ce transporteur n’attend d’être déposée.',
  'error.desk.file_unreadable':
    'Ce fichier ne peut pas être lu\u00a0: envoyez un fichier CSV, XLSX ou XLS avec une ligne d’en-tête.',
  'error.desk.too_many_rows':
    'Un fichier de réponse compte au plus 5\u00a0000 lignes\u00a0: coupez-le en deux.',
  'error.desk.import_invalid':
    'Des lignes de ce fichier sont en erreur\u00a0: rien n’a été appliqué. Corrigez-les et prévisualisez à nouveau.',
  'error.desk.import_stale':
    'Des réclamations ont changé depuis l’aperçu\u00a0: rien n’a été appliqué. Prévisualisez le fichier à nouveau.',
  'error.desk.import_state': 'Cet aperçu n’est plus le dernier\u00a0: prévisualisez le fichier à nouveau.',
  'error.company.vat_check_digits':
    'Ce numéro de TVA comporte une faute de frappe\u00a0: sa clé de contrôle ne correspond pas. Recopiez-le depuis une facture ou un courrier de votre service des impôts.',
  'error.company.vat_not_registered':
    'VIES, le registre européen des numéros de TVA, ne connaît aucune entreprise avec ce numéro. Vérifiez-le, ou demandez à votre service des impôts s’il est ouvert aux échanges intracommunautaires.',
  'error.claim.window_closed':
    'Le délai de réclamation du transporteur pour ce problème est clos\u00a0: confirmez pour déposer la réclamation quand même.',
  'error.claim.confirm_value': 'Merci de confirmer les valeurs signalées avant de créer la réclamation.',
  'error.claim.carrier_not_registered':
    'Ce transporteur n’est pas enregistré pour votre compte. Ajoutez d’abord ses identifiants dans Mes informations transporteurs.',
  'error.claim.document_invalid':
    'Réclamation non créée\u00a0: un document n’a pas pu être joint. Merci de le déposer à nouveau.',
  'error.claim.not_editable': 'Cette enquête est clôturée ou arrêtée\u00a0: elle ne peut plus être modifiée.',

  'error.dashboard.locked':
    'Vos tableaux de bord sont verrouillés. Contactez le service client pour les ouvrir\u00a0: il se fera un plaisir de vous aider.',
  'error.dashboard.preparing':
    'Nous préparons vos tableaux de bord\u00a0: ils s’afficheront ici dès que vos chiffres seront prêts.',
  'error.dashboard.graph_limit':
    'Votre équipe garde 20 graphiques au plus\u00a0: retirez-en un avant d’en enregistrer un autre.',

  'error.audit.not_done': 'L’audit de cette facture n’est pas encore terminé.',
  'error.audit.review_decided': 'Ce signal a déjà été tranché dans l’autre sens.',
  'error.audit.running': 'Cette facture est déjà en cours d’audit\u00a0: attendez la fin de l’audit.',
  'error.audit.not_readable':
    'Ce fichier ne peut pas être audité ligne par ligne\u00a0: envoyez le détail de la facture en CSV ou Excel.',
  'error.bulk.file_invalid': 'Ce n’est pas l’un de vos fichiers d’import.',
  'error.claim.scan_cooldown':
    'Nous avons consulté vos transporteurs il y a moins d’une minute. Réessayez dans une minute.',
  'error.claim.action_not_needed': 'Cette information n’est plus nécessaire pour cette enquête.',
  'error.claim.credential_not_working':
    'Le compte transporteur ne fonctionne toujours pas\u00a0: corrigez-le d’abord dans Mes informations transporteur.',
  'error.billing.preview_changed':
    'Ce qui est dû a changé depuis l’aperçu\u00a0: consultez le nouvel aperçu, puis générez à nouveau.',
  'error.billing.nothing_to_bill': 'Il n’y a rien à facturer à cette entreprise pour le moment.',
  'error.billing.payments_off':
    'Le paiement par carte et par prélèvement n’est pas disponible\u00a0: payez par virement avec le numéro de facture en référence.',
  'error.billing.plan_changed':
    'Votre abonnement a changé depuis cet aperçu\u00a0: consultez le nouveau, puis confirmez à nouveau.',
  'error.billing.plan_unchanged': 'Votre entreprise a déjà cette offre.',
  'error.billing.nothing_to_cancel': 'Il n’y a pas d’offre payante à résilier.',
  'error.billing.cards_off':
    'L’authentification de carte n’est pas disponible ici\u00a0: les offres ne peuvent pas être choisies en ligne. Écrivez-nous pour choisir votre offre.',
  'error.billing.not_payable': 'Il ne reste rien à payer sur ce document.',
  'error.billing.payment_pending': 'Un paiement de cette facture est déjà en cours de traitement.',
  'error.billing.reference_mismatch': 'La référence du virement doit être le numéro de la facture.',
  'error.billing.amount_mismatch': 'Le montant reçu ne correspond pas à ce que demande la facture.',
  'error.billing.webhook_invalid': 'La notification de paiement n’a pas pu être vérifiée.',
  'error.billing.pdf_preparing':
    'Le PDF est en préparation\u00a0: il se téléchargera dans quelques secondes.',
  'error.auth.suspended':
    'Le compte de votre entreprise est suspendu car une facture est en retard de paiement. Votre administrateur peut la payer depuis Facturation et abonnement, ou par virement avec le numéro de facture en référence\u00a0: l’accès revient dès le paiement reçu.',
  'error.auth.company_inactive':
    'Le compte de votre entreprise a été désactivé. Contactez le service client pour le faire réactiver.',
  'error.admin.no_such_account':
    'Aucun compte n’utilise cette adresse e-mail\u00a0: il n’y a pas de blocage à lever.',
};
