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
