/**
 * What a document line bills, in words: a success fee (its investigation, carrier and tracking
 * number, the refund and the share), its reversal, the subscription of a month, or the parcels
 * past the bundle. Shared by the preview and the fee lines.
 */
import type { PreviewReply } from '@web/api/billing';
import { planName } from '@web/components/bundle-gauge';
import { FormattedMessage, useIntl } from 'react-intl';

type Line = PreviewReply['documents'][number]['lines'][number];

const monthName = (intl: ReturnType<typeof useIntl>, period: string) =>
  intl.formatDate(`${period}-15T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function LineText({ line, currency }: { line: Line; currency: string }) {
  const intl = useIntl();
  if (line.kind === 'subscription' || line.kind === 'overage')
    return (
      <FormattedMessage
        id={`billing.line.${line.kind}`}
        values={{
          plan: planName(intl, line.planId ?? ''),
          month: monthName(intl, line.period ?? ''),
          count: line.quantity,
        }}
      />
    );
  return (
    <FormattedMessage
      id={`billing.line.${line.kind}`}
      values={{
        claim: line.claimNumber ?? line.claimId ?? '',
        carrier: (line.carrier ?? '').toUpperCase(),
        tracking: line.trackingNumber ?? '',
        refund: intl.formatNumber((line.creditedCents ?? 0) / 100, { style: 'currency', currency }),
        percent: intl.formatNumber((line.feePercent ?? 0) / 100, {
          style: 'percent',
          maximumFractionDigits: 2,
        }),
      }}
    />
  );
}
