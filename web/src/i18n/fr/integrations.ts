/**
 * French messages: the sales-data integration (manual upload or API keys).
 * Typed against en/integrations.ts: a missing or extra key fails the typecheck.
 */
import type { integrations as en } from '../en/integrations';

export const integrations: Record<keyof typeof en, string> = {
  'page.salesData': 'Données de vente',
  'intro.salesData':
    'Comment vos commandes nous parviennent, pour que les enquêtes reçoivent leurs marchandises sans vous attendre.',
  'nav.salesData': 'Données de vente',
  'salesData.manual.heading': 'Dépôt manuel',
  'salesData.manual.body':
    'Indiquez les marchandises de chaque enquête et déposez vos factures de vente, nommées par numéro de commande, quand nous les demandons.',
  'salesData.manual.link': 'Ouvrir Données requises',
  'salesData.api.heading': 'Intégration par API',
  'salesData.api.body':
    'Votre boutique ou votre ERP envoie ses commandes (jusqu’à {max} par appel) : chaque enquête d’une commande qui attend ses marchandises les reçoit, et les enquêtes suivantes s’ouvrent complètes.',
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
  'salesData.revokeTitle': 'Révoquer la clé {name} ?',
  'salesData.revokeBody':
    'Les systèmes qui l’utilisent sont refusés dès la requête suivante. C’est définitif.',
  'salesData.noKey': 'Aucune clé d’API pour le moment.',
  'salesData.noAdminAccess':
    'Pas d’accès administrateur : l’administrateur de votre entreprise crée et révoque les clés d’API.',
  'salesData.secret.heading': 'Votre nouvelle clé d’API',
  'salesData.secret.body':
    'Copiez-la maintenant et gardez-la en lieu sûr : elle n’est affichée qu’une fois, et nous n’en gardons qu’une empreinte.',
  'salesData.secret.copy': 'Copier',
  'integration.tooManyOrders': 'Envoyez au plus 1 000 commandes par appel.',
  'integration.sftp.badHost': 'Indiquez un nom d’hôte (sftp.exemple.fr) ou une adresse IP.',
  'integration.sftp.badPort': 'Indiquez un port entre 1 et 65535.',
  'integration.sftp.badFolder': 'Indiquez un dossier commençant par /, sans . ni .. dedans.',
  'integration.sftp.badPattern':
    'Utilisez des lettres, des chiffres, . _ - et les jokers * et ? (commandes-*.csv).',
  'integration.sftp.badKey': 'Collez la clé privée entière, de sa ligne -----BEGIN à sa ligne -----END.',
  'integration.sftp.archiveSameFolder': 'Choisissez un dossier d’archive autre que le dossier lu.',
  'integration.sftp.secretRequired': 'Indiquez le mot de passe ou la clé privée.',
  'integration.sftp.missingColumns': 'Faites correspondre chaque colonne obligatoire.',
  'integration.sftp.unknownHeader': 'Cet en-tête n’est pas dans le fichier.',
  'integration.sftp.tooManyLines': 'Une commande a au plus 50 lignes : cette ligne est en trop.',
  'integration.sftp.problem.unreachable': 'Le serveur n’a pas répondu à cette adresse et ce port.',
  'integration.sftp.problem.internalHost':
    'Cette adresse est interne : indiquez l’adresse publique de votre serveur.',
  'integration.sftp.problem.authFailed':
    'Le serveur a refusé cet utilisateur avec ce mot de passe ou cette clé.',
  'integration.sftp.problem.hostKeyChanged':
    'Le serveur présente une autre clé d’hôte que celle confirmée : si vous avez changé de serveur, configurez-le de nouveau.',
  'integration.sftp.problem.folderMissing': 'Ce dossier n’existe pas sur le serveur, ou ne peut pas être lu.',
  'integration.sftp.problem.archiveFailed':
    'Un fichier n’a pas pu être déplacé dans le dossier d’archive : vérifiez ses droits.',
  'integration.sftp.problem.timeout': 'Le serveur était trop lent : le fichier y a été laissé.',
  'integration.sftp.problem.tooLarge': 'Le fichier dépasse 100 Mo ou 1 000 000 de lignes : découpez-le.',
  'integration.sftp.problem.unreadable': 'Le fichier n’a pas pu être lu comme CSV ou Excel.',
  'integration.sftp.problem.headersChanged':
    'Les colonnes du fichier ne sont pas celles convenues : envoyez les colonnes habituelles ou contactez-nous pour faire correspondre les nouvelles.',
  'integration.sftp.problem.missingColumns': 'Il manque au fichier une colonne obligatoire.',
  'integration.sftp.problem.noRows': 'Le fichier ne contient aucune ligne de commande.',
  'page.apiReference': 'Référence de l’API',
  'intro.apiReference':
    'Ce que vos systèmes peuvent nous envoyer, et ce qu’ils reçoivent en retour. Créez une clé d’API dans Données de vente.',
  'apiReference.unavailable': 'La description de l’API n’a pas pu être lue. Veuillez réessayer.',
  'apiReference.auth': 'Authentification',
  'apiReference.authBody':
    'Envoyez l’en-tête {header} avec une clé active de votre entreprise. La description lisible par machine (OpenAPI 3.1) est à {document}.',
  'apiReference.body': 'Corps de la requête',
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
