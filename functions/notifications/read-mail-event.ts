/** What an SES event message (as SES publishes it to SNS) says: which e-mail, and what became of it. */
import type { DeliveryState } from '@shared/admin/sendouts';

/** SES's event types (event publishing's `eventType`, notifications' `notificationType`), as our states. */
const STATES: Record<string, DeliveryState> = {
  Send: 'sent',
  DeliveryDelay: 'delayed',
  Delivery: 'delivered',
  Bounce: 'bounced',
  Reject: 'bounced',
  'Rendering Failure': 'bounced',
  Complaint: 'complained',
};

/** The e-mail and its new state an SES event message tells of (null: none we follow). */
export function readMailEvent(message: string): { messageId: string; state: DeliveryState } | null {
  let event: { eventType?: unknown; notificationType?: unknown; mail?: { messageId?: unknown } };
  try {
    event = JSON.parse(message);
  } catch {
    return null;
  }
  const type = String(event?.eventType ?? event?.notificationType ?? '');
  const messageId = event?.mail?.messageId;
  const state = STATES[type];
  if (!state || typeof messageId !== 'string' || !messageId) return null;
  return { messageId, state };
}
