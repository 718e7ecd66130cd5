/** The Terms and Conditions, in English (the French text in ./terms.fr.ts has the same sections). */
import { ISSUER } from '@shared/billing/issuer';
import { LEGAL_CONTACT, LEGAL_VERSIONS, type LegalDocument } from '@shared/legal/documents';

const company = `${ISSUER.name}, a simplified joint-stock company (SAS) with a share capital of ${ISSUER.capital}, registered with the Paris Trade and Companies Register under number ${ISSUER.siren}, whose registered office is at ${ISSUER.street}, ${ISSUER.zip} ${ISSUER.city}, France, VAT number ${ISSUER.vatNumber}`;

export const termsEn: LegalDocument = {
  title: 'Terms and Conditions',
  version: LEGAL_VERSIONS.terms,
  effectiveDate: LEGAL_VERSIONS.terms,
  sections: [
    {
      id: 'parties',
      heading: '1. Parties and purpose',
      paragraphs: [
        `These Terms and Conditions (the “Terms”) are entered into between ${company} (“Parcel Audit”, “we”), and the company that creates an account on the Parcel Audit platform (the “Merchant”, “you”).`,
        'They set out how Parcel Audit audits the Merchant’s carrier invoices, files and follows claims with the carriers and tracks the refunds obtained, and on what financial terms. The Service is offered to businesses only, acting for their trade; it is not offered to consumers.',
        'The person who creates the account declares that they have authority to bind the Merchant. Ticking the acceptance box at sign-up is the Merchant’s acceptance of these Terms and of the Data Processing Agreement, in the versions shown on the sign-up page; the platform records the versions accepted and the date of acceptance.',
      ],
    },
    {
      id: 'definitions',
      heading: '2. Definitions',
      paragraphs: [
        '“Carrier”: a parcel transport company whose services the Merchant uses (for example a national postal operator or an express carrier). “Carrier Account”: the Merchant’s customer account with a Carrier, including its online portal.',
        '“Claim” or “Investigation”: a request made to a Carrier for a refund or a credit on a shipment or an invoice line (lost or damaged parcel, late delivery, delivery dispute, unused label, incorrect surcharge, among others).',
        '“Recovered Amount”: any sum a Carrier actually pays or credits to the Merchant as a result of a Claim, whether by payment, by credit note or by an offset on a later invoice.',
        '“Service”: the audit of carrier invoices and shipment data, the filing and follow-up of Claims, the tracking of refunds, the dashboards and the related features of the platform.',
      ],
    },
    {
      id: 'service',
      heading: '3. The Service',
      paragraphs: [
        'Parcel Audit checks the Merchant’s carrier invoices and tracking data against its audit rules (delivery times, weights and dimensions, surcharges, duplicate charges and contract terms, among others), opens an Investigation for each anomaly a Carrier would accept as evidence, files the Claim with the Carrier, answers the Carrier’s requests and follows the Claim until it is closed.',
        'The Merchant sees every Investigation, its state, the Carrier’s answers and the amounts credited on the platform, and can add the documents a Carrier asks for (invoices of the goods, photos, statements).',
        'Parcel Audit undertakes to act with the care of a diligent professional (obligation of means). The decision to accept or refuse a Claim and the amount granted belong to the Carrier alone: Parcel Audit does not guarantee any refund or any amount of savings.',
        'Parcel Audit may change the features of the Service to improve it, provided the essential features described in this article remain available.',
      ],
    },
    {
      id: 'mandate',
      heading: '4. Mandate to claim on the Merchant’s behalf',
      paragraphs: [
        'By accepting these Terms, the Merchant appoints Parcel Audit as its agent, within the meaning of articles 1984 and following of the French Civil Code, to file in the Merchant’s name and on its behalf the Claims the Service identifies or that the Merchant asks for, with every Carrier whose Carrier Account the Merchant connects or whose invoices it uploads; to exchange with the Carrier about these Claims; to send it the supporting documents; and to accept the refunds or credits offered.',
        'The mandate does not allow Parcel Audit to collect any sum in the Merchant’s place: refunds and credits are paid or credited by the Carrier directly to the Merchant. It does not allow Parcel Audit to change the Merchant’s contracts with its Carriers, to order transport services or to waive a Claim without the Merchant’s agreement.',
        'The mandate is given for the duration of the contract and for the follow-up of the Claims open at its end. The Merchant may limit it to certain Carriers or withdraw it at any time from the platform or by writing to Parcel Audit; Claims already filed are then either closed or handed over to the Merchant, at its choice.',
        'At a Carrier’s request, the Merchant provides a signed letter of authority confirming this mandate.',
      ],
    },
    {
      id: 'credentials',
      heading: '5. Carrier portal credentials',
      paragraphs: [
        'To fetch invoices and tracking data and to file Claims, the Merchant may give Parcel Audit the user name and password of its Carrier Accounts. The Merchant confirms that it is entitled to do so under its agreement with each Carrier.',
        'Credentials are encrypted as soon as they are received, with keys held in a key management service and bound to the Merchant and to the credential. They are used only to fetch invoices and tracking data and to file and follow Claims; they are never used for any other purpose, never shown in full to Parcel Audit’s staff, never written to logs and never disclosed to third parties. Each time a Merchant administrator reveals a password on the platform, the access is recorded.',
        'The Merchant may change or remove its credentials at any time from the platform, or revoke them with the Carrier. From then on Parcel Audit no longer connects to the Carrier Account concerned; the Merchant may instead upload the Carrier’s invoice files.',
        'The Merchant informs Parcel Audit without delay of any change of password or of any suspected misuse of its Carrier Accounts.',
      ],
    },
    {
      id: 'fees',
      heading: '6. Prices and success fee',
      paragraphs: [
        'Every Merchant starts with one month of free audit: during that month the audit and its Investigations are free of any subscription price; only the success fee described below is due on amounts actually recovered.',
        'After the free month, the Merchant chooses a plan according to the number of parcels audited per month. The plans, their price, the number of parcels they include, the price per additional parcel and the percentage of the success fee are those shown on the pricing page on the day the plan is chosen.',
        'The success fee is a percentage of the Recovered Amount only. No fee is due on a Claim that is refused, abandoned or never paid or credited by the Carrier. If a Carrier later takes back an amount that was credited, the corresponding fee is credited to the Merchant.',
        'Parcel Audit invoices monthly, at the beginning of each month, the subscription price of the month and the success fee on the amounts credited during the previous month, with the detail of each Claim concerned. Prices are stated excluding VAT; VAT at the applicable rate is added.',
        'Invoices are payable within thirty (30) days of their date, by card, SEPA direct debit or bank transfer. Any late payment bears, by operation of law, interest at three times the French legal interest rate and a fixed indemnity of 40 euros for recovery costs (article L. 441-10 of the French Commercial Code).',
      ],
    },
    {
      id: 'suspension',
      heading: '7. Suspension for overdue payment',
      paragraphs: [
        'If an invoice remains unpaid fifteen (15) days after a reminder sent by e-mail, Parcel Audit may suspend the Service: the audit of new invoices and the filing of new Claims stop, and access to the platform may be limited. The Merchant’s data is kept during the suspension.',
        'The Service resumes within one working day of full payment. A suspension does not release the Merchant from paying the sums due, nor the success fee on amounts credited during the suspension.',
      ],
    },
    {
      id: 'obligations',
      heading: '8. Merchant’s obligations',
      paragraphs: [
        'The Merchant provides accurate, complete and up-to-date information: its company details, its carrier invoices and shipment data, the contract terms agreed with its Carriers and the contact details of its users.',
        'When a Carrier asks for supporting documents (proof of the value of the goods, photos of a damaged parcel, a recipient’s statement), the Merchant provides them within the time the Carrier allows, failing which the Claim may be refused without any fault of Parcel Audit.',
        'The Merchant tells Parcel Audit of any refund it obtains directly from a Carrier for a Claim filed by Parcel Audit; such a refund is a Recovered Amount.',
        'The Merchant keeps its users’ credentials confidential, grants access only to people who need it and is responsible for the actions carried out with its users’ accounts. It uses the Service in accordance with the law and with its contracts with its Carriers.',
      ],
    },
    {
      id: 'data',
      heading: '9. Personal data and confidentiality',
      paragraphs: [
        'For the personal data contained in the Merchant’s shipments and invoices (in particular its recipients’ names and addresses), the Merchant is the controller and Parcel Audit its processor. The Data Processing Agreement, which forms part of these Terms, sets out the processing, the security measures and the sub-processors.',
        'Each party keeps confidential the information it receives from the other (contracts, rates, volumes, credentials, business information), uses it only to perform these Terms and protects it as its own confidential information, during the contract and for five years after its end.',
        'Parcel Audit may use aggregated and anonymised statistics, from which neither the Merchant nor any person can be identified, to improve its audit rules. It may mention the Merchant as a customer only with the Merchant’s written agreement.',
      ],
    },
    {
      id: 'liability',
      heading: '10. Liability',
      paragraphs: [
        'Each party is liable for the direct damage it causes to the other by a breach of these Terms. Parcel Audit is not liable for indirect damage such as loss of turnover, loss of customers or loss of opportunity, nor for the decisions of the Carriers, their delays or the refusal of a Claim.',
        'Parcel Audit’s total liability under these Terms, all causes combined, is limited to the amounts the Merchant paid to Parcel Audit during the twelve (12) months preceding the event giving rise to liability. This limit does not apply in case of gross negligence or wilful misconduct, nor to personal injury.',
        'Parcel Audit makes its best efforts to keep the platform available, except during maintenance, which it announces in advance when it is planned. Neither party is liable for a failure caused by force majeure within the meaning of article 1218 of the French Civil Code.',
      ],
    },
    {
      id: 'term',
      heading: '11. Term and termination',
      paragraphs: [
        'These Terms apply from the creation of the account for an indefinite period. A monthly plan may be cancelled at any time with effect at the end of the current month; a yearly plan ends at the end of the year paid for, unless renewed.',
        'Either party may terminate the contract by written notice if the other party commits a material breach and fails to remedy it within thirty (30) days of a formal notice describing it.',
        'At the end of the contract, Claims already filed continue to be followed until they close, under the mandate and the success fee of these Terms, unless the Merchant asks for them to be handed over. The Merchant can export its data before the end; its data is then deleted as set out in the Data Processing Agreement.',
      ],
    },
    {
      id: 'changes',
      heading: '12. Changes to these Terms',
      paragraphs: [
        'Each version of these Terms bears its version and effective date. Parcel Audit may publish a new version to reflect changes in the Service, in the law or in its prices, and informs the Merchant’s administrators by e-mail at least thirty (30) days before it takes effect.',
        'A new version applies to the Merchant only once it has been accepted by one of its administrators. A Merchant that does not accept it may terminate the contract before it takes effect, without charge; until then the version previously accepted continues to apply.',
      ],
    },
    {
      id: 'law',
      heading: '13. Governing law and disputes',
      paragraphs: [
        'These Terms are governed by French law. They are written in English and in French; in case of difference between the two, the French version prevails.',
        'The parties will try to settle any dispute amicably first. Failing an amicable settlement within thirty (30) days, any dispute relating to the formation, performance or termination of these Terms falls within the exclusive jurisdiction of the courts of Paris, France, including in case of multiple defendants or third-party proceedings.',
      ],
    },
    {
      id: 'contact',
      heading: '14. Contact',
      paragraphs: [
        `Questions about these Terms can be sent through the contact form of the site, to ${ISSUER.email} for invoices, or to ${LEGAL_CONTACT.privacy} for personal data, or by post to ${ISSUER.name}, ${ISSUER.street}, ${ISSUER.zip} ${ISSUER.city}, France.`,
      ],
    },
  ],
};
