/**
 * The carriers' claim forms (issue 38, item 3) are data the desk's sheet reads: each of the nine
 * carriers has one, every carrier names the sources it was read from, and its denial reasons are
 * the desk's own (web/src/features/desk/sheet-labels.test.ts finds every label in en and fr).
 */
import { describe, expect, it } from 'vitest';
import { DENIAL_REASONS } from '../claims/desk';
import { CARRIER_IDS } from './carriers';
import {
  CLAIM_FORM_CARRIERS,
  CLAIM_FORMS,
  claimFormFor,
  denialReasonsFor,
  documentsWanted,
  SHEET_FIELD_KEYS,
  SHEET_FIELDS,
} from './claim-forms';

const NINE = [
  'ups',
  'fedex',
  'dhl_express',
  'colissimo',
  'chronopost',
  'dpd',
  'gls',
  'mondial_relay',
  'colis_prive',
];
describe('the carriers’ claim forms', () => {
  it('have an entry for each of the nine carriers, every one a catalog carrier', () => {
    expect([...CLAIM_FORM_CARRIERS].sort()).toEqual([...NINE].sort());
    for (const carrier of NINE) {
      expect(CLAIM_FORMS[carrier as keyof typeof CLAIM_FORMS].carrier).toBe(carrier);
      expect(CARRIER_IDS).toContain(carrier);
    }
  });

  it('ask each field once, in an order, the tracking number always, each field sourced', () => {
    for (const form of Object.values(CLAIM_FORMS)) {
      const keys = form.fields.map((field) => field.key);
      expect(new Set(keys).size, form.carrier).toBe(keys.length);
      expect(form.fields.find((field) => field.key === 'trackingNumber')?.required, form.carrier).toBe(true);
    }
    for (const key of SHEET_FIELD_KEYS) expect(SHEET_FIELDS[key]).toHaveProperty('format');
  });

  it('name their sources: an address, a title and what it says', () => {
    for (const form of Object.values(CLAIM_FORMS)) {
      expect(form.sources.length, form.carrier).toBeGreaterThan(0);
      for (const source of form.sources) {
        expect(source.url).toMatch(/^https?:\/\/[\w.-]+\//);
        expect(source.title.length).toBeGreaterThan(5);
        expect(source.says.length).toBeGreaterThan(20);
      }
      // The carrier's own page first where one was found; a third party's guide only says so.
      expect(form.channels.length, form.carrier).toBeGreaterThan(0);
      for (const channel of form.channels) expect(channel.address).toMatch(/^https:\/\//);
    }
  });

  it('deny only for the desk’s reasons, each carrier with its own and always “other”', () => {
    for (const form of Object.values(CLAIM_FORMS)) {
      expect(form.denialReasons, form.carrier).toContain('other');
      for (const reason of form.denialReasons) expect(DENIAL_REASONS).toContain(reason);
      expect(denialReasonsFor(form.carrier)).toEqual(form.denialReasons);
    }
    // GLS and Colis Privé say contents damaged in intact packaging are not theirs to pay; UPS never says so.
    expect(denialReasonsFor('gls')).toContain('not_carrier_fault');
    expect(denialReasonsFor('ups')).not.toContain('not_carrier_fault');
    // A carrier whose procedure was not read: any reason may be recorded.
    expect(claimFormFor('tnt')).toBeNull();
    expect(denialReasonsFor('tnt')).toEqual(DENIAL_REASONS);
  });

  it('want documents per issue, a billing dispute its carrier invoice', () => {
    expect(documentsWanted('ups', 'damaged')).toEqual([
      'proof_of_value',
      'damage_photos',
      'packaging_photos',
    ]);
    expect(documentsWanted('ups', 'late_delivery')).toEqual([]);
    expect(documentsWanted('dpd', 'surcharge')).toEqual(['carrier_invoice']);
    expect(documentsWanted('tnt', 'lost')).toEqual(['proof_of_value']);
    expect(documentsWanted('gls', 'late_delivery')).toEqual([]);
  });

  it('automate no claim step yet: no carrier publishes a claim API we found', () => {
    for (const form of Object.values(CLAIM_FORMS))
      expect(form.steps, form.carrier).toEqual({
        filing: 'desk',
        status: 'desk',
        documents: 'desk',
        credits: 'desk',
      });
  });
});
