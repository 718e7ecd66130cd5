/** English messages: uploads, My Files, support documents and sales invoices. */

export const documents = {
  'documents.type': 'Document type',
  'documents.kind.carrier_invoice': 'Invoice',
  'documents.kind.carrier_contract': 'Contract',
  'documents.kind.credit_note': 'Credit note',
  'documents.kind.carrier_other': 'Other',
  'documents.kind.logo': 'Logo',
  'documents.kind.sales_invoice': 'Sales invoice',
  'documents.kind.bulk_file': 'Bulk file',
  'documents.kind.orders_file': 'Orders file',
  'documents.kind.desk_answer_file': 'Carrier answer file',
  'files.none': 'No file yet.',
  'files.name': 'File',
  'files.kind': 'Type',
  'files.carrier': 'Carrier',
  'files.uploadedAt': 'Uploaded',
  'files.size': 'Size',
  'files.actions': 'Actions',
  'files.download': 'Download',
  'files.downloadLabel': 'Download {name}',
  'files.delete': 'Delete',
  'files.adminOnly': 'Only your company’s admin deletes files.',
  'files.deleteLabel': 'Delete {name}',
  'files.deleteTitle': 'Delete {name}?',
  'files.deleteBody':
    'Deleting an invoice takes it out of the audit: the refunds found in it will no longer be followed. This cannot be undone.',
  'files.checkingUsage': 'Checking which investigations use this file…',
  'files.usageUnknown': 'We could not check which investigations use this file. Please try again.',
  'files.usedByOpen':
    'Open investigations using this file: {count} ({claims}). It can be deleted once they are closed.',
  'files.usedByClosed':
    'Closed investigations that used this file: {count} ({claims}). Once it is deleted they will name it without the file.',
  'files.keep': 'Keep the file',
  'files.deleted': 'File deleted.',
  'files.more': 'Show more',

  'documents.kind.claim_invoice': 'Original invoice',
  'documents.kind.damage_picture': 'Damage picture',
  'documents.kind.claim_document': 'Claim document',
  'sales.heading': 'Sales invoices to import',
  'sales.count': '{count, plural, one {# delivery needs} other {# deliveries need}} a sales invoice.',
  'sales.download': 'Download the list',
  'sales.intro':
    'Drop your invoices to your customers (PDF, PNG or JPG, 5 MB at most) named by order number, for example ORD-1001.pdf: each one attaches itself to the investigations of that order.',
  'sales.attached':
    '{file}: attached to {count, plural, one {# investigation} other {# investigations}} of order {order}.',
  'sales.unmatched':
    '{file}: no investigation of order {order} waits for an invoice. The file is kept in My files.',
  'sales.results': 'Imported invoices',
} as const;
