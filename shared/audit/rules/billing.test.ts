/** Billing errors within the invoice's own lines. */
import { describe, expect, it } from 'vitest';
import {
  charge,
  contract,
  finds,
  fuel,
  leaves,
  line,
  reviews,
  shipment,
  shipmentWith,
  tracking,
} from '../../../test/support/audit-rules';

describe('transportation_billed_twice', () => {
  it('refunds the smaller of two transport charges for one service on one invoice', () => {
    finds('transportation_billed_twice', shipment(line(), line({ net: 12, gross: 16 })), [10]);
  });
  it('leaves identical lines (duplicate_charge) and a charge on another invoice', () => {
    leaves('transportation_billed_twice', shipment(line(), line()));
    leaves('transportation_billed_twice', shipment(line(), line({ net: 12, invoiceNumber: 'INV-2' })));
  });
});

describe('service_billed_differently', () => {
  const express = line({ service: 'UPS Express', rawDescription: 'UPS Express', rawCode: '007', net: 25 });
  it('refunds the smaller of two services, or the one the tracking does not show', () => {
    finds('service_billed_differently', shipment(line(), express), [10]);
    finds(
      'service_billed_differently',
      shipmentWith({ tracking: tracking({ service: 'UPS Express' }) }, line(), express),
      [10],
    );
  });
  it('leaves one service, and a tracking service matching neither line', () => {
    leaves('service_billed_differently', shipment(line(), fuel()));
    leaves(
      'service_billed_differently',
      shipmentWith({ tracking: tracking({ service: 'UPS Express Saver' }) }, line(), express),
    );
  });
});

describe('billed_on_two_invoices', () => {
  it('refunds a charge billed again on a later invoice', () => {
    const [hit] = finds(
      'billed_on_two_invoices',
      shipment(line(), fuel(), fuel(1.8, { invoiceNumber: 'INV-2', invoiceDate: '2026-11-12' })),
      [1.8],
    );
    expect(hit!.evidence).toMatchObject({ first_invoice: 'INV-1', again_on_invoice: 'INV-2' });
  });
  it('leaves another amount, and the same invoice (duplicate_charge)', () => {
    leaves(
      'billed_on_two_invoices',
      shipment(line(), fuel(), fuel(1.9, { invoiceNumber: 'INV-2', invoiceDate: '2026-11-12' })),
    );
    leaves('billed_on_two_invoices', shipment(line(), fuel(), fuel()));
  });
  it('asks for a review when one invoice is the parcel’s duties bill and the other its transport bill', () => {
    const later = { invoiceNumber: 'INV-2', invoiceDate: '2026-11-12' };
    const duties = charge('duties_taxes', 'DUTIES & TAXES', 0);
    const fee = charge('other', 'CHANGE OF BILLING', 20);
    reviews(
      'billed_on_two_invoices',
      shipment(duties, fee, line(later), { ...fee, ...later }),
      [20],
      'separate_bills',
    );
  });
});

