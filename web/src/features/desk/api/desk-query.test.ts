/**
 * The desk's view in its address: the lane, the filters (as the API names them) and the open claim
 * read back from a query, a value the API would refuse left out, and written in one order.
 */
import { describe, expect, it } from 'vitest';
import { deskSearch, filtersInUse, laneQuery, readClaimRef, readDeskView } from './desk-query';

const read = (query: string) => readDeskView(new URLSearchParams(query));

describe('the desk view in the address', () => {
  it('reads the lane, every filter and the open claim', () => {
    // Act
    const view = read(
      'lane=answered&carrier=ups&companyId=demo-merchant&assignee=none&daysLeft=-3&amountMin=10&amountMax=500&claim=demo-merchant/claim-1',
    );

    // Assess
    expect(view).toEqual({
      filters: {
        lane: 'answered',
        carrier: 'ups',
        companyId: 'demo-merchant',
        assignee: 'none',
        daysLeft: '-3',
        amountMin: '10',
        amountMax: '500',
      },
      claim: { companyId: 'demo-merchant', claimId: 'claim-1' },
    });
  });

  it('starts on the claims to file, with no filter and no claim open', () => {
    expect(read('')).toEqual({ filters: { lane: 'to_file' }, claim: null });
  });

  it('leaves out what the API would refuse, keeping the rest', () => {
    // Act
    const view = read(
      'lane=nowhere&carrier=pigeon&companyId=a%20b&daysLeft=soon&amountMin=12.50&amountMax=900&claim=only-one-part',
    );

    // Assess
    expect(view).toEqual({ filters: { lane: 'to_file', amountMax: '900' }, claim: null });
  });

  it('reads a claim as its company and its id, nothing else', () => {
    expect(readClaimRef('co-1/claim_2')).toEqual({ companyId: 'co-1', claimId: 'claim_2' });
    expect(readClaimRef('co-1/claim/extra')).toBeNull();
    expect(readClaimRef(`co-1/${'x'.repeat(65)}`)).toBeNull();
    expect(readClaimRef(null)).toBeNull();
  });

  it('writes a view back as the query it was read from, the lane first', () => {
    // Prepare
    const query =
      '?lane=waiting_carrier&carrier=colissimo&assignee=user-7&daysLeft=5&claim=demo-merchant%2Fclaim-1';

    // Act
    const written = deskSearch(read(query));

    // Assess
    expect(written).toBe(query);
    expect(read(written)).toEqual(read(query));
  });

  it('asks the API for the lane and the filters in use, and counts them', () => {
    // Prepare
    const { filters } = read('lane=to_file&carrier=dhl_express&amountMin=100&claim=a/b');

    // Act and assess
    expect(laneQuery(filters)).toEqual({ lane: 'to_file', carrier: 'dhl_express', amountMin: '100' });
    expect(filtersInUse(filters)).toBe(2);
    expect(filtersInUse({ lane: 'answered' })).toBe(0);
  });
});
