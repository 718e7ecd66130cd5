/**
 * French messages: uploads, My Files, support documents and sales invoices.
 * Typed against en/documents.ts: a missing or extra key fails the typecheck.
 */
import type { documents as en } from '../en/documents';

export const documents: Record<keyof typeof en, string> = {
  'documents.type': 'Type de document',
  'documents.kind.carrier_invoice': 'Facture',
  'documents.kind.carrier_contract': 'Contrat',
  'documents.kind.credit_note': 'Avoir',
  'documents.kind.carrier_other': 'Autre',
  'documents.kind.logo': 'Logo',
  'documents.kind.sales_invoice': 'Facture de vente',
  'documents.kind.bulk_file': 'Fichier en masse',
  'documents.kind.orders_file': 'Fichier de commandes',
  'documents.kind.desk_answer_file': 'Fichier de réponse du transporteur',
  'files.none': 'Aucun fichier pour l’instant.',
  'files.name': 'Fichier',
  'files.kind': 'Type',
  'files.carrier': 'Transporteur',
  'files.uploadedAt': 'Déposé le',
  'files.size': 'Taille',
  'files.actions': 'Actions',
  'files.download': 'Télécharger',
  'files.downloadLabel': 'Télécharger {name}',
  'files.delete': 'Supprimer',
  'files.adminOnly': 'Seul l’administrateur de votre entreprise supprime des fichiers.',
  'files.deleteLabel': 'Supprimer {name}',
  'files.deleteTitle': 'Supprimer {name}\u00a0?',
  'files.deleteBody':
    'Supprimer une facture la retire de l’audit\u00a0: les remboursements trouvés dedans ne seront plus suivis. C’est définitif.',
  'files.checkingUsage': 'Nous vérifions quelles enquêtes utilisent ce fichier…',
  'files.usageUnknown':
    'Nous n’avons pas pu vérifier quelles enquêtes utilisent ce fichier. Veuillez réessayer.',
  'files.usedByOpen':
    'Enquêtes ouvertes utilisant ce fichier\u00a0: {count} ({claims}). Il pourra être supprimé une fois qu’elles seront closes.',
  'files.usedByClosed':
    'Enquêtes closes ayant utilisé ce fichier\u00a0: {count} ({claims}). Une fois supprimé, elles le citeront sans le fichier.',
  'files.keep': 'Garder le fichier',
  'files.deleted': 'Fichier supprimé.',
  'files.more': 'Afficher plus',

  'documents.kind.claim_invoice': 'Facture originale',
  'documents.kind.damage_picture': 'Photo des dommages',
  'documents.kind.claim_document': 'Document de réclamation',
  'sales.heading': 'Factures de vente à importer',
  'sales.count':
    '{count, plural, one {# livraison a} other {# livraisons ont}} besoin d’une facture de vente.',
  'sales.download': 'Télécharger la liste',
  'sales.intro':
    'Déposez vos factures à vos clients (PDF, PNG ou JPG, 5\u00a0Mo au plus) nommées par numéro de commande, par exemple ORD-1001.pdf\u00a0: chacune se joint aux enquêtes de cette commande.',
  'sales.attached':
    '{file}\u00a0: jointe à {count, plural, one {# enquête} other {# enquêtes}} de la commande {order}.',
  'sales.unmatched':
    '{file}\u00a0: aucune enquête de la commande {order} n’attend de facture. Le fichier est conservé dans Mes fichiers.',
  'sales.results': 'Factures importées',
};
