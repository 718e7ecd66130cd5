/** English messages of the public site's contact form (/contact) and its sent page (/contact/sent). */

export const siteContact = {
  'site.contact.title': 'Contact us',
  'site.contact.description':
    'Write to the Parcel Audit team about auditing your carrier invoices, your account or a partnership. We reply within 24 hours.',
  'site.contact.lead':
    'A question about auditing your carrier invoices, about your account, or an idea for a partnership? Write to us.',
  'site.contact.promise': 'We reply within {hours} hours.',
  'site.contact.formTitle': 'Your message',
  'site.contact.required': 'All fields are required unless marked optional.',
  'site.contact.name': 'Name',
  'site.contact.email': 'E-mail address',
  'site.contact.company': 'Company (optional)',
  'site.contact.subject': 'Subject',
  'site.contact.subject.choose': 'Choose a subject',
  'site.contact.subject.sales': 'Sales: our audit for your business',
  'site.contact.subject.support': 'Support with your account',
  'site.contact.subject.partnership': 'Partnership',
  'site.contact.subject.other': 'Something else',
  'site.contact.message': 'Message',
  'site.contact.messageHint': 'Between {min} and {max} characters.',
  'site.contact.messageTooShort': 'Write a little more: at least 10 characters.',
  'site.contact.website': 'Leave this field empty',
  'site.contact.send': 'Send the message',
  'site.contact.sending': 'Sending your message…',
  'site.contact.summary': 'Please check the form',
  'site.contact.offline': 'Your message could not be sent. Check your connection, then try again.',
  'site.contact.privacy': 'We use your details only to answer you, and keep your message for two years.',
  'site.contactSent.title': 'Message sent',
  'site.contactSent.description': 'Your message reached the Parcel Audit team.',
  'site.contactSent.lead':
    'Thank you: your message reached our team, and we have e-mailed you an acknowledgement.',
  'site.contactSent.meanwhile': 'In the meantime',
  'site.contactSent.pricing': 'See our pricing',
  'site.contactSent.faq': 'Read the questions merchants ask us',
};
