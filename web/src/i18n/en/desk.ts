/**
 * English messages: the claims desk (issue 38), the Admin Panel's page where platform admins and
 * provider staff file claims with the carriers and record their answers. One section per part of
 * the desk, so each part's messages stay together.
 */

export const desk = {
  // Validation messages of the desk's forms (shared/claims/desk.ts).
  'desk.invalid.day': 'Enter a date as YYYY-MM-DD.',
  'desk.invalid.amount': 'Enter a positive amount with at most two decimals.',
  'desk.invalid.currency': 'Enter a three-letter currency code (EUR).',
  'desk.invalid.language': 'Choose the language the carrier wrote in.',

  // The lanes, their filters and the list.

  // A claim on the desk and the moves recorded on it.

  // The filing sheet, the claim's documents and the merchant's portal login.

  // Carrier e-mail: answers matched to claims and the unmatched tray.

  // Many claims at once: the carrier's bulk file and its answer file.
  'desk.files.title': 'Many claims at once',
  'desk.files.intro':
    'Export a carrier’s claims to file as one file, then import the carrier’s answer file: each of its rows records one move.',
  'desk.files.export.title': 'Export the claims to file',
  'desk.files.carrier': 'Carrier',
  'desk.files.company': 'Company',
  'desk.files.everyCompany': 'Every company',
  'desk.files.layout': 'File layout',
  'desk.files.layout.carrier': '{carrier}’s own layout ({format})',
  'desk.files.layout.desk': 'Our columns (XLSX)',
  'desk.files.layoutHint.ups_adjustment':
    'UPS takes late deliveries and disputed charges as one CSV attached to an e-mail; lost and damaged parcels go through its claims dashboard.',
  'desk.files.export.button': 'Download the file',
  'desk.files.export.working': 'Writing the file…',
  'desk.files.export.done': '{count, plural, one {# claim} other {# claims}} written to {fileName}.',
  'desk.files.export.capped':
    'Only the first {count} claims (soonest deadlines first) fit in one file: export again once they are filed.',
  'desk.files.import.title': 'Import the carrier’s answer file',
  'desk.files.import.hint':
    'CSV, XLSX or XLS, 5 MB and 5,000 rows at most. Each row names its claim (our claim id, the carrier’s claim number or the tracking number) and the carrier’s decision.',
  'desk.files.upload.choose': 'Choose the answer file',
  'desk.files.uploading': 'Sending {name}…',
  'desk.files.read': '{name}: {rows, plural, one {# row} other {# rows}} read.',
  'desk.files.mapping.title': 'Match the columns',
  'desk.files.mapping.intro':
    'We matched the columns from their names: check them, and change any that is wrong.',
  'desk.files.mapping.field': 'What we read',
  'desk.files.mapping.column': 'Column of the file',
  'desk.files.mapping.example': 'Example',
  'desk.files.mapping.none': 'Not in the file',
  'desk.files.mapping.for': 'Column for {field}',
  'desk.files.mapping.decisionUnmapped': 'Choose the column that holds the carrier’s decision.',
  'desk.files.mapping.referenceUnmapped':
    'Choose a column that names the claim: our claim id, the carrier’s claim number or the tracking number.',
  'desk.files.mapping.columnTwice': 'One column is chosen for two fields.',
  'desk.files.mapping.columnMissing': 'A column chosen is not in the file.',
  'desk.files.field.claim_id': 'Our claim id',
  'desk.files.field.claim_number': 'Carrier’s claim number',
  'desk.files.field.tracking_number': 'Tracking number',
  'desk.files.field.decision': 'Decision',
  'desk.files.field.amount': 'Amount',
  'desk.files.field.currency': 'Currency',
  'desk.files.field.date': 'Date',
  'desk.files.field.message': 'Carrier’s words',
  'desk.files.sheet': 'Sheet',
  'desk.files.headerRow': 'Header row',
  'desk.files.headerRowOption': 'Row {row}: {cells}',
  'desk.files.scopeHint':
    'Rows without our claim id are found by their claim or tracking number in the company chosen, or in your last export.',
  'desk.files.matchExport':
    'Find tracking numbers in my last export ({count, plural, one {# claim} other {# claims}})',
  'desk.files.preview.button': 'Preview',
  'desk.files.preview.working': 'Reading every row…',
  'desk.files.preview.title': 'Preview',
  'desk.files.preview.summary': '{valid, plural, one {# row} other {# rows}} ready out of {total}.',
  'desk.files.moves': '{move}: {count}',
  'desk.files.move.filed': 'Filed',
  'desk.files.move.more_requested': 'More requested',
  'desk.files.move.accepted': 'Accepted',
  'desk.files.move.denied': 'Denied',
  'desk.files.move.credited': 'Credited',
  'desk.files.errors.title':
    '{count, plural, one {# problem} other {# problems}}: nothing is applied until every row is right. Fix the file and send it again, or change the columns.',
  'desk.files.errors.row': 'Row',
  'desk.files.errors.column': 'Column',
  'desk.files.errors.problem': 'Problem',
  'desk.files.errors.more': 'The first {shown} of {count} problems are listed.',
  'desk.files.error.noReference':
    'Nothing names the claim: give our claim id, the carrier’s claim number or the tracking number.',
  'desk.files.error.decisionMissing': 'The decision is empty.',
  'desk.files.error.decisionUnknown':
    'We do not know this decision: write accepted, denied, paid, more information or registered.',
  'desk.files.error.amount': 'This is not an amount: write it as 1234,56.',
  'desk.files.error.amountMissing': 'An acceptance or a payment needs its amount.',
  'desk.files.error.currency': 'This is not a currency code (EUR).',
  'desk.files.error.date': 'This is not a date, or it is in the future: write it as DD/MM/YYYY.',
  'desk.files.error.claimNumberMissing':
    'A registered claim needs the carrier’s claim number (64 characters at most).',
  'desk.files.error.messageTooLong': 'The carrier’s words are over 4,000 characters.',
  'desk.files.error.unknownClaim':
    'No claim matches: choose the company or the export this file answers, or check the numbers.',
  'desk.files.error.notInScope': 'This claim is of a company not assigned to you.',
  'desk.files.error.otherCarrier': 'This claim is of another carrier.',
  'desk.files.error.moveRefused': 'The claim cannot take this decision now.',
  'desk.files.error.currencyMismatch': 'The amount must be in the claim’s currency.',
  'desk.files.error.repeated': 'The same claim as row {first}.',
  'desk.files.planned.title': 'Rows to apply',
  'desk.files.planned.company': 'Company',
  'desk.files.planned.tracking': 'Tracking number',
  'desk.files.planned.move': 'Move',
  'desk.files.planned.amount': 'Amount',
  'desk.files.planned.more': 'The first {shown} of {count} rows are shown.',
  'desk.files.apply': 'Apply {count, plural, one {# move} other {# moves}}',
  'desk.files.apply.title': 'Apply the answer file?',
  'desk.files.apply.body':
    '{count, plural, one {# claim moves} other {# claims move}} as the carrier answered, each move written in the claim’s history. This cannot be undone here.',
  'desk.files.apply.confirm': 'Apply',
  'desk.files.apply.cancel': 'Not now',
  'desk.files.stale':
    'These claims changed since the preview, so nothing was applied: preview the file again.',
  'desk.files.staleRow': 'Row {row}: {tracking}',
  'desk.files.previewAgain': 'Preview again',
  'desk.files.progress': '{done} of {total} rows applied',
  'desk.files.done': 'Done: {applied, plural, one {# claim} other {# claims}} moved.',
  'desk.files.skipped':
    '{count, plural, one {# claim was changed by someone else meanwhile and left as it was} other {# claims were changed by someone else meanwhile and left as they were}}:',
  'desk.files.failed': 'The import stopped before its end. The moves it made stay made, once each.',
  'desk.files.another': 'Import another file',

  // Deadlines: the digest and the badge.
} as const;
