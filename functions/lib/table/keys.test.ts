import { describe, expect, it } from 'vitest';
import { collections, keys, onIndex, partitions, tenantPartition } from './keys';
import { INDEX } from './schema';

const companyId = 'co-1';

/** Every builder whose first argument is the company, called with it and sample values. */
const tenantKeys = {
  company: keys.company(companyId),
  companySwitch: keys.companySwitch(companyId, '2026-11-23T10:00:00.000Z', 'u-1'),
  user: keys.user(companyId, 'u-1'),
  resetLink: keys.resetLink(companyId, 'u-1', 'digest'),
  tourDone: keys.tourDone(companyId, 'u-1', 'claims'),
  notified: keys.notified(companyId, 'u-1', 'digest'),
  satisfaction: keys.satisfaction(companyId, '2026-11-23T10:00:00.000Z', 'u-1'),
  credential: keys.credential(companyId, 'cred-1'),
  credentialCheck: keys.credentialCheck(companyId, 'cred-1', '2026-11-23T10:00:00.000Z'),
  credentialReveal: keys.credentialReveal(companyId, '2026-11-23T10:00:00.000Z', 'cred-1'),
  contract: keys.contract(companyId, 'cred-1'),
  trackingKeys: keys.trackingKeys(companyId, 'ups'),
  upload: keys.upload(companyId, 'up-1'),
  document: keys.document(companyId, 'doc-1'),
  documentHash: keys.documentHash(companyId, 'invoice', 'abc'),
  audit: keys.audit(companyId, 'doc-1'),
  auditChunk: keys.auditChunk(companyId, 'doc-1', 1, 3),
  bulkRun: keys.bulkRun(companyId, 'bulk-1'),
  bulkBatch: keys.bulkBatch(companyId, 'bulk-1', 3),
  claim: keys.claim(companyId, 'claim-1'),
  claimHistory: keys.claimHistory(companyId, 'claim-1', 2),
  openClaim: keys.openClaim(companyId, '1Z999'),
  stats: keys.stats(companyId, 'CLAIMSTATS#ALL'),
  lostScan: keys.lostScan(companyId),
  lostParcel: keys.lostParcel(companyId, '2026-11-01', 'ups', '1Z999'),
};

describe('table keys', () => {
  it.each(Object.entries(tenantKeys))('puts %s in its company partition C#<companyId>', (_name, key) => {
    expect(key.pk).toBe(`C#${companyId}`);
  });

  it('puts every collection of a company in its partition', () => {
    const all = [
      collections.users(companyId),
      collections.resetLinks(companyId, 'u-1'),
      collections.toursDone(companyId, 'u-1'),
      collections.credentials(companyId),
      collections.credentialChecks(companyId, 'cred-1'),
      collections.contracts(companyId),
      collections.trackingKeys(companyId),
      collections.claimWithHistory(companyId, 'claim-1'),
      collections.lostParcels(companyId),
    ];
    for (const collection of all) expect(collection.pk).toBe(tenantPartition(companyId));
  });

  it('gives every entity a key of its own', () => {
    const sortKeys = Object.values(tenantKeys).map((key) => key.sk);
    expect(new Set(sortKeys).size).toBe(sortKeys.length);
  });

  it('finds each item in the collection that lists it', () => {
    const pairs = [
      [keys.user(companyId, 'u-1'), collections.users(companyId)],
      [keys.resetLink(companyId, 'u-1', 'd'), collections.resetLinks(companyId, 'u-1')],
      [keys.tourDone(companyId, 'u-1', 'claims'), collections.toursDone(companyId, 'u-1')],
      [keys.credential(companyId, 'cred-1'), collections.credentials(companyId)],
      [keys.credentialCheck(companyId, 'cred-1', 'at'), collections.credentialChecks(companyId, 'cred-1')],
      [keys.contract(companyId, 'cred-1'), collections.contracts(companyId)],
      [keys.trackingKeys(companyId, 'ups'), collections.trackingKeys(companyId)],
      [keys.claim(companyId, 'claim-1'), collections.claimWithHistory(companyId, 'claim-1')],
      [keys.claimHistory(companyId, 'claim-1', 1), collections.claimWithHistory(companyId, 'claim-1')],
      [keys.lostParcel(companyId, 'at', 'ups', '1Z'), collections.lostParcels(companyId)],
    ] as const;
    for (const [key, collection] of pairs) {
      expect(key.pk).toBe(collection.pk);
      expect(key.sk.startsWith(collection.prefix)).toBe(true);
    }
  });

  it('keeps the keys items were written with', () => {
    expect(keys.auditChunk('co', 'doc', 1, 7)).toEqual({ pk: 'C#co', sk: 'AUDIT#doc#C#00007' });
    expect(keys.auditChunk('co', 'doc', 2, 7)).toEqual({ pk: 'C#co', sk: 'AUDIT#doc#R2#C#00007' });
    expect(keys.bulkBatch('co', 'b', 12)).toEqual({ pk: 'C#co', sk: 'BULK#b#B#00012' });
    expect(keys.claimHistory('co', 'c', 3)).toEqual({ pk: 'C#co', sk: 'CLAIM#c#H#000003' });
    expect(keys.emailGuard('a@b.example')).toEqual({ pk: 'EMAIL#a@b.example', sk: 'EMAIL' });
    expect(keys.throttleAccount('d')).toEqual({ pk: 'THROTTLE#ACCOUNT#d', sk: 'THROTTLE' });
    expect(keys.registration('d')).toEqual({ pk: 'REGISTRATION#d', sk: 'PENDING' });
  });

  it('names the index attributes from the schema', () => {
    expect(onIndex(INDEX.listing, partitions.documents('co'), 'at#doc')).toEqual({
      gsi2pk: 'DOCUMENTS#co',
      gsi2sk: 'at#doc',
    });
  });
});
