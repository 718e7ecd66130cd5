import { describe, expect, it } from 'vitest';
import { LOST_AFTER_DAYS, lostParcel, type TrackingFacts } from './lost';

const now = new Date('2026-11-22T10:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const parcel = (change: Partial<TrackingFacts> = {}): TrackingFacts => ({
  status: 'in_transit',
  scheduledDeliveryAt: daysAgo(8),
  deliveredAt: null,
  events: [
    { at: daysAgo(9), description: 'Arrived at facility', location: 'Lyon hub' },
    { at: daysAgo(10), description: 'Picked up', location: 'Origin depot' },
    { at: daysAgo(10.2), description: 'Shipment information received', location: '' },
  ],
  ...change,
});

describe('a lost parcel', () => {
  it('was scanned, is past its delivery date and has not moved for the threshold', () => {
    expect(lostParcel(parcel(), now)).toEqual({
      lastMovementAt: daysAgo(9),
      lastEvent: 'Arrived at facility',
      lastLocation: 'Lyon hub',
      daysWithoutMovement: 9,
    });
  });

  it('reads the latest event whatever the order the carrier lists them in', () => {
    const events = [...parcel().events].reverse();
    expect(lostParcel(parcel({ events }), now)?.lastEvent).toBe('Arrived at facility');
  });

  it('keeps the last event’s code when the carrier gives one, for the screens to read it', () => {
    const events = parcel().events.map((event, index) => (index === 0 ? { ...event, code: 'AR' } : event));
    expect(lostParcel(parcel({ events }), now)).toMatchObject({
      lastEvent: 'Arrived at facility',
      lastEventCode: 'AR',
    });
  });

  it('is not a parcel that moved recently, is not yet due, was delivered, returned or never scanned', () => {
    const recent = parcel().events.map((event, index) =>
      index === 0 ? { ...event, at: daysAgo(LOST_AFTER_DAYS - 1) } : event,
    );
    expect(lostParcel(parcel({ events: recent }), now)).toBeNull();
    expect(lostParcel(parcel({ scheduledDeliveryAt: daysAgo(-1) }), now)).toBeNull();
    expect(lostParcel(parcel({ status: 'delivered', deliveredAt: daysAgo(8) }), now)).toBeNull();
    expect(lostParcel(parcel({ status: 'returned' }), now)).toBeNull();
    expect(lostParcel(parcel({ status: 'label_created', events: parcel().events.slice(2) }), now)).toBeNull();
  });

  it('counts exactly at the threshold', () => {
    const at = parcel().events.map((event, index) =>
      index === 0 ? { ...event, at: daysAgo(LOST_AFTER_DAYS) } : event,
    );
    expect(lostParcel(parcel({ events: at }), now)?.daysWithoutMovement).toBe(LOST_AFTER_DAYS);
  });
});