describe('accessorial_billed_twice', () => {
  const residential = charge('residential', 'Residential Surcharge', 4.2);
  const extended = charge('residential', 'Residential Surcharge - Extended', 5.1);
  it('keeps only the highest of a once-per-parcel surcharge', () => {
    finds('accessorial_billed_twice', shipment(line(), residential, extended), [4.2]);
  });
  it('leaves identical lines, and surcharges the contract judges', () => {
    leaves('accessorial_billed_twice', shipment(line(), residential, residential));
    const terms = contract({ surcharges: [{ category: 'residential', waived: true, maxAmount: null }] });
    leaves('accessorial_billed_twice', shipmentWith({ contract: terms }, line(), residential, extended));
  });
  it('leaves one surcharge billed on two invoices alike (billed_on_two_invoices), not claimed twice', () => {
    const later = { invoiceNumber: 'INV-2', invoiceDate: '2026-11-12' };
    leaves(
      'accessorial_billed_twice',
      shipment(line(), residential, line(later), { ...residential, ...later }),
    );
  });

  // Issue 41, item 7: an address correction's own name says 'correction'.
  const correction = charge('address_correction', 'Address Correction', 11, { rawCode: 'ADC' });
  const later = { invoiceNumber: 'INV-2', invoiceDate: '2026-11-12' };
  it('keeps only the highest of an address correction billed twice, under any wording', () => {
    const [hit] = finds(
      'accessorial_billed_twice',
      shipment(line(), correction, { ...correction, rawDescription: 'Address Correction Ground', net: 9.5 }),
      [9.5],
    );
    expect(hit!.evidence).toMatchObject({ category: 'address_correction' });
    finds(
      'accessorial_billed_twice',
      shipment(line(), charge('address_correction', "Correction d'adresse", 8), correction),
      [8],
    );
  });
  it('finds an address correction billed again on a later invoice, at the same or another amount', () => {
    const [hit] = finds(
      'accessorial_billed_twice',
      shipment(line(), correction, { ...correction, ...later, net: 9.5 }),
      [9.5],
    );
    expect(hit!.evidence).toMatchObject({
      charges: 'Address Correction 11 (INV-1); Address Correction 9.5 (INV-2)',
    });
    finds('accessorial_billed_twice', shipment(line(), correction, { ...correction, ...later }), [11]);
  });
  it('claims what a partial credit left of the second charge', () => {
    const credit = { ...correction, ...later, rawDescription: 'Address Correction Credit', net: -4 };
    const [hit] = finds(
      'accessorial_billed_twice',
      shipment(line(), correction, { ...correction, net: 9.5 }, credit),
      [5.5],
    );
    expect(hit!.evidence).toMatchObject({ credit: -4 });
  });
  it('leaves an address correction credited, then billed again', () => {
    const credit = { ...correction, ...later, net: -11 };
    leaves(
      'accessorial_billed_twice',
      shipment(line(), correction, credit, { ...correction, ...later, net: 9.5 }),
    );
  });
  it('leaves an adjustment invoice that reverses the charge and bills it again', () => {
    const reversal = charge('adjustment', 'Shipping Charge Correction Address Correction', -11, {
      ...later,
      rawCode: 'ADC',
    });
    leaves('accessorial_billed_twice', shipment(line(), correction, reversal, { ...correction, ...later }));
    leaves(
      'accessorial_billed_twice',
      shipment(
        line(),
        correction,
        { ...reversal, category: 'address_correction' },
        { ...correction, ...later, net: 12 },
      ),
    );
  });
  it('leaves a correction of the address correction (the difference billed)', () => {
    const difference = charge('address_correction', 'ADDRESS CORRECTION ADJUSTMENT', 2, { rawCode: 'ADC' });
    leaves('accessorial_billed_twice', shipment(line(), correction, difference));
  });
});

describe('fuel_without_charges', () => {
  it('refunds fuel billed alone', () => {
    finds('fuel_without_charges', shipment(fuel(2.1)), [2.1]);
  });
  it('leaves fuel with a transport charge, and a fuel correction', () => {
    leaves('fuel_without_charges', shipment(line(), fuel(2.1)));
    leaves('fuel_without_charges', shipment(fuel(2.1, { rawDescription: 'Fuel Surcharge Correction' })));
  });
});

describe('credit_rebilled', () => {
  const credit = charge('adjustment', 'Guaranteed Service Refund', -10, {
    rawCode: 'GSR',
    invoiceNumber: 'INV-2',
    invoiceDate: '2026-11-12',
  });
  const rebill = charge('adjustment', 'Guaranteed Service Refund reversal', 10, {
    rawCode: 'GSR',
    invoiceNumber: 'INV-3',
    invoiceDate: '2026-11-19',
  });
  it('refunds a credit billed back on a later invoice', () => {
    finds('credit_rebilled', shipment(line(), credit, rebill), [10]);
  });
  it('leaves a charge before the credit, and another amount', () => {
    leaves('credit_rebilled', shipment(line(), credit, { ...rebill, invoiceDate: '2026-11-01' }));
    leaves('credit_rebilled', shipment(line(), credit, { ...rebill, net: 8, gross: 8 }));
  });
});

describe('net_above_rate_less_discount', () => {
  it('finds a net above the rate less the discount shown', () => {
    finds('net_above_rate_less_discount', shipment(line({ gross: 14, discount: 4, net: 12 })), [2]);
  });
  it('leaves a net that adds up', () => {
    leaves('net_above_rate_less_discount', shipment(line({ gross: 14, discount: 4, net: 10 })));
  });
});
