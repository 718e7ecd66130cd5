/** What each page route carries for the layout around it: the title of the page. */
import type { MessageKey } from '@web/i18n/en';

export interface RouteHandle {
  title: MessageKey;
}
