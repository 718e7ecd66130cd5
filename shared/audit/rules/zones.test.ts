/** Area and Corsica surcharges against the address, and zones. */
import { describe, expect, it } from 'vitest';
import { charge, finds, leaves, line, shipment } from '../../../test/support/audit-rules';
import { NO_PLACE } from '../charge-line';
import { isCityCentre, isCorsica } from './carrier-facts';

const to = (postalCode: string) => ({ destination: { ...NO_PLACE, country: 'FR', postalCode } });
const from = (postalCode: string) => ({ origin: { ...NO_PLACE, country: 'FR', postalCode } });

describe('the place facts', () => {
  it('knows Corsica and the city centres', () => {
    expect([isCorsica('FR', '20090'), isCorsica('FR', '20600'), isCorsica('FR', '21000')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(
      ['75011', '75116', '69009', '13016', '75021', '13017', '74400'].map((code) => isCityCentre('FR', code)),
    ).toEqual([true, true, true, true, false, false, false]);
  });
});

describe('corsica_surcharge_mainland', () => {
  const corse = charge('remote_area', 'Supplément Corse', 18);
  it('refunds a Corsica surcharge between two mainland postal codes', () => {
    finds('corsica_surcharge_mainland', shipment(line(), corse), [18]);
  });
  it('leaves a delivery to or a pickup from Corsica', () => {
    leaves('corsica_surcharge_mainland', shipment(line(to('20090')), { ...corse, ...to('20090') }));
    leaves('corsica_surcharge_mainland', shipment(line(from('20200')), { ...corse, ...from('20200') }));
  });
});

describe('area_surcharge_twice', () => {
  const area = charge('delivery_area', 'Delivery Area Surcharge', 3.5);
  const remote = charge('remote_area', 'Remote Area Surcharge', 12);
  it('keeps only the highest area surcharge', () => {
    finds('area_surcharge_twice', shipment(line(), area, remote), [3.5]);
  });
  it('leaves one area surcharge, and a pickup area surcharge', () => {
    leaves('area_surcharge_twice', shipment(line(), remote));
    leaves(
      'area_surcharge_twice',
      shipment(line(), area, { ...remote, rawDescription: 'Remote Area Surcharge - Pickup' }),
    );
  });
});

describe('area_surcharge_city_centre', () => {
  const area = charge('delivery_area', 'Delivery Area Surcharge', 3.5);
  it('refunds a delivery area surcharge in central Paris', () => {
    finds('area_surcharge_city_centre', shipment(line(to('75011')), { ...area, ...to('75011') }), [3.5]);
  });
  it('leaves a rural postal code, and a remote surcharge that may be the pickup’s', () => {
    leaves('area_surcharge_city_centre', shipment(line(to('74400')), { ...area, ...to('74400') }));
    const remote = charge('remote_area', 'Remote Area Surcharge', 12, to('75011'));
    leaves('area_surcharge_city_centre', shipment(line(to('75011')), remote));
  });
});

describe('zone_changed_without_address_change', () => {
  const rebill = line({
    invoiceNumber: 'INV-2',
    invoiceDate: '2026-11-12',
    zone: '006',
    net: 4.5,
    gross: 4.5,
    discount: 0,
  });
  it('refunds a rebill at another zone for the same addresses', () => {
    finds('zone_changed_without_address_change', shipment(line(), rebill), [4.5]);
  });
  it('leaves a rebill for another destination, and the same zone', () => {
    leaves('zone_changed_without_address_change', shipment(line(), { ...rebill, ...to('13008') }));
    leaves('zone_changed_without_address_change', shipment(line(), { ...rebill, zone: '004' }));
  });
});
