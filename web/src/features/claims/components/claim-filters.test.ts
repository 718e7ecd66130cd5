import { describe, expect, it } from 'vitest';
import { matchingValues } from './claim-filters';

const names: Record<string, string> = { colissimo: 'Colissimo', colis_prive: 'Colis Privé', ups: 'UPS' };
const label = (value: string) => names[value] ?? value;

describe('the filters’ search', () => {
  const values = ['colissimo', 'colis_prive', 'ups'];

  it('shows every value without a search, and a chosen value the list no longer offers', () => {
    expect(matchingValues(values, ['dpd'], label, 'Carrier', '  ')).toEqual([...values, 'dpd']);
  });

  it('keeps the values whose name holds the search, accents and case aside', () => {
    expect(matchingValues(values, [], label, 'Carrier', 'PRIVE')).toEqual(['colis_prive']);
    expect(matchingValues(values, [], label, 'Carrier', 'colis')).toEqual(['colissimo', 'colis_prive']);
  });

  it('keeps a chosen value in view whatever the search', () => {
    expect(matchingValues(values, ['ups'], label, 'Carrier', 'colis')).toEqual([
      'colissimo',
      'colis_prive',
      'ups',
    ]);
  });

  it('keeps the whole list when the search names the list', () => {
    expect(matchingValues(values, [], label, 'Transporteur', 'transp')).toEqual(values);
    expect(matchingValues(values, [], label, 'Carrier', 'nothing')).toEqual([]);
  });
});
