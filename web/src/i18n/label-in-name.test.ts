/**
 * WCAG 2.5.3 (label in name): a button whose accessible name is longer than its visible text (to
 * say which row it acts on) keeps the visible text inside the name, so a person who says what
 * they see ('Edit', 'PDF (EN)') reaches it by voice. Each pair: the visible text's key, the name's.
 */
import { describe, expect, it } from 'vitest';
import { en, type MessageKey } from './en';
import { fr } from './fr';

const PAIRS: [visible: MessageKey, name: MessageKey][] = [
  ['billing.documents.pdf.en', 'billing.documents.pdfLabel.en'],
  ['billing.documents.pdf.fr', 'billing.documents.pdfLabel.fr'],
  ['goods.remove', 'goods.removeLabel'],
  ['contract.remove', 'contract.removeRow'],
  ['actions.provide', 'actions.provideLabel'],
  ['admin.studies.edit', 'admin.notes.editLabel'],
  ['admin.studies.delete', 'admin.notes.deleteLabel'],
  ['admin.studies.edit', 'admin.studies.editLabel'],
  ['admin.studies.delete', 'admin.studies.deleteLabel'],
  ['admin.studies.edit', 'admin.tours.editLabel'],
  ['admin.documents.only', 'admin.documents.onlyLabel'],
  ['admin.companies.deactivate', 'admin.companies.deactivateLabel'],
  ['admin.companies.activate', 'admin.companies.activateLabel'],
  ['admin.staff.remove', 'admin.staff.removeLabel'],
  ['admin.demo.remove', 'admin.demo.removeLabel'],
  ['admin.sendout.preview', 'admin.sendout.previewLabel'],
  ['admin.sftpReviews.save', 'admin.sftpReviews.saveLabel'],
  ['team.remove', 'team.removeLabel'],
  ['claimForm.detach', 'claimForm.detachLabel'],
  ['dashboards.custom.remove', 'dashboards.custom.removeLabel'],
  ['files.download', 'files.downloadLabel'],
  ['files.delete', 'files.deleteLabel'],
  ['salesData.revoke', 'salesData.revokeLabel'],
  ['salesData.sftp.downloadErrors', 'salesData.sftp.downloadErrorsLabel'],
  ['credentials.check', 'credentials.checkLabel'],
  ['credentials.edit', 'credentials.editLabel'],
  ['credentials.show', 'credentials.showLabel'],
  ['credentials.delete', 'credentials.deleteLabel'],
  ['credentials.history', 'credentials.historyLabel'],
  ['contract.button', 'contract.buttonLabel'],
  ['trackingKeys.enter', 'trackingKeys.enterLabel'],
  ['trackingKeys.replace', 'trackingKeys.replaceLabel'],
  ['trackingKeys.remove', 'trackingKeys.removeLabel'],
];

describe('accessible names', () => {
  it('contain the visible text, in en and fr', () => {
    const missing = [en, fr].flatMap((catalog) =>
      PAIRS.filter(
        ([visible, name]) => !catalog[name].toLowerCase().includes(catalog[visible].toLowerCase()),
      ).map(([visible, name]) => `${name}: '${catalog[name]}' lacks '${catalog[visible]}'`),
    );
    expect(missing).toEqual([]);
  });
});
