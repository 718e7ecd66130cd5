/** Rules on the carrier's tracking: late, lost, damaged, disputed, unused labels, fees for services not given. */
import { describe, expect, it } from 'vitest';
import {
  charge,
  contract,
  event,
  finds,
  fuel,
  leaves,
  line,
  of,
  shipmentWith,
  tracking,
} from '../../../test/support/audit-rules';

const express = line({ service: 'UPS Express', rawDescription: 'UPS Express', rawCode: '007', net: 25 });
const lateUps = tracking({
  scheduledDeliveryAt: '2026-10-06T12:00:00+02:00',
  deliveredAt: '2026-10-06T14:30:00+02:00',
});

describe('late_delivery_ups', () => {
  it('refunds the transportation of an Express parcel delivered after its commitment', () => {
    const [hit] = finds('late_delivery_ups', shipmentWith({ tracking: lateUps }, express, fuel(4.5)), [25]);
    expect(hit!.evidence).toMatchObject({ late_by_minutes: 150 });
  });
  it('leaves on-time, Standard, waived, excused and additional-handling parcels', () => {
    const onTime = tracking({
      scheduledDeliveryAt: '2026-10-06T12:00:00+02:00',
      deliveredAt: '2026-10-06T11:59:00+02:00',
    });
    leaves('late_delivery_ups', shipmentWith({ tracking: onTime }, express));
    leaves('late_delivery_ups', shipmentWith({ tracking: lateUps }, line()));
    leaves(
      'late_delivery_ups',
      shipmentWith({ tracking: lateUps, contract: contract({ moneyBackGuaranteeWaived: true }) }, express),
    );
    const excused = {
      ...lateUps,
      events: [...lateUps.events.slice(0, 3), event('2026-10-06T10:00:00+02:00', 'Receiver not available')],
    };
    leaves('late_delivery_ups', shipmentWith({ tracking: excused }, express));
    const handling = charge('additional_handling', 'Additional Handling', 12.5);
    leaves('late_delivery_ups', shipmentWith({ tracking: lateUps }, express, handling));
    leaves('late_delivery_ups', shipmentWith({}, express));
  });
});

describe('late_delivery_dhl_express', () => {
  const [transport, premium] = of(
    'dhl_express',
    line({ service: 'DHL EXPRESS 12:00', rawDescription: 'EXPRESS 12:00', rawCode: 'T', net: 60 }),
    charge('other', 'PREMIUM 12:00', 12, { rawCode: 'YK' }),
  );
  const at = (deliveredAt: string) =>
    tracking({ scheduledDeliveryAt: '2026-10-06T18:00:00+02:00', deliveredAt });
  it('refunds the premium when delivered after noon', () => {
    finds(
      'late_delivery_dhl_express',
      shipmentWith({ tracking: at('2026-10-06T13:10:00+02:00') }, transport!, premium!),
      [12],
    );
  });
  it('leaves a delivery before noon, a bundled premium and Express Worldwide', () => {
    leaves(
      'late_delivery_dhl_express',
      shipmentWith({ tracking: at('2026-10-06T11:50:00+02:00') }, transport!, premium!),
    );
    leaves(
      'late_delivery_dhl_express',
      shipmentWith({ tracking: at('2026-10-06T13:10:00+02:00') }, transport!),
    );
    const worldwide = {
      ...transport!,
      service: 'DHL EXPRESS WORLDWIDE',
      rawDescription: 'EXPRESS WORLDWIDE',
    };
    leaves(
      'late_delivery_dhl_express',
      shipmentWith({ tracking: at('2026-10-07T13:10:00+02:00') }, worldwide, premium!),
    );
  });
});

