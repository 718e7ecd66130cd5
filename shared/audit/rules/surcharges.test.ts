/** The first rules: surcharges without their condition and billing errors on a shipment's lines. */
import { describe, expect, it } from 'vitest';
import { charge, check, finds, leaves, line, reviews, shipment } from '../../../test/support/audit-rules';
import { type ChargeLine, NO_PLACE } from '../charge-line';

describe('duplicate_charge', () => {
  const fuel = charge('fuel', 'Fuel Surcharge', 2.1, { rawCode: 'FSC' });
  it('finds the same charge twice', () => {
    finds('duplicate_charge', shipment(line(), fuel, fuel), [2.1]);
  });
  it('leaves different amounts, adjustments and VAT alone', () => {
    leaves('duplicate_charge', shipment(line(), fuel, { ...fuel, net: 2.2 }));
    const adjustment = charge('adjustment', 'Shipping Charge Correction', 5, { rawCode: 'SCC' });
    leaves('duplicate_charge', shipment(adjustment, adjustment));
  });
});

describe('additional_handling_not_met', () => {
  const handling = charge('additional_handling', 'Addl. Handling longest side', 12.5, { rawCode: 'AHL' });
  const us = { ...NO_PLACE, country: 'US', postalCode: '10002' };
  it('finds it on a small, light parcel when the charge names its measure', () => {
    finds('additional_handling_not_met', shipment(line(), handling), [12.5]);
  });
  it('asks for a review when the charge does not name its measure (it may be for the packing)', () => {
    const packing = charge('additional_handling', 'Additional Handling', 12.5, { rawCode: 'AHC' });
    reviews('additional_handling_not_met', shipment(line(), packing), [12.5], 'handling_reason_unknown');
  });
  it('asks for a review when the carrier billed it after measuring the parcel itself', () => {
    const corrected = charge(
      'additional_handling',
      'Shipping Charge Correction Addl. Handling longest side',
      22.8,
      {
        rawCode: 'AHL',
      },
    );
    reviews('additional_handling_not_met', shipment(line(), corrected), [22.8], 'carrier_measured');
  });
  it('leaves a charge the carrier itself took back', () => {
    const refund = {
      ...handling,
      rawDescription: 'Shipping Charge Correction Addl. Handling longest side',
      net: -12.5,
    };
    leaves('additional_handling_not_met', shipment(line(), handling, refund));
  });
  it('reads the US thresholds from a US parcel: over 50 lb, or length plus girth over 105 in', () => {
    const fromUs = (change: Partial<ChargeLine>) => line({ origin: us, destination: us, ...change });
    // 23 kg is over 50 lb (22.68 kg) but within 25 kg.
    leaves(
      'additional_handling_not_met',
      shipment(fromUs({ enteredWeightKg: 23, billedWeightKg: 23 }), handling),
    );
    // 70 + 2 x 60 + 2 x 40 = 270 cm, over 105 in (266.7 cm), with every side within its own limit.
    leaves('additional_handling_not_met', shipment(fromUs({ dimensionsCm: [70, 60, 40] }), handling));
    finds('additional_handling_not_met', shipment(fromUs({ dimensionsCm: [70, 50, 40] }), handling), [12.5]);
  });
  it('leaves it on a heavy or long parcel, or when the facts are missing', () => {
    leaves('additional_handling_not_met', shipment(line({ billedWeightKg: 26 }), handling));
    leaves('additional_handling_not_met', shipment(line({ dimensionsCm: [130, 20, 10] }), handling));
    leaves('additional_handling_not_met', shipment(line({ dimensionsCm: [100, 80, 10] }), handling));
    leaves(
      'additional_handling_not_met',
      shipment(line({ dimensionsCm: null }), { ...handling, dimensionsCm: null }),
    );
  });
});

describe('oversize_not_met', () => {
  const large = charge('oversize', 'Large Package Surcharge', 90, { rawCode: 'LPS' });
  it('finds it within length plus girth 300 cm', () => {
    const [hit] = finds('oversize_not_met', shipment(line({ dimensionsCm: [100, 50, 40] }), large), [90]);
    expect(hit!.evidence).toMatchObject({ length_plus_girth_cm: 280 });
  });
  it('leaves it above 300 cm or a side over 244 cm', () => {
    leaves('oversize_not_met', shipment(line({ dimensionsCm: [120, 60, 40] }), large));
    leaves('oversize_not_met', shipment(line({ dimensionsCm: [250, 10, 10] }), large));
  });
});

