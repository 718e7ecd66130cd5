/** A claim's days left to file with its carrier, as the desk's list and detail show them. */
import { FormattedMessage } from 'react-intl';
import { daysLeftWords, urgencyOf } from './desk-format';

/** Days left as a number of days, "≈" when estimated (explained to screen readers), or closed. */
export function DaysLeft({ daysLeft, estimated }: { daysLeft: number; estimated: boolean }) {
  const words = daysLeftWords(daysLeft);
  return (
    <span className={`days-left ${urgencyOf(daysLeft)}`}>
      {estimated && <span aria-hidden="true">≈ </span>}
      <FormattedMessage id={words.id} values={words.values} />
      {estimated && (
        <span className="visually-hidden">
          {' '}
          <FormattedMessage id="desk.days.estimated" />
        </span>
      )}
    </span>
  );
}
