/** Each rule of the catalog with a case it must find and a case it must leave alone. */
import { describe, expect, it } from 'vitest';
import { auditShipment } from '../audit';
import { type ChargeLine, NO_PLACE } from '../charge-line';
import { AUDIT_RULES, ruleById } from './index';
import type { Shipment } from './rule';

const line = (change: Partial<ChargeLine> = {}): ChargeLine => ({
  carrier: 'ups',
  account: 'A12B34',
  invoiceNumber: 'INV-1',
  invoiceDate: '2026-11-05',
  currency: 'EUR',
  trackingNumber: '1Z999AA10123456784',
  leadShipmentNumber: '',
  references: [],
  shipDate: '2026-10-05',
  deliveryDate: '2026-10-07',
  service: 'UPS Standard',
  zone: '004',
  origin: { ...NO_PLACE, country: 'FR' },
  destination: { ...NO_PLACE, country: 'FR' },
  enteredWeightKg: 3,
  billedWeightKg: 3,
  billedWeightType: 'actual',
  dimensionsCm: [30, 20, 10],
  dimDivisor: null,
  category: 'transportation',
  rawCode: '003',
  rawDescription: 'UPS Standard',
  gross: 14,
  discount: 4,
  net: 10,
  vat: 0,
  sourceLine: 1,
  ...change,
});
const shipment = (...lines: ChargeLine[]): Shipment => ({
  carrier: lines[0]!.carrier,
  trackingNumber: lines[0]!.trackingNumber,
  lines: lines.map((item, index) => ({ ...item, sourceLine: index + 1 })),
});
const check = (id: string, value: Shipment) => ruleById(id)!.check(value);

describe('the rule catalog', () => {
  it('has unique ids, names and explanations in en and fr, and a claim type', () => {
    expect(new Set(AUDIT_RULES.map((rule) => rule.id)).size).toBe(AUDIT_RULES.length);
    for (const rule of AUDIT_RULES) {
      expect(rule.name.en && rule.name.fr && rule.explanation.en && rule.explanation.fr).toBeTruthy();
      expect(rule.name.en).not.toBe(rule.name.fr);
      expect(rule.claimType).toBeTruthy();
    }
  });
});

describe('duplicate_charge', () => {
  const fuel = line({ category: 'fuel', rawCode: 'FSC', rawDescription: 'Fuel Surcharge', net: 2.1 });
  it('finds the same charge twice', () => {
    expect(check('duplicate_charge', shipment(line(), fuel, fuel))).toEqual([
      expect.objectContaining({ amount: 2.1 }),
    ]);
  });
  it('leaves different amounts, adjustments and VAT alone', () => {
    expect(check('duplicate_charge', shipment(line(), fuel, { ...fuel, net: 2.2 }))).toEqual([]);
    const adjustment = line({ category: 'adjustment', rawCode: 'SCC', net: 5 });
    expect(check('duplicate_charge', shipment(adjustment, adjustment))).toEqual([]);
  });
});

describe('additional_handling_not_met', () => {
  const handling = line({ category: 'additional_handling', rawCode: 'AHC', net: 12.5 });
  it('finds it on a small, light parcel', () => {
    expect(check('additional_handling_not_met', shipment(line(), handling))).toEqual([
      expect.objectContaining({ amount: 12.5 }),
    ]);
  });
  it('leaves it on a heavy or long parcel, or when the facts are missing', () => {
    expect(check('additional_handling_not_met', shipment(line({ billedWeightKg: 26 }), handling))).toEqual(
      [],
    );
    expect(
      check('additional_handling_not_met', shipment(line({ dimensionsCm: [130, 20, 10] }), handling)),
    ).toEqual([]);
    expect(
      check('additional_handling_not_met', shipment(line({ dimensionsCm: [100, 80, 10] }), handling)),
    ).toEqual([]);
    expect(
      check(
        'additional_handling_not_met',
        shipment(line({ dimensionsCm: null }), { ...handling, dimensionsCm: null }),
      ),
    ).toEqual([]);
  });
});

describe('oversize_not_met', () => {
  const large = line({ category: 'oversize', rawCode: 'LPS', net: 90 });
  it('finds it within length plus girth 300 cm', () => {
    expect(check('oversize_not_met', shipment(line({ dimensionsCm: [100, 50, 40] }), large))).toEqual([
      expect.objectContaining({
        amount: 90,
        evidence: expect.objectContaining({ length_plus_girth_cm: 280 }),
      }),
    ]);
  });
  it('leaves it above 300 cm or a side over 244 cm', () => {
    expect(check('oversize_not_met', shipment(line({ dimensionsCm: [120, 60, 40] }), large))).toEqual([]);
    expect(check('oversize_not_met', shipment(line({ dimensionsCm: [250, 10, 10] }), large))).toEqual([]);
  });
});

