import { describe, expect, it } from 'vitest';
import { trackingFacts } from './tracking-facts';

const event = (at: string, code: string) => ({ at, code, description: code, location: 'Lyon' });

describe('trackingFacts', () => {
  it('orders the events oldest first and takes the first scan after the label', () => {
    const facts = trackingFacts({
      status: 'delivered',
      service: 'UPS Express Saver',
      scheduledDeliveryAt: '2026-10-07T18:00:00.000Z',
      deliveredAt: '2026-10-08T10:00:00.000Z',
      events: [
        event('2026-10-08T10:00:00.000Z', 'DL'),
        event('2026-10-05T09:00:00.000Z', 'PU'),
        event('2026-10-04T12:00:00.000Z', 'MP'),
      ],
    });
    expect(facts.events.map((item) => item.code)).toEqual(['MP', 'PU', 'DL']);
    expect(facts).toMatchObject({
      status: 'delivered',
      firstScanAt: '2026-10-05T09:00:00.000Z',
      scheduledDeliveryAt: '2026-10-07T18:00:00.000Z',
      deliveredAt: '2026-10-08T10:00:00.000Z',
      service: 'UPS Express Saver',
    });
  });

  it('has no first scan for a parcel whose label only was created, and no commitment the carrier did not give', () => {
    const facts = trackingFacts({
      status: 'label_created',
      service: '',
      scheduledDeliveryAt: '',
      deliveredAt: null,
      events: [event('2026-10-04T12:00:00.000Z', 'DR1'), event('not a date', 'XX')],
    });
    expect(facts).toMatchObject({
      firstScanAt: null,
      scheduledDeliveryAt: null,
      deliveredAt: null,
      service: null,
    });
    expect(facts.events).toHaveLength(1);
  });
});