describe('late_delivery_chronopost', () => {
  const [chrono13] = of('chronopost', line({ service: 'Chrono 13', rawDescription: 'Chrono 13', net: 15.9 }));
  const at = (deliveredAt: string) =>
    tracking({ scheduledDeliveryAt: '2026-10-06T23:59:00+02:00', deliveredAt });
  it('refunds the transport of a Chrono 13 delivered after 1 p.m.', () => {
    finds(
      'late_delivery_chronopost',
      shipmentWith({ tracking: at('2026-10-06T15:20:00+02:00') }, chrono13!),
      [15.9],
    );
  });
  it('leaves a delivery before 1 p.m., Chrono Relais, and a waived guarantee', () => {
    leaves(
      'late_delivery_chronopost',
      shipmentWith({ tracking: at('2026-10-06T12:40:00+02:00') }, chrono13!),
    );
    const relay = { ...chrono13!, service: 'Chrono Relais', rawDescription: 'Chrono Relais' };
    leaves('late_delivery_chronopost', shipmentWith({ tracking: at('2026-10-07T15:20:00+02:00') }, relay));
    leaves(
      'late_delivery_chronopost',
      shipmentWith(
        { tracking: at('2026-10-06T15:20:00+02:00'), contract: contract({ moneyBackGuaranteeWaived: true }) },
        chrono13!,
      ),
    );
  });
});

const stuck = tracking({
  status: 'in_transit',
  deliveredAt: null,
  events: [
    event('2026-10-05T09:00:00+02:00', 'Shipment information received', 'MP', ''),
    event('2026-10-05T16:00:00+02:00', 'Picked up', 'PU', 'Paris, FR'),
    event('2026-10-06T03:00:00+02:00', 'Arrived at facility', 'AR'),
  ],
});

describe('lost_no_movement', () => {
  it(`claims the charges of a parcel that has not moved for days`, () => {
    const [hit] = finds(
      'lost_no_movement',
      shipmentWith({ tracking: stuck, asOf: '2026-10-15' }, line(), fuel()),
      [11.8],
    );
    expect(hit!.evidence).toMatchObject({ days_without_movement: 8, last_event: 'Arrived at facility' });
  });
  it('leaves a recent movement, no audit date, and a delivered parcel', () => {
    leaves('lost_no_movement', shipmentWith({ tracking: stuck, asOf: '2026-10-09' }, line()));
    leaves('lost_no_movement', shipmentWith({ tracking: stuck }, line()));
    leaves('lost_no_movement', shipmentWith({ tracking: tracking(), asOf: '2026-10-30' }, line()));
  });
});

describe('lost_reported_by_carrier', () => {
  const reported = {
    ...stuck,
    status: 'exception' as const,
    events: [...stuck.events, event('2026-10-08T10:00:00+02:00', 'Package lost in transit', 'LS')],
  };
  it('claims the charges of a parcel the carrier says is lost', () => {
    finds('lost_reported_by_carrier', shipmentWith({ tracking: reported }, line()), [10]);
  });
  it('leaves it once delivered, or when lost_no_movement already claims it', () => {
    leaves(
      'lost_reported_by_carrier',
      shipmentWith({ tracking: { ...reported, deliveredAt: '2026-10-09T10:00:00+02:00' } }, line()),
    );
    leaves('lost_reported_by_carrier', shipmentWith({ tracking: reported, asOf: '2026-10-20' }, line()));
  });
});

describe('damage_in_tracking', () => {
  const withEvent = (description: string) =>
    tracking({
      events: [
        ...tracking().events.slice(0, 3),
        event('2026-10-06T08:00:00+02:00', description, 'DM'),
        tracking().events[3]!,
      ],
    });
  it('claims the charges of a parcel damaged in the carrier’s care', () => {
    finds(
      'damage_in_tracking',
      shipmentWith({ tracking: withEvent('Damage reported: packaging torn') }, line(), fuel()),
      [11.8],
    );
    finds('damage_in_tracking', shipmentWith({ tracking: withEvent('Colis endommagé') }, line()), [10]);
  });
  it('leaves an inspection without damage and a parcel without tracking', () => {
    leaves('damage_in_tracking', shipmentWith({ tracking: withEvent('Inspected: no damage') }, line()));
    leaves('damage_in_tracking', shipmentWith({}, line()));
  });
});

const laterEvent = (description: string, at = '2026-10-08T09:00:00+02:00') =>
  tracking({ events: [...tracking().events, event(at, description, 'XX')] });

