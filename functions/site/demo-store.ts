/**
 * Demo slots and bookings in the table. A slot (`DEMOSLOTS` / `SLOT#<slotId>`) holds its booking
 * once booked; the booking (`DEMOBOOKING#<bookingId>`) holds who booked, the digest of its link's
 * token and its state. Every change that touches a slot's booking is one conditional write or one
 * transaction, so a slot is held once whoever clicks together:
 * - book: the slot takes the booking only if it exists, is free and has not begun, with the
 *   booking put beside it;
 * - cancel: the booking turns cancelled and its slot is freed, only if the slot still holds it;
 * - move: the new slot takes the booking (free, not begun), the old one is freed, the booking
 *   names its new slot: all in one TransactWriteItems, or nothing.
 * Both items expire (DynamoDB TTL) 180 days after the slot: a booker's details are not kept on.
 */

import { cancellationReasons } from '../lib/aws/dynamo';
import { fromItem } from '../lib/table/item';
import { collections, keys } from '../lib/table/keys';
import { TTL_ATTRIBUTE } from '../lib/table/schema';
import { IF_ABSENT, type TransactItem, table, txPut, txUpdate } from '../lib/table/table';
import type { SlotBooking, StoredBooking, StoredSlot } from './demo-booking';

const KEEP_SECONDS = 180 * 24 * 3600;

/** When a slot's items may go: 180 days after it ends. */
export const expiryOf = (end: string) => Math.floor(new Date(end).getTime() / 1000) + KEEP_SECONDS;

/** The months (UTC, `YYYYMM`) from one instant's to another's. */
function monthsBetween(from: Date, to: Date): string[] {
  const months: string[] = [];
  const at = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1));
  while (at <= to) {
    months.push(`${at.getUTCFullYear()}${String(at.getUTCMonth() + 1).padStart(2, '0')}`);
    at.setUTCMonth(at.getUTCMonth() + 1);
  }
  return months;
}

const slotOf = (item: Record<string, unknown>): StoredSlot => {
  const { expiresAt: _, ...slot } = fromItem<StoredSlot & { expiresAt?: number }>(item);
  return slot;
};

export async function putSlot(slot: StoredSlot): Promise<void> {
  await table.put(
    { ...keys.demoSlot(slot.slotId), entity: 'demoSlot', ...slot, [TTL_ATTRIBUTE]: expiryOf(slot.end) },
    IF_ABSENT,
  );
}

export async function getSlot(slotId: string): Promise<StoredSlot | null> {
  const item = await table.get(keys.demoSlot(slotId), { consistent: true });
  return item ? slotOf(item) : null;
}

/** The slots starting from `from` (included) to `to` (excluded), by start: one query a month. */
export async function slotsBetween(from: Date, to: Date): Promise<StoredSlot[]> {
  const slots: StoredSlot[] = [];
  for (const month of monthsBetween(from, to)) {
    const items = await table.queryAll(collections.demoSlotsOfMonth(month), { ConsistentRead: true });
    slots.push(...items.map(slotOf));
  }
  return slots.filter((slot) => slot.start >= from.toISOString() && slot.start < to.toISOString());
}

/** Removes a slot nobody booked: 'removed', or why not. */
export async function deleteFreeSlot(slotId: string): Promise<'removed' | 'missing' | 'booked'> {
  try {
    await table.delete(keys.demoSlot(slotId), {
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(booking)',
    });
    return 'removed';
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    return (await getSlot(slotId)) ? 'booked' : 'missing';
  }
}

export async function getBooking(bookingId: string): Promise<StoredBooking | null> {
  const item = await table.get(keys.demoBooking(bookingId), { consistent: true });
  if (!item) return null;
  const { expiresAt: _, ...booking } = fromItem<StoredBooking & { expiresAt?: number }>(item);
  return booking;
}

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 15 * 2 ** attempt + Math.random() * 20));

/**
 * Runs a transaction, again after a conflict with another one on the same items (DynamoDB cancels
 * both sides of a race with TransactionConflict; the next try reads the winner's write): 'done',
 * or which items failed their condition (an empty list when conflicts outlasted the tries).
 */
