/** English messages of the public site's legal pages (/terms-conditions, /data-agreement). */

export const siteLegal = {
  'site.legal.terms.title': 'Terms and Conditions',
  'site.legal.terms.description':
    'The Terms and Conditions of Parcel Audit: the carrier invoice audit, claims filed in your name, carrier credentials, the success fee, liability and termination.',
  'site.legal.dataAgreement.title': 'Data Processing Agreement',
  'site.legal.dataAgreement.description':
    'The Data Processing Agreement of Parcel Audit (GDPR article 28): the data processed, its purposes, the security measures, the sub-processors and deletion.',
  'site.legal.version': 'Version {version}, in force from {date}.',
  'site.legal.contents': 'Contents',
  'site.legal.accepted':
    'Accepted when a company signs up; the platform records the version each person accepted.',
  'site.legal.see.terms': 'It forms part of the <link>Terms and Conditions</link>.',
  'site.legal.see.dataAgreement': 'The <link>Data Processing Agreement</link> forms part of these Terms.',
  'site.legal.top': 'Back to the contents',
};
