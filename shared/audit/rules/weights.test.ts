/** Weight billing: a billed weight above the parcel's, minimum weights, the contract's divisor. */
import { describe, it } from 'vitest';
import {
  charge,
  contract,
  finds,
  leaves,
  line,
  reviews,
  shipment,
  shipmentWith,
} from '../../../test/support/audit-rules';
import { NO_PLACE } from '../charge-line';

describe('weight_rebilled', () => {
  it('finds an actual weight billed above the entered and the dimensional weight', () => {
    // Entered 3 kg, 30 x 20 x 10 cm is 1.5 kg: billed 6 kg, 10 x 3 / 6.
    finds('weight_rebilled', shipment(line({ billedWeightKg: 6 })), [5]);
  });
  it('leaves rounding up to the kilogram, dimensional billing and unknown dimensions', () => {
    leaves('weight_rebilled', shipment(line({ enteredWeightKg: 3.2, billedWeightKg: 4 })));
    leaves('weight_rebilled', shipment(line({ billedWeightKg: 6, billedWeightType: 'dimensional' })));
    leaves('weight_rebilled', shipment(line({ billedWeightKg: 6, dimensionsCm: null })));
  });
  it('asks for a review when the invoice does not say the weight is the actual one, or the carrier re-weighed', () => {
    reviews(
      'weight_rebilled',
      shipment(line({ billedWeightKg: 6, billedWeightType: 'unknown' })),
      [5],
      'weight_type_unknown',
    );
    const reweighed = line({ billedWeightKg: 6, rawDescription: 'Shipping Charge Correction Ground' });
    reviews('weight_rebilled', shipment(reweighed), [5], 'carrier_measured');
  });
  it('leaves the 40 lb a US parcel with additional handling is billed at least', () => {
    const us = { ...NO_PLACE, country: 'US', postalCode: '10002' };
    const handling = charge('additional_handling', 'Addl. Handling longest side', 22.8, {
      rawCode: 'AHL',
      origin: us,
    });
    leaves('weight_rebilled', shipment(line({ origin: us, billedWeightKg: 18.144 }), handling));
  });
});

describe('minimum_weight_misapplied', () => {
  const minimum = (change = {}) => line({ billedWeightType: 'minimum', billedWeightKg: 40, ...change });
  it('finds the large-package minimum on a parcel that is not large', () => {
    // Fair weight 3 kg: 10 x 37 / 40.
    finds('minimum_weight_misapplied', shipment(minimum()), [9.25]);
  });
  it('leaves a large package and a minimum at the parcel’s weight', () => {
    leaves('minimum_weight_misapplied', shipment(minimum({ dimensionsCm: [150, 60, 50] })));
    leaves('minimum_weight_misapplied', shipment(minimum({ billedWeightKg: 3 })));
  });
});

describe('dim_divisor_contract', () => {
  const dimensional = (billed: number) =>
    line({ billedWeightType: 'dimensional', billedWeightKg: billed, dimensionsCm: [40, 30, 20], net: 18 });
  const terms = contract({ dimDivisor: 6000 });
  it('finds a dimensional weight billed at the carrier’s divisor instead of the contract’s', () => {
    // 40 x 30 x 20 / 6000 = 4 kg, billed 5 kg: 18 x 1 / 5.
    finds('dim_divisor_contract', shipmentWith({ contract: terms }, dimensional(5)), [3.6]);
  });
  it('leaves the contract’s weight, a smaller contract divisor, and what dimensional_weight_overbilled finds', () => {
    leaves('dim_divisor_contract', shipmentWith({ contract: terms }, dimensional(4)));
    leaves(
      'dim_divisor_contract',
      shipmentWith({ contract: contract({ dimDivisor: 5000 }) }, dimensional(5)),
    );
    leaves('dim_divisor_contract', shipmentWith({ contract: terms }, dimensional(9)));
  });
});