describe('misdelivered_in_tracking', () => {
  it('claims a parcel the tracking says was delivered to a wrong address', () => {
    finds(
      'misdelivered_in_tracking',
      shipmentWith({ tracking: laterEvent('Delivered to wrong address, investigation opened') }, line()),
      [10],
    );
  });
  it('leaves a plain delivery', () => {
    leaves('misdelivered_in_tracking', shipmentWith({ tracking: tracking() }, line()));
  });
});

describe('exception_after_delivery', () => {
  it('claims a parcel reported not received after its delivery scan', () => {
    finds(
      'exception_after_delivery',
      shipmentWith({ tracking: laterEvent('Receiver reports parcel not received') }, line()),
      [10],
    );
  });
  it('leaves an exception before delivery', () => {
    leaves(
      'exception_after_delivery',
      shipmentWith(
        { tracking: laterEvent('Delivery exception: access code', '2026-10-06T18:00:00+02:00') },
        line(),
      ),
    );
  });
});

const signature = charge('signature', 'Signature Required', 3.5, { rawCode: 'SIG' });
const deliveredAs = (description: string) =>
  tracking({
    events: [...tracking().events.slice(0, 3), event('2026-10-07T11:00:00+02:00', description, 'DL')],
  });

describe('delivered_unattended_signature_billed', () => {
  it('claims the transport of a parcel left at the door although signature was paid for', () => {
    finds(
      'delivered_unattended_signature_billed',
      shipmentWith({ tracking: deliveredAs('Delivered, left at front door') }, line(), signature),
      [10],
    );
  });
  it('leaves a signed delivery, and a door delivery without a signature service', () => {
    leaves(
      'delivered_unattended_signature_billed',
      shipmentWith({ tracking: deliveredAs('Delivered, signed by DUPONT') }, line(), signature),
    );
    leaves(
      'delivered_unattended_signature_billed',
      shipmentWith({ tracking: deliveredAs('Delivered, left at front door') }, line()),
    );
  });
});

describe('signature_not_obtained', () => {
  it('refunds the signature fee of a delivery without signature', () => {
    finds(
      'signature_not_obtained',
      shipmentWith({ tracking: deliveredAs('Déposé dans la boîte aux lettres') }, line(), signature),
      [3.5],
    );
  });
  it('leaves a signed delivery', () => {
    leaves(
      'signature_not_obtained',
      shipmentWith({ tracking: deliveredAs('Delivered, signed by DUPONT') }, line(), signature),
    );
  });
});

const labelOnly = tracking({
  status: 'label_created',
  firstScanAt: null,
  scheduledDeliveryAt: null,
  deliveredAt: null,
  events: [event('2026-10-05T09:00:00+02:00', 'Shipment information received', 'MP', '')],
});

describe('label_never_scanned', () => {
  it('refunds a label never scanned a week after the ship date', () => {
    finds(
      'label_never_scanned',
      shipmentWith({ tracking: labelOnly, asOf: '2026-10-12' }, line(), fuel()),
      [11.8],
    );
  });
  it('leaves a label created three days ago, a scanned parcel and a voided label', () => {
    leaves('label_never_scanned', shipmentWith({ tracking: labelOnly, asOf: '2026-10-08' }, line()));
    leaves(
      'label_never_scanned',
      shipmentWith({ tracking: { ...stuck, status: 'in_transit' }, asOf: '2026-10-12' }, line()),
    );
    const voided = {
      ...labelOnly,
      events: [...labelOnly.events, event('2026-10-05T10:00:00+02:00', 'Label voided', 'VD', '')],
    };
    leaves('label_never_scanned', shipmentWith({ tracking: voided, asOf: '2026-10-12' }, line()));
  });
});

describe('label_voided_billed', () => {
  const voided = {
    ...labelOnly,
    events: [...labelOnly.events, event('2026-10-05T10:00:00+02:00', 'Label voided by shipper', 'VD', '')],
  };
  it('refunds a voided label', () => {
    finds('label_voided_billed', shipmentWith({ tracking: voided }, line()), [10]);
  });
  it('leaves a voided label that was scanned after all', () => {
    leaves(
      'label_voided_billed',
      shipmentWith({ tracking: { ...voided, firstScanAt: '2026-10-05T16:00:00+02:00' } }, line()),
    );
  });
});

