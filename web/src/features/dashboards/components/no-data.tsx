/** A figure the period has no data for: a dash to the eye, 'no data' to a screen reader. */
import { FormattedMessage } from 'react-intl';

export function NoData() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">
        <FormattedMessage id="chart.noData" />
      </span>
    </>
  );
}
