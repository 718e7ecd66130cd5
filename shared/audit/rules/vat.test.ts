/** VAT on exports, on nothing, on VAT, on disbursed duties. */
import { describe, it } from 'vitest';
import { charge, finds, leaves, line, shipment } from '../../../test/support/audit-rules';
import { NO_PLACE } from '../charge-line';

const to = (country: string) => ({ destination: { ...NO_PLACE, country, postalCode: '1000' } });

describe('vat_on_export', () => {
  it('refunds VAT on carriage to Switzerland', () => {
    finds('vat_on_export', shipment(line({ ...to('CH'), vat: 2 })), [2]);
  });
  it('leaves carriage within the EU VAT territory (Monaco included) and imports', () => {
    leaves('vat_on_export', shipment(line({ ...to('BE'), vat: 2 })));
    leaves('vat_on_export', shipment(line({ ...to('MC'), vat: 2 })));
    leaves('vat_on_export', shipment(line({ origin: { ...NO_PLACE, country: 'CN' }, vat: 2 })));
  });
  it('leaves a bill in a currency outside the EU: another country’s tax (Australian GST on a clearance fee)', () => {
    leaves('vat_on_export', shipment(line({ ...to('AU'), currency: 'AUD', vat: 2.1 })));
    finds('vat_on_export', shipment(line({ ...to('AU'), currency: 'EUR', vat: 2.1 })), [2.1]);
  });
});

describe('vat_on_zero_net', () => {
  it('refunds VAT on a zero charge', () => {
    finds('vat_on_zero_net', shipment(line(), charge('other', 'Paperless invoice', 0, { vat: 1.2 })), [1.2]);
  });
  it('leaves VAT on a charge, and the VAT line itself', () => {
    leaves('vat_on_zero_net', shipment(line({ vat: 2 })));
    leaves('vat_on_zero_net', shipment(line(), charge('vat', 'TVA', 0, { vat: 2 })));
  });
});

describe('vat_on_vat', () => {
  it('refunds VAT charged on a VAT line', () => {
    finds('vat_on_vat', shipment(line(), charge('vat', 'Import VAT', 20, { vat: 4 })), [4]);
  });
  it('leaves a VAT line without VAT', () => {
    leaves('vat_on_vat', shipment(line(), charge('vat', 'Import VAT', 20)));
  });
});

describe('vat_on_duties', () => {
  it('refunds VAT on disbursed import duty', () => {
    finds('vat_on_duties', shipment(line(), charge('duties_taxes', 'Import Duty', 35, { vat: 7 })), [7]);
  });
  it('leaves VAT on the carrier’s clearance fee, and duty without VAT', () => {
    leaves(
      'vat_on_duties',
      shipment(line(), charge('duties_taxes', 'Customs Clearance Fee', 10, { vat: 2 })),
    );
    leaves('vat_on_duties', shipment(line(), charge('duties_taxes', 'Import Duty', 35)));
  });
});
