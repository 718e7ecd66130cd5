import { describe, expect, it } from 'vitest';
import {
  CURRENT_ACCEPTANCE,
  LEGAL_VERSION_PATTERN,
  LEGAL_VERSIONS,
  outdatedLegalDocuments,
} from './documents';

describe('outdatedLegalDocuments', () => {
  it('finds nothing outdated in the versions in force', () => {
    expect(outdatedLegalDocuments(CURRENT_ACCEPTANCE)).toEqual([]);
  });

  it.each([
    [{ terms_version: '2020-01-01' }, ['terms']],
    [{ data_agreement_version: '2020-01-01' }, ['dataAgreement']],
    [{ terms_version: '2099-12-31', data_agreement_version: '2020-01-01' }, ['terms', 'dataAgreement']],
  ])('names the outdated or unknown document of %j', (accepted, outdated) => {
    expect(outdatedLegalDocuments({ ...CURRENT_ACCEPTANCE, ...accepted })).toEqual(outdated);
  });

  it('names each version as a day', () => {
    for (const version of Object.values(LEGAL_VERSIONS)) expect(version).toMatch(LEGAL_VERSION_PATTERN);
  });
});
