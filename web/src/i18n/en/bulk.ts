/** English messages: the bulk wizard and its cells. */

import { prefixed } from '@shared/claims/labels';
import { COLUMN_LABELS } from '@shared/platform/issue-words';
import { SHEET_PROBLEM_LABELS } from '@shared/sheets/read-sheet';

export const bulk = {
  'bulk.fileInvalid': 'This is not one of your bulk files.',
  'bulk.step.upload': 'Upload file',
  'bulk.step.match': 'Match headers',
  'bulk.step.fix': 'Fix error lines',
  'bulk.step.submit': 'Submit file',
  'bulk.uploadIntro':
    'One line per investigation: carrier, tracking number, issue and order reference, and if you have them the goods (sales date, description, number of items, unit price, amounts excluding and including tax, tax percentage, currency). Start from a template:',
  'bulk.modeLegend': 'What does your file do?',
  'bulk.mode.start': 'Start investigations',
  'bulk.mode.update': 'Add the goods of open investigations',
  'bulk.modeHint.start': 'At least 4 columns: carrier, tracking number, issue, order reference.',
  'bulk.modeHint.update':
    'At least 8 columns: the tracking number and the goods, for investigations waiting for them.',
  'bulk.uploadIntroUpdate':
    'One line per investigation waiting for its goods: its tracking number, then the sales date, description, number of items, unit price, amounts excluding and including tax, tax percentage and currency (EUR when empty). Start from a template:',
  'bulk.doneUpdate':
    '{created, plural, one {# investigation given its goods} other {# investigations given their goods}}, {removed, plural, one {# line removed} other {# lines removed}} (no open investigation, goods already given or repeated), {rejected, plural, one {# line rejected} other {# lines rejected}}.',
  'bulk.template': '{format} template',
  'bulk.chooseFile': 'Your file',
  'bulk.fileHint': 'Allowed file types: {types}. 5 MB at most.',
  'bulk.reading': 'Reading the file',
  'bulk.checking': 'Checking the lines',
  'bulk.checkingWindows': 'Checking the carriers’ claim windows',
  'bulk.submitting': 'Sending the file',
  'bulk.wrongType': 'Allowed file types: csv, xlsx, xls.',
  'bulk.headers': 'Incorrect headers: match every column before moving on.',
  'bulk.retry': 'Try again',
  'bulk.failed': 'The file could not be processed. The lines created so far are kept; please try again.',
  'bulk.templateFailed': 'The template could not be downloaded.',
  'bulk.uploadFailed': 'The upload failed. Please try again.',
  'bulk.matchIntro':
    '{name}: {rows, plural, one {# line} other {# lines}}. Match each column of your file to a template column, or leave it out.',
  'bulk.sheet': 'Sheet',
  'bulk.sheetHint':
    'This workbook has {count} sheets with data: the first of them is read. Choose the one that holds your lines.',
  'bulk.headerRow': 'Header row',
  'bulk.headerRowOption': 'Row {row}: {cells}',
  'bulk.headerRowHint': 'The row that names your columns. Choose another if your file has a title above it.',
  'bulk.headerRowFound':
    'Your column names were found on row {row}: the rows above it (a title) are left out. Choose another row if it is not the right one.',
  'bulk.fileColumn': 'Column of your file',
  'bulk.example': 'First line',
  'bulk.templateColumn': 'Template column',
  'bulk.blank': '(no header)',
  'bulk.matchFor': 'Template column for {header}',
  'bulk.chooseColumn': 'Choose…',
  'bulk.ignore': 'Leave this column out',
  'bulk.back': 'Back',
  'bulk.checkRows': 'Check the lines',
  'bulk.summary':
    '{rows, plural, one {# line} other {# lines}}: {errors, plural, one {# with errors} other {# with errors}}, {warnings, plural, one {# to confirm} other {# to confirm}}, {duplicates, plural, one {# repeated tracking number} other {# repeated tracking numbers}}.',
  'bulk.errorLines': 'Lines with errors',
  'bulk.line': 'Line {line} ({tracking})',
  'bulk.previous': 'Previous',
  'bulk.next': 'Next',
  'bulk.page': 'Page {page} of {pages}',
  'bulk.dropErrors': 'Remove {count, plural, one {# line} other {# lines}} with errors',
  'bulk.dropTitle': 'Remove the lines with errors?',
  'bulk.dropBody':
    '{count, plural, one {# line} other {# lines}} will not be sent. Your file itself is not changed.',
  'bulk.dropConfirm': 'Remove them',
  'bulk.duplicatesTitle': 'Tracking numbers that appear more than once',
  'bulk.chooseIssue': 'Choose the correct issue for {tracking}',
  'bulk.duplicateLine': 'Line {line}: {issue} ({reference})',
  'bulk.flaggedLines': 'Lines to confirm',
  'bulk.flaggedMore': 'and {count, plural, one {# more line} other {# more lines}}',
  'bulk.confirmWarnings':
    'I confirm the values flagged on {count, plural, one {# line} other {# lines}} (a large or zero amount, a high tax rate, a carrier account that is not working, a parcel past its carrier’s claim window).',
  'bulk.fixFirst': 'Fix or remove the lines with errors first.',
  'bulk.chooseFirst': 'Choose the correct issue for every repeated tracking number first.',
  'bulk.confirmFirst': 'Confirm the flagged values first.',
  'bulk.backToMatching': 'Back to column matching',
  'bulk.submit': 'Submit the file',
  'bulk.discardTitle': 'Back to column matching?',
  'bulk.discardBody': 'Your fixes and choices on this step will be lost.',
  'bulk.discardConfirm': 'Discard and go back',
  'bulk.progress': '{done} / {total}',
  'bulk.done':
    '{created, plural, one {# claim created} other {# claims created}}, {removed, plural, one {# line removed} other {# lines removed}} (already claimed or repeated), {rejected, plural, one {# line rejected} other {# lines rejected}}.',
  'bulk.whatHappensNext':
    'Each new claim now goes to its carrier: our claims desk files it within 24 hours, or it is filed at once where we reach the carrier directly. The carriers’ answers show in the <link>Claim Center</link> as they come.',
  'bulk.downloadRemoved': 'Download the lines left out',
  'bulk.seeClaims': 'See my claims',
  'bulk.another': 'Send another file',
  ...prefixed('bulk.column.', COLUMN_LABELS.en),
  ...SHEET_PROBLEM_LABELS.en,
  'bulk.cleanup.title': 'Clean up in one step',
  'bulk.cleanup.line': 'Line',
  'bulk.cleanup.before': 'In your file',
  'bulk.cleanup.after': 'Becomes',
  'bulk.cleanup.amounts':
    '{count, plural, one {# amount is} other {# amounts are}} written as a currency cell (a symbol, a currency code or spaces between the thousands). Amounts hold only digits, a comma or a point:',
  'bulk.cleanup.amountsCaption': 'Amounts before and after the clean-up',
  'bulk.cleanup.applyAmounts': 'Clean {count, plural, one {# amount} other {# amounts}}',
  'bulk.cleanup.contradicting':
    '{count, plural, one {# amount names another currency than its line} other {# amounts name another currency than their lines}}: fix them by hand, or change the line’s currency.',
  'bulk.cleanup.dates.day_first':
    '{count, plural, one {# sales date is} other {# sales dates are}} written day first (DD/MM/YYYY). Dates are written YYYY-MM-DD:',
  'bulk.cleanup.dates.month_first':
    '{count, plural, one {# sales date is} other {# sales dates are}} written month first (MM/DD/YYYY). Dates are written YYYY-MM-DD:',
  'bulk.cleanup.datesBoth':
    '{count, plural, one {# sales date reads} other {# sales dates read}} two ways: day first or month first. Choose how your file writes them; they will be written YYYY-MM-DD.',
  'bulk.cleanup.readingLegend': 'How should {date} be read?',
  'bulk.cleanup.reading.day_first': 'Day first: {date} ({iso})',
  'bulk.cleanup.reading.month_first': 'Month first: {date} ({iso})',
  'bulk.cleanup.datesCaption': 'Dates before and after the conversion',
  'bulk.cleanup.applyDates': 'Convert {count, plural, one {# date} other {# dates}}',
  'bulk.cleanup.datesMixed':
    '{count, plural, one {# sales date is} other {# sales dates are}} written neither YYYY-MM-DD nor in one other way: fix them below.',
} as const;
