/**
 * French messages: the sales-data integration (manual upload or API keys).
 * Typed against en/integrations.ts: a missing or extra key fails the typecheck.
 */
import type { integrations as en } from '../en/integrations';

export const integrations: Record<keyof typeof en, string> = {
  'intro.salesData':
    'Comment vos commandes nous parviennent, pour que les enquêtes reçoivent leurs marchandises sans vous attendre.',
  'salesData.manual.heading': 'Dépôt manuel',
  'salesData.manual.body':
    'Indiquez les marchandises de chaque enquête et déposez vos factures de vente, nommées par numéro de commande, quand nous les demandons.',
  'salesData.manual.link': 'Ouvrir Données requises',
  'salesData.api.heading': 'Intégration par API',
  'salesData.api.body':
    'Votre boutique ou votre ERP envoie ses commandes (jusqu’à {max} par appel)\u00a0: chaque enquête d’une commande qui attend ses marchandises les reçoit, et les enquêtes suivantes s’ouvrent complètes.',
  'salesData.state.not_set_up': 'Non configurée',
  'salesData.state.set_up': 'Configurée',
  'salesData.state.working': 'En service',
  'salesData.keys': 'Clés d’API',
  'salesData.newKey': 'Créer une clé d’API',
  'salesData.keyName': 'Nom',
  'salesData.key': 'Clé',
  'salesData.created': 'Créée le',
  'salesData.lastUsed': 'Dernière utilisation',
  'salesData.status': 'Statut',
  'salesData.never': 'Jamais',
  'salesData.active': 'Active',
  'salesData.revoked': 'Révoquée',
  'salesData.revoke': 'Révoquer',
  'salesData.revokeLabel': 'Révoquer {name}',
  'salesData.revokeTitle': 'Révoquer la clé {name}\u00a0?',
  'salesData.revokeBody':
    'Les systèmes qui l’utilisent sont refusés dès la requête suivante. C’est définitif.',
  'salesData.noKey': 'Aucune clé d’API pour le moment.',
  'salesData.noAdminAccess':
    'Pas d’accès administrateur\u00a0: l’administrateur de votre entreprise crée et révoque les clés d’API.',
  'salesData.secret.heading': 'Votre nouvelle clé d’API',
  'salesData.secret.body':
    'Copiez-la maintenant et gardez-la en lieu sûr\u00a0: elle n’est affichée qu’une fois, et nous n’en gardons qu’une empreinte.',
  'salesData.secret.copy': 'Copier',
  'integration.sftp.badHost': 'Indiquez un nom d’hôte (sftp.exemple.fr) ou une adresse IP.',
  'integration.sftp.badPort': 'Indiquez un port entre 1 et 65535.',
  'integration.sftp.badFolder': 'Indiquez un dossier commençant par /, sans . ni .. dedans.',
  'integration.sftp.badPattern':
    'Utilisez des lettres, des chiffres, . _ - et les jokers * et\u00a0? (commandes-*.csv).',
  'integration.sftp.badKey': 'Collez la clé privée entière, de sa ligne -----BEGIN à sa ligne -----END.',
  'integration.sftp.archiveSameFolder': 'Choisissez un dossier d’archive autre que le dossier lu.',
  'integration.sftp.secretRequired': 'Indiquez le mot de passe ou la clé privée.',
  'integration.sftp.missingColumns': 'Faites correspondre chaque colonne obligatoire.',
  'integration.sftp.unknownHeader': 'Cet en-tête n’est pas dans le fichier.',
  'integration.sftp.tooManyLines': 'Une commande a au plus 50 lignes\u00a0: cette ligne est en trop.',
  'integration.sftp.problem.unreachable': 'Le serveur n’a pas répondu à cette adresse et ce port.',
  'integration.sftp.problem.internalHost':
    'Cette adresse est interne\u00a0: indiquez l’adresse publique de votre serveur.',
  'integration.sftp.problem.authFailed':
    'Le serveur a refusé cet utilisateur avec ce mot de passe ou cette clé.',
  'integration.sftp.problem.hostKeyChanged':
    'Le serveur présente une autre clé d’hôte que celle confirmée\u00a0: si vous avez changé de serveur, configurez-le de nouveau.',
  'integration.sftp.problem.folderMissing': 'Ce dossier n’existe pas sur le serveur, ou ne peut pas être lu.',
  'integration.sftp.problem.archiveFailed':
    'Un fichier n’a pas pu être déplacé dans le dossier d’archive\u00a0: vérifiez ses droits.',
  'integration.sftp.problem.timeout': 'Le serveur était trop lent\u00a0: le fichier y a été laissé.',
  'integration.sftp.problem.tooLarge':
    'Le fichier dépasse 100\u00a0Mo ou 1 000 000 de lignes\u00a0: découpez-le.',
  'integration.sftp.problem.unreadable': 'Le fichier n’a pas pu être lu comme CSV ou Excel.',
  'integration.sftp.problem.headersChanged':
    'Les colonnes du fichier ne sont pas celles convenues\u00a0: envoyez les colonnes habituelles ou contactez-nous pour faire correspondre les nouvelles.',
  'integration.sftp.problem.missingColumns': 'Il manque au fichier une colonne obligatoire.',
  'integration.sftp.problem.noRows': 'Le fichier ne contient aucune ligne de commande.',
  'salesData.state.processing': 'En cours d’examen par notre équipe',
  'salesData.state.disconnected': 'Déconnectée',
  'salesData.state.failed': 'En échec',
  'salesData.sftp.heading': 'Intégration par SFTP',
  'salesData.sftp.body':
    'Votre back-office dépose ses fichiers de commandes (CSV ou Excel, une ligne par ligne de marchandise) dans un dossier de votre serveur SFTP\u00a0: chaque heure, nous lisons les nouveaux, puis déplaçons chacun dans un dossier d’archive.',
  'salesData.sftp.about.not_set_up':
    'Donnez-nous un utilisateur qui peut lire le dossier et déplacer les fichiers dans le dossier d’archive.',
  'salesData.sftp.about.set_up':
    'Nous lisons le dossier chaque heure. À l’arrivée de votre premier fichier, notre équipe vérifie ses colonnes avant de lire la moindre commande.',
  'salesData.sftp.about.processing':
    'Notre équipe vérifie les colonnes de votre premier fichier. Une fois convenues, chaque fichier est lu avec elles.',
  'salesData.sftp.about.working': 'Vos fichiers sont lus chaque heure.',
  'salesData.sftp.about.disconnected':
    'Nous ne lisons plus votre serveur et avons oublié son mot de passe ou sa clé. Configurez-le de nouveau pour reprendre.',
  'salesData.sftp.about.failed': 'Nous n’avons pas pu lire votre serveur le {date}\u00a0: {problem}',
  'salesData.sftp.failedFix':
    'Corrigez-le sur votre serveur ou dans la configuration, puis appuyez sur Récupérer maintenant. Nous réessayons aussi chaque heure.',
  'salesData.sftp.details': 'La configuration',
  'salesData.sftp.server': 'Serveur',
  'salesData.sftp.user': 'Utilisateur',
  'salesData.sftp.userWith.password': '{user}, avec un mot de passe',
  'salesData.sftp.userWith.privateKey': '{user}, avec une clé privée',
  'salesData.sftp.folder': 'Dossier lu',
  'salesData.sftp.pattern': 'Fichiers lus',
  'salesData.sftp.archive': 'Dossier d’archive',
  'salesData.sftp.hostKey': 'Empreinte de la clé d’hôte',
  'salesData.sftp.lastFetch': 'Dernière lecture',
  'salesData.sftp.setUpAt': 'Configurée le',
  'salesData.sftp.fetchNow': 'Récupérer maintenant',
  'salesData.sftp.fetchStarted':
    'Récupération en cours\u00a0: les nouveaux fichiers s’affichent ci-dessous d’ici quelques minutes.',
  'salesData.sftp.edit': 'Modifier',
  'salesData.sftp.disconnect': 'Déconnecter',
  'salesData.sftp.disconnectTitle': 'Déconnecter le SFTP\u00a0?',
  'salesData.sftp.disconnectBody':
    'Nous cessons de lire {host} et oublions son mot de passe ou sa clé. Les commandes déjà lues restent chez nous.',
  'salesData.sftp.keep': 'Le garder',
  'salesData.sftp.noAdminAccess':
    'Pas d’accès administrateur\u00a0: l’administrateur de votre entreprise configure le SFTP.',
  'salesData.sftp.form.new': 'Configurer le SFTP',
  'salesData.sftp.form.edit': 'Modifier la configuration SFTP',
  'salesData.sftp.form.again': 'Configurer de nouveau le SFTP',
  'salesData.sftp.form.steps':
    'Nous vérifions d’abord la connexion et vous montrons la clé d’hôte de votre serveur\u00a0; vous la confirmez, puis nous enregistrons.',
  'salesData.sftp.field.host': 'Hôte',
  'salesData.sftp.field.port': 'Port',
  'salesData.sftp.field.username': 'Utilisateur',
  'salesData.sftp.field.auth': 'Se connecter avec',
  'salesData.sftp.auth.password': 'Un mot de passe',
  'salesData.sftp.auth.privateKey': 'Une clé privée',
  'salesData.sftp.field.password': 'Mot de passe',
  'salesData.sftp.field.privateKey': 'Clé privée',
  'salesData.sftp.privateKeyHint': 'Collez la clé entière, de sa ligne -----BEGIN à sa ligne -----END.',
  'salesData.sftp.keepSecret': 'Laissez vide pour garder celui enregistré.',
  'salesData.sftp.field.directory': 'Dossier à lire',
  'salesData.sftp.field.pattern': 'Noms des fichiers à lire',
  'salesData.sftp.patternHint':
    '* remplace n’importe quels caractères et\u00a0? un seul\u00a0: *.csv lit tous les fichiers CSV.',
  'salesData.sftp.field.archiveDirectory': 'Dossier d’archive',
  'salesData.sftp.archiveHint': 'Chaque fichier lu y est déplacé, pour n’être jamais lu deux fois.',
  'salesData.sftp.check': 'Vérifier la connexion',
  'salesData.sftp.cancel': 'Annuler',
  'salesData.sftp.fingerprint.heading': 'Comparez la clé d’hôte de votre serveur',
  'salesData.sftp.fingerprint.body':
    'Votre serveur s’est présenté avec cette empreinte de clé d’hôte. Comparez-la avec celle que votre hébergeur vous donne (ou lancez ssh-keygen -l sur la clé d’hôte du serveur)\u00a0: ne confirmez que si elles sont identiques.',
  'salesData.sftp.fingerprint.files':
    '{count, plural, one {# fichier correspond} other {# fichiers correspondent}} à {pattern} dans {folder}.',
  'salesData.sftp.confirm': 'Confirmer et enregistrer',
  'salesData.sftp.recheck': 'Vous avez modifié la connexion\u00a0: vérifiez-la de nouveau.',
  'salesData.sftp.files': 'Derniers fichiers',
  'salesData.sftp.noFiles': 'Aucun fichier lu pour l’instant.',
  'salesData.sftp.column.file': 'Fichier',
  'salesData.sftp.column.receivedAt': 'Reçu le',
  'salesData.sftp.column.outcome': 'Résultat',
  'salesData.sftp.column.rows': 'Lignes',
  'salesData.sftp.column.orders': 'Commandes',
  'salesData.sftp.column.badRows': 'Lignes en erreur',
  'salesData.sftp.column.claimsCompleted': 'Enquêtes complétées',
  'salesData.sftp.outcome.ingested': 'Lu',
  'salesData.sftp.outcome.partly': 'Lu en partie',
  'salesData.sftp.outcome.refused': 'Refusé',
  'salesData.sftp.outcome.duplicate': 'Déjà lu',
  'salesData.sftp.outcome.waiting_review': 'En attente de notre examen',
  'salesData.sftp.downloadErrors': 'Télécharger les erreurs',
  'salesData.sftp.downloadErrorsLabel': 'Télécharger les erreurs de {name}',
  'salesData.sftp.errors.row': 'Ligne',
  'salesData.sftp.errors.column': 'Colonne',
  'salesData.sftp.errors.message': 'Message',
  'intro.apiReference':
    'Ce que vos systèmes peuvent nous envoyer, et ce qu’ils reçoivent en retour. Créez une clé d’API dans Données de vente.',
  'apiReference.unavailable': 'La description de l’API n’a pas pu être lue. Veuillez réessayer.',
  'apiReference.auth': 'Authentification',
  'apiReference.authBody':
    'Envoyez l’en-tête {header} avec une clé active de votre entreprise. La description lisible par machine (OpenAPI 3.1) est à {document}.',
  'apiReference.body': 'Corps de la requête',
  'apiReference.noBody': 'Aucun\u00a0: envoyez un objet JSON vide.',
  'apiReference.answers': 'Réponses',
  'apiReference.column.field': 'Champ',
  'apiReference.column.type': 'Type',
  'apiReference.column.required': 'Obligatoire',
  'apiReference.column.limits': 'Limites',
  'apiReference.yes': 'Oui',
  'apiReference.no': 'Non',
  'salesData.reference': 'Lire la référence de l’API',
  'salesData.howTo': 'Envoyer des commandes',
  'salesData.howToBody':
    'Envoyez {endpoint} avec l’en-tête {header} et un corps JSON comme celui-ci. Ajoutez un en-tête Idempotency-Key pour pouvoir renvoyer un lot sans risque.',
};
