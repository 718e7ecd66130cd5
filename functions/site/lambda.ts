/** The public site's area Lambda: what its pages' forms send (the contact form, demo booking). */
import { areaLambda } from '../http/lambda';
import {
  book as bookDemo,
  cancel as cancelDemoBooking,
  read as getDemoBooking,
  listSlots as listOpenDemoSlots,
  move as moveDemoBooking,
} from './demo-booking-endpoints';
import { handler as sendContactMessage } from './send-contact-message';

export const handler = areaLambda('site', {
  'send-contact-message': sendContactMessage,
  'list-open-demo-slots': listOpenDemoSlots,
  'book-demo': bookDemo,
  'get-demo-booking': getDemoBooking,
  'cancel-demo-booking': cancelDemoBooking,
  'move-demo-booking': moveDemoBooking,
});
