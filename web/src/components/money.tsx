/**
 * An amount of money in the reader's locale: one amount in its currency ('–' when there is none
 * yet), or amounts in several currencies, largest first, joined by ' + ' (0 in `none`, euros unless
 * said, when there are none). An amount never breaks across lines (a narrow card would otherwise
 * write '112,15 $U' and 'S' on two): lines break only between amounts.
 */
import { FormattedNumber, useIntl } from 'react-intl';

type MoneyProps =
  | { value: number | null; currency: string }
  | { amounts: Record<string, number>; none?: string };

export function Money(props: MoneyProps) {
  if ('amounts' in props) return <Amounts amounts={props.amounts} none={props.none ?? 'EUR'} />;
  if (props.value === null) return <>–</>;
  return (
    <span className="money-amount">
      <FormattedNumber value={props.value} style="currency" currency={props.currency} />
    </span>
  );
}

function Amounts({ amounts, none }: { amounts: Record<string, number>; none: string }) {
  const intl = useIntl();
  const entries = Object.entries(amounts).sort(([, a], [, b]) => b - a);
  if (entries.length === 0)
    return (
      <span className="money-amount">{intl.formatNumber(0, { style: 'currency', currency: none })}</span>
    );
  return (
    <>
      {entries.map(([currency, amount], index) => (
        <span key={currency}>
          {index > 0 && ' + '}
          <span className="money-amount">{intl.formatNumber(amount, { style: 'currency', currency })}</span>
        </span>
      ))}
    </>
  );
}
