/**
 * A figure the period has none of, said in words: why ('none filed yet', 'no shipment'), or 'no
 * data' when there is no more to say. Text a person reads and a screen reader says, not a dash
 * that looks like something failed to load.
 */
import type { MessageKey } from '@web/i18n/en';
import { FormattedMessage } from 'react-intl';

export function NoData({ reason = 'chart.noData' }: { reason?: MessageKey }) {
  return (
    <span className="no-data">
      <FormattedMessage id={reason} />
    </span>
  );
}
