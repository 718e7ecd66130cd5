/**
 * English messages: the two public guides (issue 23), starting an investigation and answering what
 * an investigation waits for. Names of claim types, states, action kinds and bulk columns come from
 * the claims and bulk areas; these messages only explain them.
 */
export const guides = {
  'guides.onThisPage': 'On this page',
  'guides.otherGuide.start': 'Next: answer what an investigation waits for',
  'guides.otherGuide.action': 'Back to: starting an investigation',

  // Start an investigation.
  'guides.start.what.title': 'What an investigation is',
  'guides.start.what.body':
    'An investigation (a claim) asks a carrier to pay for a parcel that went wrong: lost, damaged, late, or delivered where your customer says it was not. We file it for you through your own carrier account, follow the carrier’s answers and show you every step, until the refund is credited or the carrier declines it.',
  'guides.start.what.audit':
    'You open investigations for what you see happen to your parcels. The audit of your carrier invoices opens the billing ones itself, when a carrier charged for something it should not have.',
  'guides.start.types.title': 'The claim types',
  'guides.start.types.intro':
    'Each investigation has one type. The carrier needs the goods and your original invoice for every type you open; a damaged parcel also needs pictures.',
  'guides.type.lost': 'The parcel never arrived and the carrier’s tracking stopped.',
  'guides.type.damaged': 'The parcel arrived broken, or the goods inside were damaged.',
  'guides.type.late_delivery': 'The parcel arrived after the delivery date the carrier guaranteed.',
  'guides.type.delivery_dispute':
    'The carrier says it delivered the parcel but your customer did not receive it.',
  'guides.type.label_not_used':
    'You were charged for a shipping label you never used. Found by the audit of your carrier invoices.',
  'guides.type.surcharge':
    'A surcharge was billed that does not apply (a residential surcharge for a business address, a wrong weight...). Found by the audit of your carrier invoices.',
  'guides.needs.merchant': 'You give: the goods, the original invoice',
  'guides.needs.damaged': 'You give: the goods, the original invoice, pictures of the damage',
  'guides.needs.audit': 'Opened by the audit: nothing to give, the carrier’s invoice is the evidence',
  'guides.start.window':
    'Carriers only accept a claim for a limited time: for example UPS takes a damage claim up to {days} days after delivery. The form warns you when a parcel is past its carrier’s window.',

  'guides.start.single.title': 'Start one investigation',
  'guides.start.single.step1':
    'Claims are filed through your own account with the carrier. If you have not yet, add it in <link>My Carrier Information</link>: the carrier, your username and password on its portal.',
  'guides.start.single.step2':
    'Open <link>Start an investigation</link> and stay on the One investigation tab. In The parcel, choose the carrier (only the carriers you registered are listed), type the tracking number (checked against the carrier’s format), choose the issue and give your order reference.',
  'guides.start.single.step3':
    'In Goods, write one line per product: sales date (YYYY-MM-DD, within the last two years), description, number of items, unit price, amounts excluding and including tax, tax percentage and currency (EUR when empty). Unusual values, such as a very large amount, are asked to confirm.',
  'guides.start.single.step4':
    'In Documents, add the original invoice to your customer (required, one per claim), pictures of the damage for a damaged parcel, and any other supporting document. PDF, PNG or JPG, {size} MB at most each.',
  'guides.start.single.step5':
    'Select Create the claim. If the tracking number already has an open investigation you can overwrite its details; if the parcel is past the carrier’s window you are asked to confirm first.',

  'guides.start.bulk.title': 'Start many investigations from a file',
  'guides.start.bulk.step1':
    'Open <link>Start an investigation</link>, Bulk file tab. Choose what your file does: start investigations (at least {start} columns) or add the goods of investigations already open (at least {update} columns). Download a template in CSV, XLSX or XLS.',
  'guides.start.bulk.columns':
    'One line per investigation. The columns, in English or French (Tracking number, Numéro de suivi…, both are recognised):',
  'guides.start.bulk.required': 'required to start',
  'guides.start.bulk.issues':
    'The issue is one of Lost, Damaged, Late Delivery or Delivery Dispute (or their French names). The goods columns can stay empty: the investigation then waits for them.',
  'guides.start.bulk.step2':
    'Upload the file (CSV, XLSX or XLS, {size} MB at most) and match each of its columns to a template column, or leave a column out.',
  'guides.start.bulk.step3':
    'Select Check the lines. Each line with an error shows it beside the cell: an empty required cell, a number that is not one, a negative amount, a date outside the last two years, a carrier you have not registered, an unknown issue. Fix the cell in place or remove the lines in error; choose the right issue when a tracking number appears twice, and confirm the values flagged as unusual.',
  'guides.start.bulk.step4':
    'Select Submit the file. The progress shows line by line, then how many investigations were created. Lines left out (a tracking number already under investigation, or repeated) can be downloaded.',

  'guides.start.next.title': 'What happens next',
  'guides.start.next.body':
    'New investigations show their results within 24 hours: we file each with its carrier, then check its answers several times a day. An investigation that waits for something from you is listed in <link>Data Needed</link>.',
  'guides.start.next.stages':
    'Every investigation has a state, grouped in four stages. You see them in My claims and on each investigation’s page, with its history and the carrier’s last message:',
  'guides.stage.not_open': 'Not filed yet: waiting for its turn, or for something from you.',
  'guides.stage.ongoing': 'Filed: the carrier is looking into it, or has confirmed a refund.',
  'guides.stage.closed':
    'Finished: credited, declined, stopped by you, or not a claim after all (delivered, on time, returned).',
  'guides.stage.unknown': 'We could not read the carrier’s answer: you are asked what you know.',
  'guides.start.next.follow':
    'Mark an investigation as favourite to receive an e-mail at each change. Stopping an investigation is final: it can no longer be changed or reopened, but its history stays.',

  // Action required.
  'guides.action.what.title': 'What “action required” means',
  'guides.action.what.body':
    'Some investigations wait for you: the carrier, or we, need something before the claim can go on. They are listed in <link>Data Needed</link>, and the menu shows how many wait. Each line says what it waits for:',
  'guides.action.blocks': 'Needed before the claim is filed',
  'guides.action.during': 'Asked along the way, once the claim is with us or the carrier',

  'guides.action.answer.title': 'How to answer',
  'guides.action.answer.step1':
    'Open <link>Data Needed</link>. Each line shows the tracking number, the carrier, your order reference, the issue and what is needed; filter with Waiting for to take one kind at a time.',
  'guides.action.answer.step2':
    'Select the button of what is needed: a window opens for that answer. Describe the goods, add the files asked for (PDF, PNG or JPG, {size} MB at most), or explain in at least {min} characters what you know about an unknown status. Then select Send.',
  'guides.action.answer.step3':
    'For a carrier account that stopped working, correct it in <link>My Carrier Information</link>, then ask for a new attempt from the same window.',
  'guides.action.answer.details':
    'You can also answer from an investigation’s own page: what it waits for is shown at the top.',

  'guides.action.sales.title': 'Many original invoices at once',
  'guides.action.sales.body':
    'On the Sales invoices tab, download the list of orders that need an invoice. Name each invoice file after its order number, then drop the files: each one is attached to the investigations of its order. Characters a file name cannot hold become a dash: {example} answers order {order}.',

  'guides.action.deadlines.title': 'Deadlines',
  'guides.action.deadlines.body':
    'An investigation that waits for its goods, its original invoice or pictures is not sent to the carrier, and the carrier’s time limit keeps running (UPS: {days} days after delivery for damage). Answer as soon as you can: the form and the bulk file already warn when a parcel is past its window.',
  'guides.action.deadlines.carrier':
    'When a carrier asks for documents during its investigation, nothing more is sent to it until you answer.',

  'guides.action.after.title': 'What happens after you answer',
  'guides.action.after.body':
    'Your answer is added to the investigation’s history and its button leaves the line in Data Needed; the line goes once nothing is missing. The investigation then goes to the carrier: your answer shows on the carrier’s platform in about 24 hours, and the investigation follows its states as described in <link>starting an investigation</link>.',

  // Screenshots: what each shows (alt) and why it is there (caption).
  'guides.alt.carrier-account':
    'The Add a carrier form of My Carrier Information: carrier UPS, a username, the password hidden and the portal address filled in.',
  'guides.caption.carrier-account': 'Add your carrier account once, in My Carrier Information.',
  'guides.alt.claim-parcel':
    'The parcel section of the single claim form: carrier UPS, a tracking number, the issue Damaged and an order reference filled in.',
  'guides.caption.claim-parcel': 'The parcel: carrier, tracking number, issue and order reference.',
  'guides.alt.claim-goods':
    'The goods section of the form: one line with sales date, description, quantity, unit price, amounts and tax filled in.',
  'guides.caption.claim-goods': 'One line per product in the parcel.',
  'guides.alt.claim-documents':
    'The documents section: an original invoice PDF and a damage picture attached, and a field for other documents.',
  'guides.caption.claim-documents': 'The original invoice is required; pictures for a damaged parcel.',
  'guides.alt.claim-details':
    'An investigation’s page: the carrier’s last message, then its carrier, issue, order reference, state, stage, carrier claim number, amounts and days left to claim.',
  'guides.caption.claim-details':
    'Each investigation’s page shows its state and the carrier’s last message; its history follows.',
  'guides.alt.bulk-upload':
    'The bulk file tab: the choice between starting investigations and adding goods, template buttons for CSV, XLSX and XLS, and the file field.',
  'guides.caption.bulk-upload': 'Choose what the file does and start from a template.',
  'guides.alt.bulk-fix':
    'The Fix error lines step: a summary of lines with errors and a line whose unit price is negative, with the message beside the cell.',
  'guides.caption.bulk-fix': 'Errors show beside their cell; fix them in place.',
  'guides.alt.bulk-done':
    'The end of a bulk run: the number of claims created and of lines removed or rejected, and buttons to see your claims or send another file.',
  'guides.caption.bulk-done': 'The result of the file, within seconds.',
  'guides.alt.action-list':
    'Data Needed: investigations listed with their tracking number, carrier, order reference and buttons for what each needs.',
  'guides.caption.action-list': 'What each investigation waits for, one button per need.',
  'guides.alt.action-goods':
    'The Merchandise information window: one goods line to describe, with the Send button.',
  'guides.caption.action-goods': 'The answer window for the goods of a parcel.',
  'guides.alt.action-invoice':
    'The Original invoice missing window: the explanation, a file field and an attached invoice, with the Send button.',
  'guides.caption.action-invoice': 'Add the file asked for, then send.',
  'guides.alt.sales-invoices':
    'The Sales invoices tab: how many deliveries need an invoice, the button to download the list and the drop zone, with an invoice attached to its order.',
  'guides.caption.sales-invoices': 'Invoices named by order number attach themselves.',
} as const;