describe('return_charge_on_delivered', () => {
  const rts = charge('return_to_sender', 'Return to Sender', 9.6, { rawCode: 'RTS' });
  it('refunds a return charge on a parcel delivered without a return', () => {
    finds('return_charge_on_delivered', shipmentWith({ tracking: tracking() }, line(), rts), [9.6]);
  });
  it('leaves a parcel whose tracking shows a return', () => {
    leaves(
      'return_charge_on_delivered',
      shipmentWith({ tracking: laterEvent('Return to sender requested') }, line(), rts),
    );
  });
});

describe('delivery_fees_on_returned', () => {
  const cod = charge('cod', 'C.O.D.', 6, { rawCode: 'COD' });
  const returned = tracking({ status: 'returned', deliveredAt: null });
  it('refunds signature and cash-on-delivery fees of a parcel returned undelivered', () => {
    finds(
      'delivery_fees_on_returned',
      shipmentWith({ tracking: returned }, line(), signature, cod),
      [3.5, 6],
    );
    finds('delivery_fees_on_returned', shipmentWith({ tracking: returned }, line(), cod), [6]);
  });
  it('leaves them on a delivered parcel', () => {
    leaves('delivery_fees_on_returned', shipmentWith({ tracking: tracking() }, line(), signature, cod));
  });
});

describe('saturday_weekday_in_tracking', () => {
  const saturday = charge('saturday', 'Saturday Delivery', 15, { rawCode: 'SAT', deliveryDate: '' });
  const base = line({ deliveryDate: '' });
  it('refunds a Saturday fee for a parcel the tracking shows delivered on Wednesday', () => {
    finds('saturday_weekday_in_tracking', shipmentWith({ tracking: tracking() }, base, saturday), [15]);
  });
  it('leaves a Saturday delivery, and invoices with their own delivery date', () => {
    leaves(
      'saturday_weekday_in_tracking',
      shipmentWith({ tracking: tracking({ deliveredAt: '2026-10-10T10:00:00+02:00' }) }, base, saturday),
    );
    leaves(
      'saturday_weekday_in_tracking',
      shipmentWith({ tracking: tracking() }, line(), { ...saturday, deliveryDate: '2026-10-07' }),
    );
  });
});

describe('address_correction_not_in_tracking', () => {
  const correction = charge('address_correction', 'Address Correction', 12.5, { rawCode: 'ADC' });
  it('refunds an address correction the tracking never shows', () => {
    finds(
      'address_correction_not_in_tracking',
      shipmentWith({ tracking: tracking() }, line(), correction),
      [12.5],
    );
  });
  it('leaves it when the tracking records an address problem', () => {
    const corrected = tracking({
      events: [
        ...tracking().events.slice(0, 3),
        event('2026-10-06T09:00:00+02:00', 'Address corrected'),
        tracking().events[3]!,
      ],
    });
    leaves('address_correction_not_in_tracking', shipmentWith({ tracking: corrected }, line(), correction));
  });
});

describe('pickup_fee_on_drop_off', () => {
  const pickup = charge('pickup', 'On Call Pickup', 4.9, { rawCode: 'OCP' });
  it('refunds a pickup fee for a parcel dropped off at an access point', () => {
    const dropped = tracking({
      events: [
        tracking().events[0]!,
        event('2026-10-05T12:00:00+02:00', 'Dropped off at UPS Access Point', 'DO', 'Paris, FR'),
        ...tracking().events.slice(2),
      ],
    });
    finds('pickup_fee_on_drop_off', shipmentWith({ tracking: dropped }, line(), pickup), [4.9]);
  });
  it('leaves a parcel picked up by the driver', () => {
    leaves('pickup_fee_on_drop_off', shipmentWith({ tracking: tracking() }, line(), pickup));
  });
});
