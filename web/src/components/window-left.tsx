/** Days left in a carrier's claim window, or the day it closed: never a negative count. */
import { FormattedDate, FormattedMessage } from 'react-intl';

export function WindowLeft({ days, closesOn }: { days: number | null; closesOn: string | null }) {
  if (days === null) return <>–</>;
  if (days >= 0 || !closesOn)
    return <FormattedMessage id="claims.days" values={{ days: Math.max(0, days) }} />;
  return (
    <span className="window-closed">
      <FormattedMessage
        id="claims.windowClosed"
        values={{
          date: <FormattedDate value={`${closesOn}T12:00:00Z`} dateStyle="medium" timeZone="UTC" />,
        }}
      />
    </span>
  );
}
