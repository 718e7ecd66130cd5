/**
 * The published material each carrier's claim form (./claim-forms.ts) was read from (issue 38,
 * item 1): the address, its title, and what it says that the form, the documents, the time limits,
 * the denial reasons or the automation take from it. `official` is false for a third party's page
 * (a shipping platform's guide, a copy of a carrier's document hosted elsewhere): it is named
 * because the carrier's own page was not found, and says so.
 */
export interface ClaimFormSource {
  url: string;
  title: string;
  says: string;
  official: boolean;
}

const UPS_API_CATALOG: ClaimFormSource = {
  url: 'https://developer.ups.com/us/en/business-solutions/expand-your-online-business/upgrade-digital-technology/developer-resource-center',
  title: 'UPS Developer Resource Center (API catalog)',
  says: 'The APIs UPS publishes: address validation, tracking, rating, shipping, time in transit, pickup, Quantum View, signature tracking, paperless documents (customs), TradeAbility. No claim API.',
  official: true,
};

export const CLAIM_FORM_SOURCES = {
  ups: [
    {
      url: 'https://www.ups.com/fr/fr/support/file-a-claim.page',
      title: 'UPS France – Remplir une réclamation',
      says: 'Claims are filed signed in to ups.com (claims dashboard): the parcel’s details (tracking number, weight, receiver), your role (shipper, receiver, representative), supporting documents (receipts, invoices, orders; photos for damage); the dashboard keeps 270 days of claims history.',
      official: true,
    },
    {
      url: 'https://www.ups.com/fr/fr/help-center/claims-support.page',
      title: 'UPS France – Aide pour vos réclamations',
      says: 'A lost parcel may be claimed 24 hours after its scheduled delivery; shipper or receiver may claim damage; a late parcel’s refund is asked in the UPS Billing Center; what a claim needs is in the terms of service in force when it shipped.',
      official: true,
    },
    {
      url: 'https://ups.com/de/en/support/file-a-claim/supporting-documents',
      title: 'UPS – Supporting Documents Required for Claims',
      says: 'Every claim needs supporting documents (an invoice for the value); a detailed merchandise description (brand, serial numbers, size, colour, quantity); photos and possibly an inspection for damage; without them a claim is delayed or denied.',
      official: true,
    },
    {
      url: 'https://www.ups.com/au/en/help-center/claims-support/preventing-claims.page',
      title: 'UPS – Preventing Claims',
      says: 'Lists UPS’s claim denial reasons with packaging advice for each (packaging, labelling).',
      official: true,
    },
    UPS_API_CATALOG,
  ],
  fedex: [
    {
      url: 'https://fedex.com/fr-gp/customer-support/claims.html',
      title: 'FedEx – Instructions pour les formulaires de réclamation FedEx Express et FedEx Ground',
      says: 'The sender, the recipient or a third party files, online, by phone, or by sending the claim form by e-mail, fax or post; documents: a copy of the air waybill or delivery receipt, proof of value (invoice, receipt, repair invoice...), serial numbers, an inspection report; the packaging is kept for inspection. The same page exists per country (fr-fr for France).',
      official: true,
    },
    {
      url: 'https://studylib.net/doc/18316751/fedex-express-and-fedex-ground-claim-form-instructions-and',
      title: 'FedEx Express and FedEx Ground Claim Form Instructions and FAQs (copy)',
      says: 'Damage, delay and shortage are reported within 21 calendar days after delivery with documents within 9 months; non-delivery and misdelivery are claimed within 9 months after FedEx accepted the shipment.',
      official: false,
    },
    {
      url: 'https://developer.fedex.com/api/es-bo/catalog.html',
      title: 'FedEx Developer Portal – API catalog',
      says: 'The APIs FedEx publishes: ship, open ship, track, rates and transit times, pickup, locations, service availability, ground end of day, trade documents upload (customs), global trade, LTL freight. No claim API.',
      official: true,
    },
  ],
  dhl_express: [
    {
      url: 'https://mydhl.express.dhl/us/en/help-and-support/contact-us/claims/claims-faqs.html',
      title: 'DHL Express – Claims FAQs',
      says: 'The bill-to party (the DHL account holder) files; claims in writing within 30 days of the date DHL accepted the shipment; most resolved within 10 business days, all within 30 days; a loss is claimed once a trace is complete.',
      official: true,
    },
    {
      url: 'http://www.dhl-usa.com/en/express/resource_center/claims/missing_content_lost_claim.html',
      title: 'DHL Express – File a Cargo Claim: Missing Content or Lost Shipment',
      says: 'The claim rights owner (usually the shipper) submits the online form with the documents as one PDF or ZIP of at most 3 MB, or e-mails the claim form; waybill numbers have ten digits; the packaging is kept for inspection.',
      official: true,
    },
    {
      url: 'https://mydhl.express.dhl/mq/fr/shipment/money-back-guarantee.html',
      title: 'DHL Express – Money Back Guarantee',
      says: 'A late delivery is claimed in writing or by phone within 14 calendar days of the shipment date with the account number, the waybill number, the shipment date and the receiver’s details; DHL credits, refunds or says why the shipment is not eligible within 30 days.',
      official: true,
    },
    {
      url: 'https://lawinsider.com/fr/contracts/5YKhB2DoM3t',
      title: 'Conditions générales de vente de DHL Express (France), 28 August 2024 (copy)',
      says: 'Claims in writing within the limits of DHL Express’s terms of carriage; delivery times are indicative unless the refund conditions say otherwise; invoice disputes by registered letter within 30 days.',
      official: false,
    },
  ],
  colissimo: [
    {
      url: 'https://www.sendcloud.com/colissimo-claims-guide',
      title: 'Sendcloud – Colissimo claims guide',
      says: 'The contract holder files; a lost parcel from 6 working days without tracking movement, up to 70 days in all; damage within 3 calendar days; late delivery per the contract. Colissimo’s own professional procedure was not found.',
      official: false,
    },
    {
      url: 'https://www.boxtal.com/fr/fr/ressources/transporteurs/cgv/colissimo-cgv',
      title: 'Colissimo Entreprise – conditions générales de vente (copy on Boxtal)',
      says: 'La Poste’s scans (flashages) are authoritative on when a parcel was taken in charge and delivered: a delivery scan is La Poste’s proof of delivery.',
      official: false,
    },
  ],
  chronopost: [
    {
      url: 'https://www.chronopost.fr/en/faq/sender/will-i-be-compensated-if-my-parcel-is-lost-or-damaged',
      title: 'Chronopost – Will I be compensated if my parcel is lost or damaged?',
      says: 'A contracted customer claims within 3 days of delivery (21 days international) through the online form of the customer area; documents: a detailed claim letter, an invoice dated on or before the shipment date, photos of the damage; compensation within Chronopost’s contractual liability.',
      official: true,
    },
    {
      url: 'https://www.chronopost.fr/en/help/faq/complaint-private/will-i-be-reimbursed-case-damage-what-should-i-do-if-my-parcel-arrives',
      title: 'Chronopost – Will I be reimbursed in case of damage?',
      says: 'The receiver’s reservations on delivery (accurate, complete, dated, signed); the sender is compensated up to 250 € per parcel on receipts unless insured (500 € to 5,000 €).',
      official: true,
    },
  ],
  dpd: [
    {
      url: 'https://www.dpd.com/fr/en/general-terms-conditions/',
      title: 'DPD France – General Terms and Conditions of Sale (1 September 2023)',
      says: 'DPD France carries parcels under 30 kg for business customers; its terms govern claims and liability. Its claim form itself was not found: the sheet asks the fields every form shares.',
      official: true,
    },
    {
      url: 'https://fr.scribd.com/document/643318838/2022-12-12-Plaintes-et-reclamations-procedure-pour-expediteurs-pdf',
      title: 'DPD – Questions, plaintes, réclamations : procédure pour expéditeurs (2022, copy)',
      says: 'A complaint becomes a claim once DPD accepts the loss or damage; documents asked: the commercial invoice, a signed shipping list (no pickup scan), a copy of the parcel label, the receiver’s signed statement of non-receipt (a disputed signature).',
      official: false,
    },
  ],
  gls: [
    {
      url: 'https://gls-group.eu/EU/en/complaints',
      title: 'GLS – Complaints',
      says: 'The sender is responsible for packing; a parcel with outside damage may be refused by the receiver and GLS tells the sender; contents found damaged in an intact parcel are a matter for the sender, not GLS. GLS France’s claim procedure for shippers was not found: the sheet asks the fields every form shares.',
      official: true,
    },
  ],
  mondial_relay: [
    {
      url: 'https://www.sendcloud.com/fr/guide-reclamation-mondial-relay',
      title: 'Sendcloud – Comment faire une réclamation Mondial Relay',
      says: 'Only the sender completes a claim, through the professional portal Connect or Mondial Relay’s contact form. Mondial Relay’s own procedure for professionals was not found.',
      official: false,
    },
  ],
  colis_prive: [
    {
      url: 'https://colisprive.fr/en/aide/how-to-file-a-complaint',
      title: 'Colis Privé – How to file a complaint',
      says: 'The online claim on colisprive.fr asks the parcel number, the delivery postal code, the person’s name and e-mail, and a description of the problem (not delivered, damaged, wrong contents). Written for receivers: a shipper procedure was not found.',
      official: true,
    },
    {
      url: 'https://colisprive.be/blog/aide/mon-colis-est-endommage-a-la-livraison-que-faire',
      title: 'Colis Privé – Mon colis est endommagé à la livraison, que faire ?',
      says: 'A damaged parcel is declared online; contents damaged in intact packaging are not Colis Privé’s responsibility (the seller’s).',
      official: true,
    },
  ],
} as const satisfies Record<string, readonly ClaimFormSource[]>;
