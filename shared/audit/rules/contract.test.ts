/** Rules on the contract terms: discounts, the fuel table, waived and capped surcharges. */
import { describe, it } from 'vitest';
import { charge, contract, finds, fuel, leaves, line, shipmentWith } from '../../../test/support/audit-rules';

const october = [{ from: '2026-10-01', to: '2026-10-31', percent: 18 }];

describe('discount_not_applied', () => {
  const terms = contract({ discounts: [{ service: 'Standard', percent: 30 }] });
  it('finds a discount below the contract’s percent', () => {
    // 20 less 30 % = 14 due; billed 16.
    finds(
      'discount_not_applied',
      shipmentWith({ contract: terms }, line({ gross: 20, discount: 4, net: 16 })),
      [2],
    );
  });
  it('leaves the agreed discount, another service and no contract', () => {
    leaves(
      'discount_not_applied',
      shipmentWith({ contract: terms }, line({ gross: 20, discount: 6, net: 14 })),
    );
    leaves(
      'discount_not_applied',
      shipmentWith(
        { contract: terms },
        line({ service: 'UPS Express', rawDescription: 'UPS Express', gross: 20, discount: 4, net: 16 }),
      ),
    );
    leaves('discount_not_applied', shipmentWith({}, line({ gross: 20, discount: 4, net: 16 })));
  });
});

describe('fuel_rate_above_table', () => {
  const terms = contract({ fuelTable: october });
  it('finds fuel above the period’s percent of the charges at their published rate', () => {
    // 18 % of 14 = 2.52; billed 3.50.
    finds('fuel_rate_above_table', shipmentWith({ contract: terms }, line(), fuel(3.5)), [0.98]);
  });
  it('leaves fuel within the percent, and a ship date outside the table', () => {
    leaves('fuel_rate_above_table', shipmentWith({ contract: terms }, line(), fuel(2.52)));
    leaves(
      'fuel_rate_above_table',
      shipmentWith(
        { contract: terms },
        line({ shipDate: '2026-11-02' }),
        fuel(3.5, { shipDate: '2026-11-02' }),
      ),
    );
  });
});

describe('fuel_on_waived_surcharge', () => {
  const terms = contract({
    fuelTable: october,
    surcharges: [{ category: 'residential', waived: true, maxAmount: null }],
  });
  const residential = charge('residential', 'Residential Surcharge', 5);
  it('finds the fuel computed on a waived surcharge', () => {
    // 18 % of (10 + 5) = 2.70 billed; the waived 5 carried 0.90.
    finds(
      'fuel_on_waived_surcharge',
      shipmentWith({ contract: terms }, line(), residential, fuel(2.7)),
      [0.9],
    );
  });
  it('leaves fuel computed without it, and surcharges not waived', () => {
    leaves('fuel_on_waived_surcharge', shipmentWith({ contract: terms }, line(), residential, fuel(1.8)));
    leaves(
      'fuel_on_waived_surcharge',
      shipmentWith({ contract: contract({ fuelTable: october }) }, line(), residential, fuel(2.7)),
    );
  });
});

describe('surcharge_waived_billed', () => {
  const residential = charge('residential', 'Residential Surcharge', 5);
  it('finds a waived surcharge billed', () => {
    const terms = contract({ surcharges: [{ category: 'residential', waived: true, maxAmount: null }] });
    finds('surcharge_waived_billed', shipmentWith({ contract: terms }, line(), residential), [5]);
  });
  it('leaves a surcharge the contract does not waive', () => {
    const terms = contract({ surcharges: [{ category: 'residential', waived: false, maxAmount: null }] });
    leaves('surcharge_waived_billed', shipmentWith({ contract: terms }, line(), residential));
  });
});

describe('surcharge_above_cap', () => {
  const terms = contract({ surcharges: [{ category: 'additional_handling', waived: false, maxAmount: 10 }] });
  it('finds the part above the agreed cap', () => {
    finds(
      'surcharge_above_cap',
      shipmentWith({ contract: terms }, line(), charge('additional_handling', 'Additional Handling', 12.5)),
      [2.5],
    );
  });
  it('leaves a surcharge within the cap', () => {
    leaves(
      'surcharge_above_cap',
      shipmentWith({ contract: terms }, line(), charge('additional_handling', 'Additional Handling', 9.5)),
    );
  });
});
