/**
 * The Data Processing Agreement (GDPR article 28), in English; the French text in
 * ./data-agreement.fr.ts has the same sections.
 */
import { ISSUER } from '@shared/billing/issuer';
import { LEGAL_CONTACT, LEGAL_VERSIONS, type LegalDocument } from '@shared/legal/documents';

export const dataAgreementEn: LegalDocument = {
  title: 'Data Processing Agreement',
  version: LEGAL_VERSIONS.dataAgreement,
  effectiveDate: LEGAL_VERSIONS.dataAgreement,
  sections: [
    {
      id: 'parties',
      heading: '1. Parties and roles',
      paragraphs: [
        `This Data Processing Agreement (the “Agreement”) is entered into between the company that creates an account on the Parcel Audit platform (the “Merchant”) and ${ISSUER.name}, ${ISSUER.street}, ${ISSUER.zip} ${ISSUER.city}, France, registration number ${ISSUER.siren} (“Parcel Audit”). It forms part of the Terms and Conditions and is accepted with them.`,
        'For the personal data Parcel Audit processes on the Merchant’s behalf to provide the Service, the Merchant is the controller and Parcel Audit is the processor, within the meaning of article 4 of Regulation (EU) 2016/679 (the “GDPR”). This Agreement sets out the terms required by article 28 of the GDPR.',
        'For the data it needs to manage its own relationship with the Merchant (account administration, invoicing, payment, security of the platform), Parcel Audit acts as a controller in its own right; that processing is not covered by this Agreement.',
      ],
    },
    {
      id: 'subject-matter',
      heading: '2. Subject matter and duration',
      paragraphs: [
        'The subject matter of the processing is the performance of the Service described in the Terms and Conditions: the audit of the Merchant’s carrier invoices and shipment data, the filing and follow-up of claims with its carriers on its behalf, and the tracking of refunds.',
        'The processing lasts for the duration of the Terms and Conditions and, after their end, for the time needed to follow the claims still open and to delete or return the data as set out in section 14.',
      ],
    },
    {
      id: 'nature-purpose',
      heading: '3. Nature and purpose of the processing',
      paragraphs: [
        'Nature: collection (from the carrier portals the Merchant connects, from the files it uploads and from its sales-data integrations), recording, organisation, storage, consultation, comparison, use, transmission to the carrier concerned in a claim, and erasure.',
        'Purposes: checking carrier invoices against the shipments and the contract terms; identifying lost, damaged or late parcels, delivery disputes, unused labels and unjustified surcharges; preparing, filing and following claims with the carriers; tracking refunds and credits; showing the results to the Merchant’s users; and answering the Merchant’s support requests.',
        'Parcel Audit does not process the data for its own purposes, does not sell it, does not use it for advertising and does not combine it with data from other customers, except as aggregated and anonymised statistics from which no person can be identified.',
      ],
    },
    {
      id: 'data-categories',
      heading: '4. Categories of personal data',
      paragraphs: [
        'Recipients’ data, as it appears in shipments, tracking events, invoices and claim documents: name, postal address, postal code and country, telephone number and e-mail address when the carrier or the Merchant provides them, and delivery instructions.',
        'Parcel data: tracking number, order reference, carrier, service level, weights and dimensions, declared value, delivery events and dates, proof of delivery (including a signature or a photo when the carrier provides one), and the documents attached to a claim.',
        'Data of the Merchant’s users: first and last name, job title, business e-mail address and telephone number, language, role, sign-in and activity records.',
        'The Service does not require any special category of data within the meaning of article 9 of the GDPR. The Merchant does not put such data in the files it sends, nor in the free-text fields of its claims.',
      ],
    },
    {
      id: 'data-subjects',
      heading: '5. Categories of data subjects',
      paragraphs: [
        'The Merchant’s customers and the recipients of its parcels, and the senders of its returns.',
        'The Merchant’s staff and the people it invites to use the platform.',
      ],
    },
    {
      id: 'instructions',
      heading: '6. Processing on documented instructions',
      paragraphs: [
        'Parcel Audit processes the personal data only on the Merchant’s documented instructions, including with regard to transfers to a third country. The Terms and Conditions, this Agreement and the settings and actions the Merchant’s users choose on the platform are the Merchant’s complete instructions; any further instruction is given in writing.',
        'If Union or Member State law requires Parcel Audit to process the data otherwise, Parcel Audit informs the Merchant of that legal requirement before processing, unless the law prohibits such information. Parcel Audit tells the Merchant immediately if, in its opinion, an instruction infringes the GDPR or other data protection provisions.',
      ],
    },
    {
      id: 'confidentiality',
      heading: '7. Confidentiality',
      paragraphs: [
        'Parcel Audit ensures that the people authorised to process the personal data (its employees and contractors) have committed themselves to confidentiality or are under an appropriate statutory obligation of confidentiality, are trained in data protection and access only the data they need for their task.',
      ],
    },
    {
      id: 'security',
      heading: '8. Security of processing',
      paragraphs: [
        'In accordance with article 32 of the GDPR, Parcel Audit implements technical and organisational measures that ensure a level of security appropriate to the risk, and reviews them regularly. They include at least the following.',
        'Encryption: the data is encrypted at rest in the database and in file storage, with keys managed by AWS Key Management Service (KMS) or by the storage service; the data is encrypted in transit with TLS between browsers, the platform and the carriers.',
        'Tenant isolation: every record belongs to one Merchant, and every request is limited to the Merchant of the signed-in user; the isolation is checked by automated tests on every route.',
        'Access control: role-based access within the Merchant’s team (administrators and users); Parcel Audit’s staff access a Merchant’s data only to provide the Service or support, with individual accounts, and any switch to a Merchant’s account is recorded. Sessions end when a user is removed, deactivated, changes password or signs out.',
        'Sealed carrier credentials: carrier portal passwords are encrypted with a dedicated key and a context bound to the Merchant and the credential, are never shown in responses, logs or errors, and each reveal is recorded.',
        'Audit logs and monitoring: structured logs free of passwords and tokens, the recording of sensitive actions, and alerts on failures.',
        'Backups and resilience: continuous backups of the database with point-in-time recovery over 35 days, hosting spread over several availability zones of the region, and tested recovery of interrupted work.',
      ],
    },
    {
      id: 'sub-processors',
      heading: '9. Sub-processors',
      paragraphs: [
        'The Merchant gives Parcel Audit a general authorisation to engage sub-processors. Parcel Audit informs the Merchant’s administrators by e-mail at least thirty (30) days before adding or replacing a sub-processor; the Merchant may object on reasonable grounds within that time and, if no solution is found, terminate the Terms and Conditions without charge.',
        'Parcel Audit imposes on each sub-processor, by contract, the same data protection obligations as those of this Agreement, and remains fully liable to the Merchant for the performance of their obligations.',
        'Current sub-processor: Amazon Web Services EMEA SARL, 38 avenue John F. Kennedy, L-1855 Luxembourg, for the hosting of the platform in the AWS Europe (Paris) region, eu-west-3, in France. The services used are: Amazon DynamoDB (database of the audits, claims and accounts, Paris); Amazon S3 (storage of invoices, uploaded files and claim documents, Paris); AWS Lambda (running the application, Paris); AWS Step Functions (the workflows that check uploaded files and fetch sales data, Paris); Amazon Simple Email Service (sending e-mails to the Merchant’s users, Paris); AWS Key Management Service (encryption keys, Paris); AWS Transfer Family (fetching sales-data files from the Merchant’s SFTP server, Paris); Amazon CloudFront (delivery of the web application, from AWS edge locations).',
        'The carriers to which claims are sent are not sub-processors: the Merchant has its own contract with them, and Parcel Audit sends them only the data of the shipments concerned, in the Merchant’s name.',
      ],
    },
    {
      id: 'transfers',
      heading: '10. International transfers',
      paragraphs: [
        'The personal data is stored and processed in the European Union (AWS Paris region). Parcel Audit does not transfer it outside the European Economic Area, except where the Merchant instructs it to (for example a claim with a carrier established outside the EEA) or where a sub-processor’s service requires it (the delivery of the web application through edge locations).',
        'Any such transfer relies on an adequacy decision of the European Commission or on the standard contractual clauses adopted by the Commission (Decision (EU) 2021/914), with the supplementary measures they require, as included in the AWS data processing addendum.',
      ],
    },
    {
      id: 'assistance',
      heading: '11. Assistance to the Merchant',
      paragraphs: [
        'Taking into account the nature of the processing, Parcel Audit assists the Merchant by appropriate technical and organisational measures in answering requests from data subjects exercising their rights (access, rectification, erasure, restriction, portability, objection). Parcel Audit forwards to the Merchant without delay any request it receives directly and does not answer it itself, unless the Merchant instructs it to.',
        'Parcel Audit also assists the Merchant in ensuring compliance with articles 32 to 36 of the GDPR (security, breach notification, data protection impact assessments and prior consultation), taking into account the information available to it.',
      ],
    },
    {
      id: 'breaches',
      heading: '12. Personal data breaches',
      paragraphs: [
        'Parcel Audit notifies the Merchant of any personal data breach without undue delay and at the latest forty-eight (48) hours after becoming aware of it, by e-mail to the Merchant’s administrators.',
        'The notification describes the nature of the breach, the categories and approximate number of data subjects and records concerned, its likely consequences, and the measures taken or proposed to address it and mitigate its effects, together with a contact point. Information not available at first is provided in phases, without further undue delay. Notifying the supervisory authority and the data subjects remains the Merchant’s decision.',
      ],
    },
    {
      id: 'audits',
      heading: '13. Information and audits',
      paragraphs: [
        'Parcel Audit makes available to the Merchant all information necessary to demonstrate compliance with article 28 of the GDPR, including a description of its security measures and the certifications and reports of its sub-processors.',
        'The Merchant may carry out an audit, itself or through an independent auditor bound by confidentiality, once a year or after a personal data breach, with thirty (30) days’ notice and without disturbing the Service or other customers’ data. Each party bears its own costs, unless the audit reveals a material breach by Parcel Audit.',
      ],
    },
    {
      id: 'end',
      heading: '14. Deletion or return at the end',
      paragraphs: [
        'At the end of the Terms and Conditions, the Merchant can export its data from the platform. Parcel Audit then deletes the Merchant’s personal data, including its carrier credentials, within thirty (30) days of termination, unless Union or Member State law requires it to be kept (for example the invoices Parcel Audit issued, kept for the period the French Commercial Code requires).',
        'Copies in backups are deleted as the backups expire, within thirty-five (35) days of the deletion. On request, Parcel Audit confirms the deletion in writing. Claims the Merchant asked Parcel Audit to keep following are deleted once they close.',
      ],
    },
    {
      id: 'contact',
      heading: '15. Contact and precedence',
      paragraphs: [
        `The Merchant can reach Parcel Audit about personal data and this Agreement at ${LEGAL_CONTACT.privacy}, or by post to ${ISSUER.name}, ${ISSUER.street}, ${ISSUER.zip} ${ISSUER.city}, France. The Merchant gives Parcel Audit the contact details of its own data protection officer or contact person, if it has one.`,
        'In case of conflict between this Agreement and the Terms and Conditions on the protection of personal data, this Agreement prevails. It is governed by French law, like the Terms and Conditions.',
      ],
    },
  ],
};
