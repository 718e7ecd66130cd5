/** Surcharges against FedEx, DHL Express and Chronopost thresholds, peak seasons, declared value. */
import { describe, it } from 'vitest';
import { charge, finds, leaves, line, of, shipment } from '../../../test/support/audit-rules';

describe('handling_with_large_package', () => {
  const handling = charge('additional_handling', 'Additional Handling', 25);
  const large = charge('oversize', 'Large Package Surcharge', 95);
  it('refunds additional handling billed with a large package surcharge', () => {
    finds(
      'handling_with_large_package',
      shipment(line({ dimensionsCm: [130, 80, 60] }), handling, large),
      [25],
    );
    finds(
      'handling_with_large_package',
      shipment(...of('fedex', line({ dimensionsCm: [250, 40, 30] }), handling, large)),
      [25],
    );
  });
  it('leaves a parcel that is not large (oversize_not_met’s), and handling alone', () => {
    leaves('handling_with_large_package', shipment(line({ dimensionsCm: [100, 50, 40] }), handling, large));
    leaves('handling_with_large_package', shipment(line({ dimensionsCm: [130, 80, 60] }), handling));
  });
});

describe('fedex_handling_dimension_not_met', () => {
  const dimension = charge('additional_handling', 'Additional Handling Surcharge - Dimension', 35.2);
  it('refunds it within 121 / 76 / 266 cm', () => {
    finds(
      'fedex_handling_dimension_not_met',
      shipment(...of('fedex', line({ dimensionsCm: [90, 50, 30] }), dimension)),
      [35.2],
    );
  });
  it('leaves a parcel over 121 cm, and the packaging criterion', () => {
    leaves(
      'fedex_handling_dimension_not_met',
      shipment(...of('fedex', line({ dimensionsCm: [125, 40, 30] }), dimension)),
    );
    const packaging = { ...dimension, rawDescription: 'Additional Handling Surcharge - Packaging' };
    leaves(
      'fedex_handling_dimension_not_met',
      shipment(...of('fedex', line({ dimensionsCm: [90, 50, 30] }), packaging)),
    );
  });
});

describe('fedex_handling_weight_not_met', () => {
  const weight = charge('additional_handling', 'Additional Handling Surcharge - Weight', 36.2);
  it('refunds it at 31 kg or less', () => {
    finds(
      'fedex_handling_weight_not_met',
      shipment(...of('fedex', line({ enteredWeightKg: 20, billedWeightKg: 20 }), weight)),
      [36.2],
    );
  });
  it('leaves a parcel over 31 kg', () => {
    leaves(
      'fedex_handling_weight_not_met',
      shipment(...of('fedex', line({ enteredWeightKg: 32, billedWeightKg: 32 }), weight)),
    );
  });
});

describe('fedex_oversize_not_met', () => {
  const oversize = charge('oversize', 'Oversize Charge', 49.45);
  it('refunds it within 243 cm and 330 cm length plus girth', () => {
    finds(
      'fedex_oversize_not_met',
      shipment(...of('fedex', line({ dimensionsCm: [200, 30, 20] }), oversize)),
      [49.45],
    );
  });
  it('leaves a parcel over 243 cm', () => {
    leaves(
      'fedex_oversize_not_met',
      shipment(...of('fedex', line({ dimensionsCm: [250, 30, 20] }), oversize)),
    );
  });
});

describe('dhl_oversize_piece_not_met', () => {
  const oversize = charge('oversize', 'OVERSIZE PIECE', 30);
  it('refunds it when every side is under 100 cm', () => {
    finds(
      'dhl_oversize_piece_not_met',
      shipment(...of('dhl_express', line({ dimensionsCm: [90, 40, 30] }), oversize)),
      [30],
    );
  });
  it('leaves a piece over 100 cm', () => {
    leaves(
      'dhl_oversize_piece_not_met',
      shipment(...of('dhl_express', line({ dimensionsCm: [105, 40, 30] }), oversize)),
    );
  });
});

describe('dhl_overweight_piece_not_met', () => {
  const overweight = charge('other', 'OVERWEIGHT PIECE', 90);
  it('refunds it for a 40 kg piece', () => {
    finds(
      'dhl_overweight_piece_not_met',
      shipment(...of('dhl_express', line({ enteredWeightKg: 40, billedWeightKg: 40 }), overweight)),
      [90],
    );
  });
  it('leaves a piece over 70 kg', () => {
    leaves(
      'dhl_overweight_piece_not_met',
      shipment(...of('dhl_express', line({ enteredWeightKg: 72, billedWeightKg: 72 }), overweight)),
    );
  });
});

describe('chronopost_non_standard_not_met', () => {
  const outsize = charge('oversize', 'Supplément Hors Normes', 22);
  const chrono = (change = {}) =>
    line({
      service: 'Chrono 13',
      rawDescription: 'Chrono 13',
      enteredWeightKg: 12,
      billedWeightKg: 12,
      dimensionsCm: [80, 40, 30],
      ...change,
    });
  it('refunds it for a standard parcel', () => {
    finds('chronopost_non_standard_not_met', shipment(...of('chronopost', chrono(), outsize)), [22]);
  });
  it('leaves a parcel over 150 cm, and a 25 kg parcel in Chrono Relais', () => {
    leaves(
      'chronopost_non_standard_not_met',
      shipment(...of('chronopost', chrono({ dimensionsCm: [160, 40, 30] }), outsize)),
    );
    leaves(
      'chronopost_non_standard_not_met',
      shipment(
        ...of(
          'chronopost',
          chrono({ service: 'Chrono Relais', enteredWeightKg: 25, billedWeightKg: 25 }),
          outsize,
        ),
      ),
    );
  });
});

describe('peak_out_of_season', () => {
  const peak = (shipDate: string, rawDescription = 'Peak Surcharge') =>
    shipment(line({ shipDate }), charge('peak', rawDescription, 1.2, { shipDate }));
  it('refunds a peak-season surcharge in June', () => {
    finds('peak_out_of_season', peak('2025-06-10'), [1.2]);
  });
  it('leaves the season, years not announced, and demand surcharges', () => {
    leaves('peak_out_of_season', peak('2025-11-20'));
    leaves('peak_out_of_season', peak('2026-06-10'));
    leaves('peak_out_of_season', peak('2025-06-10', 'Demand Surcharge'));
  });
});

describe('declared_value_within_free_liability', () => {
  const declared = (value: string, currency = 'USD') =>
    shipment(line({ currency }), charge('declared_value', `Declared Value ${value} USD`, 3.45, { currency }));
  it('refunds a declared value fee for US$80', () => {
    finds('declared_value_within_free_liability', declared('80.00'), [3.45]);
  });
  it('leaves US$250, and other currencies', () => {
    leaves('declared_value_within_free_liability', declared('250.00'));
    leaves('declared_value_within_free_liability', declared('80.00', 'EUR'));
  });
});