describe('saturday_not_saturday', () => {
  const saturday = line({ category: 'saturday', rawCode: 'SAT', net: 15 });
  it('finds it for a Wednesday delivery', () => {
    expect(
      check('saturday_not_saturday', shipment(line({ deliveryDate: '2026-10-07' }), saturday)),
    ).toHaveLength(1);
  });
  it('leaves a Saturday delivery, or one whose date is unknown', () => {
    const onSaturday = { ...saturday, deliveryDate: '2026-10-10' };
    expect(
      check('saturday_not_saturday', shipment(line({ deliveryDate: '2026-10-10' }), onSaturday)),
    ).toEqual([]);
    expect(
      check('saturday_not_saturday', shipment(line({ deliveryDate: '' }), { ...saturday, deliveryDate: '' })),
    ).toEqual([]);
  });
});

describe('residential_on_business', () => {
  const residential = line({ category: 'residential', rawCode: 'RES', net: 4.2 });
  it('finds it for a delivery to a company, or an address flagged business', () => {
    const business = { ...NO_PLACE, country: 'FR', company: 'Atelier Dupont' };
    expect(
      check('residential_on_business', shipment(line({ destination: business }), residential)),
    ).toHaveLength(1);
    const flagged = { ...NO_PLACE, country: 'FR', residential: false };
    expect(
      check('residential_on_business', shipment(line({ destination: flagged }), residential)),
    ).toHaveLength(1);
  });
  it('leaves a home delivery', () => {
    expect(check('residential_on_business', shipment(line(), residential))).toEqual([]);
  });
});

describe('dimensional_weight_overbilled', () => {
  const dimensional = (billed: number) =>
    line({ billedWeightType: 'dimensional', billedWeightKg: billed, dimensionsCm: [40, 30, 20], net: 18 });
  it('finds a billed weight above the dimensional and the actual weight', () => {
    // 40 x 30 x 20 / 5000 = 4.8 kg -> 5 kg; billed 9 kg: 18 x 4 / 9 = 8.
    expect(check('dimensional_weight_overbilled', shipment(dimensional(9)))).toEqual([
      expect.objectContaining({ amount: 8 }),
    ]);
  });
  it('leaves the right weight, half a kilo of rounding, and the carrier’s own divisor', () => {
    expect(check('dimensional_weight_overbilled', shipment(dimensional(5)))).toEqual([]);
    expect(check('dimensional_weight_overbilled', shipment(dimensional(5.5)))).toEqual([]);
    // At 4000 cm³/kg the parcel weighs 6 kg.
    expect(check('dimensional_weight_overbilled', shipment({ ...dimensional(6), dimDivisor: 4000 }))).toEqual(
      [],
    );
  });
});

describe('vat_rate_wrong', () => {
  it('finds VAT above 20 % within France', () => {
    expect(check('vat_rate_wrong', shipment(line({ vat: 2.5 })))).toEqual([
      expect.objectContaining({ amount: 0.5 }),
    ]);
  });
  it('leaves 20 %, a cent of rounding, and international charges', () => {
    expect(check('vat_rate_wrong', shipment(line({ vat: 2 })))).toEqual([]);
    expect(check('vat_rate_wrong', shipment(line({ vat: 2.01 })))).toEqual([]);
    expect(
      check('vat_rate_wrong', shipment(line({ vat: 2.5, destination: { ...NO_PLACE, country: 'BE' } }))),
    ).toEqual([]);
  });
});

describe('auditing a shipment', () => {
  it('applies a rule only to its carriers and names the lines and the invoice', () => {
    const handling = line({ category: 'additional_handling', rawCode: 'AHC', net: 12.5 });
    const [finding] = auditShipment(shipment(line(), handling));
    expect(finding).toMatchObject({
      ruleId: 'additional_handling_not_met',
      claimType: 'surcharge',
      invoiceNumber: 'INV-1',
      amount: 12.5,
      sourceLines: [2],
    });
    const gls = (item: ChargeLine) => ({ ...item, carrier: 'gls' });
    expect(auditShipment(shipment(gls(line()), gls(handling)))).toEqual([]);
  });
});
