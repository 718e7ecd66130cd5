/** English messages: the sales-data integration (manual upload or API keys). */

export const integrations = {
  'page.salesData': 'Sales Data',
  'intro.salesData':
    'How your orders reach us, so that investigations get their goods without waiting for you.',
  'nav.salesData': 'Sales Data',
  'salesData.manual.heading': 'Manual upload',
  'salesData.manual.body':
    'Give each investigation its goods and drop your sales invoices, named by order number, when we ask for them.',
  'salesData.manual.link': 'Open Data Needed',
  'salesData.api.heading': 'API integration',
  'salesData.api.body':
    'Your shop or ERP sends its orders (up to {max} a call): every investigation of an order that waits for its goods gets them, and later investigations of it open complete.',
  'salesData.state.not_set_up': 'Not set up',
  'salesData.state.set_up': 'Set up',
  'salesData.state.working': 'Working',
  'salesData.keys': 'API keys',
  'salesData.newKey': 'Create an API key',
  'salesData.keyName': 'Name',
  'salesData.key': 'Key',
  'salesData.created': 'Created',
  'salesData.lastUsed': 'Last used',
  'salesData.status': 'Status',
  'salesData.never': 'Never',
  'salesData.active': 'Active',
  'salesData.revoked': 'Revoked',
  'salesData.revoke': 'Revoke',
  'salesData.revokeLabel': 'Revoke {name}',
  'salesData.revokeTitle': 'Revoke the key {name}?',
  'salesData.revokeBody': 'Systems using it are refused from the next request. This cannot be undone.',
  'salesData.noKey': 'No API key yet.',
  'salesData.noAdminAccess': 'No Admin Access: your company’s admin creates and revokes API keys.',
  'salesData.secret.heading': 'Your new API key',
  'salesData.secret.body':
    'Copy it now and keep it safe: it is shown this once, and we keep only a fingerprint of it.',
  'salesData.secret.copy': 'Copy',
  'integration.tooManyOrders': 'Send at most 1,000 orders a call.',
  'page.apiReference': 'API reference',
  'intro.apiReference':
    'What your systems can send us, and what they get back. Create an API key on the Sales Data page.',
  'apiReference.unavailable': 'The API description could not be read. Please try again.',
  'apiReference.auth': 'Authentication',
  'apiReference.authBody':
    'Send the header {header} with a live key of your company. The machine-readable description (OpenAPI 3.1) is at {document}.',
  'apiReference.body': 'Request body',
  'apiReference.answers': 'Answers',
  'apiReference.column.field': 'Field',
  'apiReference.column.type': 'Type',
  'apiReference.column.required': 'Required',
  'apiReference.column.limits': 'Limits',
  'apiReference.yes': 'Yes',
  'apiReference.no': 'No',
  'salesData.reference': 'Read the API reference',
  'salesData.howTo': 'Sending orders',
  'salesData.howToBody':
    'Send {endpoint} with the header {header} and a JSON body like this one. Add an Idempotency-Key header to send a batch safely twice.',
} as const;