async function transact(items: TransactItem[]): Promise<'done' | boolean[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      await table.transact(items);
      return 'done';
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      const failed = reasons.map((reason) => reason.Code === 'ConditionalCheckFailed');
      if (failed.some(Boolean)) return failed;
      if (attempt >= 5) return [];
      await pause(attempt);
    }
  }
}

/** The condition a slot must meet to take a booking: there, free, not begun. */
const takeSlot = (slotId: string, booking: SlotBooking, now: Date): TransactItem =>
  txUpdate(keys.demoSlot(slotId), {
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(booking) AND #start > :now',
    UpdateExpression: 'SET booking = :booking',
    ExpressionAttributeNames: { '#start': 'start' },
    ExpressionAttributeValues: { ':booking': booking, ':now': now.toISOString() },
  });

/** Frees a slot, only if it holds this booking. */
const freeSlot = (slotId: string, bookingId: string): TransactItem =>
  txUpdate(keys.demoSlot(slotId), {
    ConditionExpression: 'booking.bookingId = :bookingId',
    UpdateExpression: 'REMOVE booking',
    ExpressionAttributeValues: { ':bookingId': bookingId },
  });

/** Books a slot: true when it took the booking, false when it was taken, gone or begun. */
export async function bookSlot(booking: StoredBooking, slot: StoredSlot, now: Date): Promise<boolean> {
  const result = await transact([
    takeSlot(slot.slotId, slotBookingOf(booking), now),
    txPut(
      {
        ...keys.demoBooking(booking.bookingId),
        entity: 'demoBooking',
        ...booking,
        [TTL_ATTRIBUTE]: expiryOf(slot.end),
      },
      IF_ABSENT,
    ),
  ]);
  return result === 'done';
}

/** What a slot keeps of its booking: what the team sees in the Admin Panel. */
export function slotBookingOf(booking: StoredBooking): SlotBooking {
  return {
    bookingId: booking.bookingId,
    name: booking.name,
    company: booking.company,
    email: booking.email,
    parcelsPerMonth: booking.parcelsPerMonth,
    locale: booking.locale,
    bookedAt: booking.bookedAt,
  };
}

/** Cancels a booking and frees its slot: false when the booking changed meanwhile. */
export async function cancelBooking(booking: StoredBooking, now: Date): Promise<boolean> {
  const result = await transact([
    txUpdate(keys.demoBooking(booking.bookingId), {
      ConditionExpression: '#status = :booked AND slotId = :slotId',
      UpdateExpression: 'SET #status = :cancelled, changedAt = :now, #sequence = #sequence + :one',
      ExpressionAttributeNames: { '#status': 'status', '#sequence': 'sequence' },
      ExpressionAttributeValues: {
        ':booked': 'booked',
        ':cancelled': 'cancelled',
        ':slotId': booking.slotId,
        ':now': now.toISOString(),
        ':one': 1,
      },
    }),
    freeSlot(booking.slotId, booking.bookingId),
  ]);
  return result === 'done';
}

/**
 * Moves a booking to another slot in one transaction: the new slot takes it (free, not begun), the
 * old one is freed, the booking names the new one. 'moved', 'taken' (the new slot is not free,
 * gone or begun) or 'changed' (the booking was cancelled or moved meanwhile).
 */
export async function moveBooking(
  booking: StoredBooking,
  to: StoredSlot,
  now: Date,
): Promise<'moved' | 'taken' | 'changed'> {
  const result = await transact([
    takeSlot(to.slotId, slotBookingOf(booking), now),
    freeSlot(booking.slotId, booking.bookingId),
    txUpdate(keys.demoBooking(booking.bookingId), {
      ConditionExpression: '#status = :booked AND slotId = :from',
      UpdateExpression: 'SET slotId = :to, changedAt = :now, #sequence = #sequence + :one, #ttl = :ttl',
      ExpressionAttributeNames: { '#status': 'status', '#sequence': 'sequence', '#ttl': TTL_ATTRIBUTE },
      ExpressionAttributeValues: {
        ':booked': 'booked',
        ':from': booking.slotId,
        ':to': to.slotId,
        ':now': now.toISOString(),
        ':one': 1,
        ':ttl': expiryOf(to.end),
      },
    }),
  ]);
  if (result === 'done') return 'moved';
  return result[1] || result[2] ? 'changed' : 'taken';
}
