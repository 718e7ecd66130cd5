/**
 * An amount of money in the reader's locale: one amount in its currency ('–' when there is none
 * yet), or amounts in several currencies, largest first, joined by ' + ' (0 € when there are none).
 */
import { FormattedNumber, useIntl } from 'react-intl';

type MoneyProps = { value: number | null; currency: string } | { amounts: Record<string, number> };

export function Money(props: MoneyProps) {
  if ('amounts' in props) return <Amounts amounts={props.amounts} />;
  if (props.value === null) return <>–</>;
  return <FormattedNumber value={props.value} style="currency" currency={props.currency} />;
}

function Amounts({ amounts }: { amounts: Record<string, number> }) {
  const intl = useIntl();
  const entries = Object.entries(amounts).sort(([, a], [, b]) => b - a);
  if (entries.length === 0) return <>{intl.formatNumber(0, { style: 'currency', currency: 'EUR' })}</>;
  return (
    <>
      {entries
        .map(([currency, amount]) => intl.formatNumber(amount, { style: 'currency', currency }))
        .join(' + ')}
    </>
  );
}
