/**
 * French messages: the two public guides (issue 23). French typography: a non-breaking space
 * (\u00a0) before : ; ? ! and inside « », the typographic apostrophe ’ (which ICU leaves as it is).
 */
import type { guides as en } from '../en/guides';

export const guides: Record<keyof typeof en, string> = {
  'guides.onThisPage': 'Sur cette page',
  'guides.otherGuide.start': 'Ensuite\u00a0: répondre à ce qu’une enquête attend de vous',
  'guides.otherGuide.action': 'Retour\u00a0: ouvrir une enquête',

  // Ouvrir une enquête.
  'guides.start.what.title': 'Qu’est-ce qu’une enquête\u00a0?',
  'guides.start.what.body':
    'Une enquête (une réclamation) demande à un transporteur de payer pour un colis qui a mal tourné\u00a0: perdu, endommagé, en retard, ou livré là où votre client dit ne pas l’avoir reçu. Nous la déposons pour vous avec votre propre compte transporteur, suivons les réponses du transporteur et vous montrons chaque étape, jusqu’à ce que le remboursement soit crédité ou que le transporteur le refuse.',
  'guides.start.what.audit':
    'Vous ouvrez les enquêtes pour ce que vous voyez arriver à vos colis. L’audit de vos factures de transport ouvre lui-même celles de facturation, quand un transporteur a facturé ce qu’il n’aurait pas dû.',
  'guides.start.types.title': 'Les types de réclamation',
  'guides.start.types.intro':
    'Chaque enquête a un type. Pour tout type que vous ouvrez, le transporteur a besoin des marchandises et de votre facture originale\u00a0; un colis endommagé demande aussi des photos.',
  'guides.type.lost': 'Le colis n’est jamais arrivé et le suivi du transporteur s’est arrêté.',
  'guides.type.damaged':
    'Le colis est arrivé abîmé, ou les marchandises qu’il contenait ont été endommagées.',
  'guides.type.late_delivery': 'Le colis est arrivé après la date de livraison garantie par le transporteur.',
  'guides.type.delivery_dispute':
    'Le transporteur dit avoir livré le colis mais votre client ne l’a pas reçu.',
  'guides.type.label_not_used':
    'Une étiquette d’expédition que vous n’avez jamais utilisée vous a été facturée. Trouvé par l’audit de vos factures de transport.',
  'guides.type.surcharge':
    'Une surtaxe a été facturée à tort (une surtaxe résidentielle pour une adresse professionnelle, un poids erroné…). Trouvé par l’audit de vos factures de transport.',
  'guides.needs.merchant': 'Vous fournissez\u00a0: les marchandises, la facture originale',
  'guides.needs.damaged':
    'Vous fournissez\u00a0: les marchandises, la facture originale, des photos des dommages',
  'guides.needs.audit': 'Ouverte par l’audit\u00a0: rien à fournir, la facture du transporteur fait preuve',
  'guides.start.window':
    'Les transporteurs n’acceptent une réclamation que pendant un temps limité\u00a0: UPS, par exemple, prend une réclamation pour dommages jusqu’à {days}\u00a0jours après la livraison. Le formulaire vous prévient quand un colis a dépassé ce délai.',

  'guides.start.single.title': 'Ouvrir une enquête',
  'guides.start.single.step1':
    'Les réclamations sont déposées avec votre propre compte chez le transporteur. Si ce n’est pas fait, ajoutez-le dans <link>Mes transporteurs</link>\u00a0: le transporteur, votre identifiant et votre mot de passe sur son portail.',
  'guides.start.single.step2':
    'Ouvrez <link>Ouvrir une enquête</link> et restez sur l’onglet Une enquête. Dans Le colis, choisissez le transporteur (seuls ceux que vous avez enregistrés sont proposés), saisissez le numéro de suivi (vérifié selon le format du transporteur), choisissez le problème et donnez votre référence de commande.',
  'guides.start.single.step3':
    'Dans Marchandises, écrivez une ligne par produit\u00a0: date de vente (AAAA-MM-JJ, dans les deux dernières années), description, nombre d’articles, prix unitaire, montants HT et TTC, taux de TVA et devise (EUR si vide). Les valeurs inhabituelles, comme un montant très élevé, sont à confirmer.',
  'guides.start.single.step4':
    'Dans Documents, ajoutez la facture originale à votre client (obligatoire, une par réclamation), des photos des dommages pour un colis endommagé, et tout autre justificatif. PDF, PNG ou JPG, {size}\u00a0Mo au plus chacun.',
  'guides.start.single.step5':
    'Sélectionnez Créer la réclamation. Si le numéro de suivi a déjà une enquête ouverte, vous pouvez en remplacer les détails\u00a0; si le colis a dépassé le délai du transporteur, une confirmation vous est demandée d’abord.',

  'guides.start.bulk.title': 'Ouvrir plusieurs enquêtes avec un fichier',
  'guides.start.bulk.step1':
    'Ouvrez <link>Ouvrir une enquête</link>, onglet Fichier groupé. Choisissez ce que fait votre fichier\u00a0: ouvrir des enquêtes (au moins {start}\u00a0colonnes) ou ajouter les marchandises d’enquêtes déjà ouvertes (au moins {update}\u00a0colonnes). Téléchargez un modèle en CSV, XLSX ou XLS.',
  'guides.start.bulk.columns':
    'Une ligne par enquête. Les colonnes, en français ou en anglais (Numéro de suivi, Tracking number…, les deux sont reconnus)\u00a0:',
  'guides.start.bulk.required': 'obligatoire pour ouvrir',
  'guides.start.bulk.issues':
    'Le problème est Perdu, Endommagé, Livraison en retard ou Litige de livraison (ou leur nom anglais). Les colonnes des marchandises peuvent rester vides\u00a0: l’enquête les attend alors.',
  'guides.start.bulk.step2':
    'Déposez le fichier (CSV, XLSX ou XLS, {size}\u00a0Mo au plus) et associez chacune de ses colonnes à une colonne du modèle, ou écartez-la.',
  'guides.start.bulk.step3':
    'Sélectionnez Vérifier les lignes. Chaque ligne en erreur l’indique à côté de la cellule\u00a0: une cellule obligatoire vide, un nombre qui n’en est pas un, un montant négatif, une date hors des deux dernières années, un transporteur que vous n’avez pas enregistré, un problème inconnu. Corrigez la cellule sur place ou retirez les lignes en erreur\u00a0; choisissez le bon problème quand un numéro de suivi apparaît deux fois, et confirmez les valeurs signalées comme inhabituelles.',
  'guides.start.bulk.step4':
    'Sélectionnez Envoyer le fichier. La progression s’affiche ligne par ligne, puis le nombre d’enquêtes créées. Les lignes écartées (un numéro de suivi déjà en enquête, ou répété) peuvent être téléchargées.',

  'guides.start.next.title': 'Et ensuite\u00a0?',
  'guides.start.next.body':
    'Les nouvelles enquêtes affichent leurs résultats sous 24\u00a0heures\u00a0: nous déposons chacune auprès de son transporteur, puis consultons ses réponses plusieurs fois par jour. Une enquête qui attend quelque chose de vous figure dans <link>Données requises</link>.',
  'guides.start.next.stages':
    'Chaque enquête a un état, regroupé en quatre étapes. Vous les voyez dans Mes réclamations et sur la page de chaque enquête, avec son historique et le dernier message du transporteur\u00a0:',
  'guides.stage.not_open': 'Pas encore déposée\u00a0: elle attend son tour, ou quelque chose de vous.',
  'guides.stage.ongoing': 'Déposée\u00a0: le transporteur l’examine, ou a confirmé un remboursement.',
  'guides.stage.closed':
    'Terminée\u00a0: créditée, refusée, arrêtée par vous, ou finalement sans objet (livré, à l’heure, retourné).',
  'guides.stage.unknown':
    'Nous n’avons pas pu lire la réponse du transporteur\u00a0: on vous demande ce que vous savez.',
  'guides.start.next.follow':
    'Ajoutez une enquête à vos favoris pour recevoir un e-mail à chaque changement. Arrêter une enquête est définitif\u00a0: elle ne peut plus être modifiée ni rouverte, mais son historique reste.',

  // Action requise.
  'guides.action.what.title': 'Que veut dire «\u00a0action requise\u00a0»\u00a0?',
  'guides.action.what.body':
    'Certaines enquêtes vous attendent\u00a0: le transporteur, ou nous, avons besoin de quelque chose avant que la réclamation puisse avancer. Elles sont listées dans <link>Données requises</link>, et le menu indique combien attendent. Chaque ligne dit ce qu’elle attend\u00a0:',
  'guides.action.blocks': 'Nécessaire avant le dépôt de la réclamation',
  'guides.action.during':
    'Demandé en cours de route, une fois la réclamation chez nous ou chez le transporteur',

  'guides.action.answer.title': 'Comment répondre',
  'guides.action.answer.step1':
    'Ouvrez <link>Données requises</link>. Chaque ligne montre le numéro de suivi, le transporteur, votre référence de commande, le problème et ce qui est nécessaire\u00a0; filtrez avec En attente de pour traiter un type à la fois.',
  'guides.action.answer.step2':
    'Sélectionnez le bouton de ce qui est demandé\u00a0: une fenêtre s’ouvre pour cette réponse. Décrivez les marchandises, ajoutez les fichiers demandés (PDF, PNG ou JPG, {size}\u00a0Mo au plus), ou expliquez en au moins {min}\u00a0caractères ce que vous savez d’un état inconnu. Puis sélectionnez Envoyer.',
  'guides.action.answer.step3':
    'Pour un compte transporteur qui ne fonctionne plus, corrigez-le dans <link>Mes transporteurs</link>, puis demandez un nouvel essai depuis la même fenêtre.',
  'guides.action.answer.details':
    'Vous pouvez aussi répondre depuis la page de l’enquête\u00a0: ce qu’elle attend est affiché en haut.',

  'guides.action.sales.title': 'Plusieurs factures originales à la fois',
  'guides.action.sales.body':
    'Dans l’onglet Factures de vente, téléchargez la liste des commandes qui ont besoin d’une facture. Nommez chaque fichier de facture d’après son numéro de commande, puis déposez les fichiers\u00a0: chacun est joint aux enquêtes de sa commande. Les caractères qu’un nom de fichier ne peut pas contenir deviennent un tiret\u00a0: {example} répond à la commande {order}.',

  'guides.action.deadlines.title': 'Délais',
  'guides.action.deadlines.body':
    'Une enquête qui attend ses marchandises, sa facture originale ou des photos n’est pas envoyée au transporteur, et le délai du transporteur continue de courir (UPS\u00a0: {days}\u00a0jours après la livraison pour des dommages). Répondez dès que possible\u00a0: le formulaire et le fichier groupé préviennent déjà quand un colis a dépassé son délai.',
  'guides.action.deadlines.carrier':
    'Quand un transporteur demande des documents pendant son enquête, plus rien ne lui est envoyé tant que vous n’avez pas répondu.',

  'guides.action.after.title': 'Après votre réponse',
  'guides.action.after.body':
    'Votre réponse s’ajoute à l’historique de l’enquête et son bouton quitte la ligne dans Données requises\u00a0; la ligne disparaît quand plus rien ne manque. L’enquête part alors chez le transporteur\u00a0: votre réponse apparaît sur sa plateforme en environ 24\u00a0heures, et l’enquête suit ses états comme décrit dans <link>ouvrir une enquête</link>.',

  // Captures d’écran.
  'guides.alt.carrier-account':
    'Le formulaire Ajouter un transporteur de Mes transporteurs\u00a0: transporteur UPS, un identifiant, le mot de passe masqué et l’adresse du portail saisis.',
  'guides.caption.carrier-account': 'Ajoutez votre compte transporteur une fois, dans Mes transporteurs.',
  'guides.alt.claim-parcel':
    'La partie Le colis du formulaire\u00a0: transporteur UPS, un numéro de suivi, le problème Endommagé et une référence de commande saisis.',
  'guides.caption.claim-parcel':
    'Le colis\u00a0: transporteur, numéro de suivi, problème et référence de commande.',
  'guides.alt.claim-goods':
    'La partie Marchandises du formulaire\u00a0: une ligne avec date de vente, description, quantité, prix unitaire, montants et TVA saisis.',
  'guides.caption.claim-goods': 'Une ligne par produit du colis.',
  'guides.alt.claim-documents':
    'La partie Documents\u00a0: une facture originale PDF et une photo des dommages jointes, et un champ pour d’autres documents.',
  'guides.caption.claim-documents':
    'La facture originale est obligatoire\u00a0; des photos pour un colis endommagé.',
  'guides.alt.claim-details':
    'La page d’une enquête\u00a0: le dernier message du transporteur, puis son transporteur, son problème, sa référence de commande, son état, son étape, le numéro de réclamation du transporteur, les montants et les jours restants pour réclamer.',
  'guides.caption.claim-details':
    'La page de chaque enquête montre son état et le dernier message du transporteur\u00a0; son historique suit.',
  'guides.alt.bulk-upload':
    'L’onglet Fichier groupé\u00a0: le choix entre ouvrir des enquêtes et ajouter des marchandises, les boutons de modèle CSV, XLSX et XLS, et le champ du fichier.',
  'guides.caption.bulk-upload': 'Choisissez ce que fait le fichier et partez d’un modèle.',
  'guides.alt.bulk-fix':
    'L’étape Corriger les lignes en erreur\u00a0: un résumé des lignes en erreur et une ligne au prix unitaire négatif, avec le message à côté de la cellule.',
  'guides.caption.bulk-fix': 'Les erreurs s’affichent à côté de leur cellule\u00a0; corrigez-les sur place.',
  'guides.alt.bulk-done':
    'La fin d’un envoi groupé\u00a0: le nombre de réclamations créées et de lignes retirées ou rejetées, et des boutons pour voir vos réclamations ou envoyer un autre fichier.',
  'guides.caption.bulk-done': 'Le résultat du fichier, en quelques secondes.',
  'guides.alt.action-list':
    'Données requises\u00a0: des enquêtes listées avec leur numéro de suivi, leur transporteur, leur référence de commande et un bouton par besoin.',
  'guides.caption.action-list': 'Ce que chaque enquête attend, un bouton par besoin.',
  'guides.alt.action-goods':
    'La fenêtre Informations sur la marchandise\u00a0: une ligne de marchandise à décrire, avec le bouton Envoyer.',
  'guides.caption.action-goods': 'La fenêtre de réponse pour les marchandises d’un colis.',
  'guides.alt.action-invoice':
    'La fenêtre Facture originale manquante\u00a0: l’explication, un champ de fichier et une facture jointe, avec le bouton Envoyer.',
  'guides.caption.action-invoice': 'Ajoutez le fichier demandé, puis envoyez.',
  'guides.alt.sales-invoices':
    'L’onglet Factures de vente\u00a0: combien de livraisons ont besoin d’une facture, le bouton pour télécharger la liste et la zone de dépôt, avec une facture jointe à sa commande.',
  'guides.caption.sales-invoices': 'Les factures nommées par numéro de commande se joignent d’elles-mêmes.',
};