describe('saturday_not_saturday', () => {
  const saturday = charge('saturday', 'Saturday Delivery', 15, { rawCode: 'SAT' });
  it('finds it for a Wednesday delivery', () => {
    finds('saturday_not_saturday', shipment(line({ deliveryDate: '2026-10-07' }), saturday), [15]);
  });
  it('leaves a Saturday delivery, or one whose date is unknown', () => {
    const onSaturday = { ...saturday, deliveryDate: '2026-10-10' };
    leaves('saturday_not_saturday', shipment(line({ deliveryDate: '2026-10-10' }), onSaturday));
    leaves('saturday_not_saturday', shipment(line({ deliveryDate: '' }), { ...saturday, deliveryDate: '' }));
  });
});

describe('residential_on_business', () => {
  const residential = charge('residential', 'Residential Surcharge', 4.2, { rawCode: 'RES' });
  it('finds it for a company shown by its legal form or VAT number, or an address the carrier flags business', () => {
    for (const company of ['Atelier Dupont SARL', 'PAKKA LLC', 'Amazon.com, Inc', 'Dupont FR12345678901']) {
      const business = { ...NO_PLACE, country: 'FR', company };
      finds('residential_on_business', shipment(line({ destination: business }), residential), [4.2]);
    }
    const flagged = { ...NO_PLACE, country: 'FR', residential: false };
    finds('residential_on_business', shipment(line({ destination: flagged }), residential), [4.2]);
  });
  it('only asks for a review when the consignee is a bare name (a home delivery names a person)', () => {
    for (const company of [
      'Atelier Dupont',
      'Taylor Daly',
      'Contact: feng',
      'ROBIN DENBLEYKER',
      'KYLE LANDSCAPE DEVELOPMENT',
    ]) {
      const named = { ...NO_PLACE, country: 'US', company };
      reviews(
        'residential_on_business',
        shipment(line({ destination: named }), residential),
        [4.2],
        'address_type_unknown',
      );
    }
  });
  it('leaves a home delivery', () => {
    leaves('residential_on_business', shipment(line(), residential));
  });
});

describe('dimensional_weight_overbilled', () => {
  const dimensional = (billed: number) =>
    line({ billedWeightType: 'dimensional', billedWeightKg: billed, dimensionsCm: [40, 30, 20], net: 18 });
  it('finds a billed weight above the dimensional and the actual weight', () => {
    // 40 x 30 x 20 / 5000 = 4.8 kg -> 5 kg; billed 9 kg: 18 x 4 / 9 = 8.
    finds('dimensional_weight_overbilled', shipment(dimensional(9)), [8]);
  });
  it('leaves the right weight, half a kilo of rounding, and the carrier’s own divisor', () => {
    leaves('dimensional_weight_overbilled', shipment(dimensional(5)));
    leaves('dimensional_weight_overbilled', shipment(dimensional(5.5)));
    // At 4000 cm³/kg the parcel weighs 6 kg.
    leaves('dimensional_weight_overbilled', shipment({ ...dimensional(6), dimDivisor: 4000 }));
  });
});

describe('vat_rate_wrong', () => {
  it('finds VAT above 20 % within France', () => {
    finds('vat_rate_wrong', shipment(line({ vat: 2.5 })), [0.5]);
  });
  it('leaves 20 %, a cent of rounding, and international charges', () => {
    leaves('vat_rate_wrong', shipment(line({ vat: 2 })));
    leaves('vat_rate_wrong', shipment(line({ vat: 2.01 })));
    expect(
      check('vat_rate_wrong', shipment(line({ vat: 2.5, destination: { ...NO_PLACE, country: 'BE' } }))),
    ).toEqual([]);
    leaves('vat_rate_wrong', shipment(line({ vat: 2.5, destination: { ...NO_PLACE, country: 'BE' } })));
  });
});
