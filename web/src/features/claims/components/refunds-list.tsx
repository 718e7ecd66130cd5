/**
 * The Refunds tab's list (issue 38, item 9): each refund a carrier credited, latest first, with its
 * investigation, the carrier's claim number, the day and amount, its proof (the credit note to
 * download, or the line that shows it) and, for the company's admin (Billing's amounts are
 * theirs), the success fee charged on it and the invoice that billed it.
 */

import { carrierById } from '@shared/carriers/carriers';
import type { Refund } from '@shared/claims/refunds';
import { DownloadButton } from '@web/components/document-row';
import { FormError } from '@web/components/form-error';
import { LoadMore } from '@web/components/load-more';
import { Money } from '@web/components/money';
import { TableHead } from '@web/components/table-head';
import { TableScroll } from '@web/components/table-scroll';
import { claimLink } from '@web/config/paths';
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useRefunds } from '../api/refunds';

function Proof({ refund, onError }: { refund: Refund; onError: (message: MessageKey) => void }) {
  const intl = useIntl();
  const { proof } = refund;
  if (!proof) return <FormattedMessage id="refunds.carrierAnswer" />;
  return (
    <>
      <FormattedMessage id={`claims.creditProof.${proof.kind}` as MessageKey} />
      {proof.reference && (
        <>
          {': '}
          <q>{proof.reference}</q>
        </>
      )}
      {proof.documentId && (
        <>
          {' '}
          <DownloadButton
            document={{
              documentId: proof.documentId,
              fileName: intl.formatMessage({ id: 'refunds.proofOf' }, { tracking: refund.tracking_number }),
            }}
            onError={onError}
          />
        </>
      )}
    </>
  );
}

function Fee({ refund }: { refund: Refund }) {
  const intl = useIntl();
  const { fee } = refund;
  if (!fee) return <FormattedMessage id="refunds.noFee" />;
  return (
    <>
      <FormattedMessage
        id="refunds.feeValue"
        values={{
          amount: <Money value={fee.amount} currency={refund.currency} />,
          percent: intl.formatNumber(fee.percent / 100, { style: 'percent', maximumFractionDigits: 2 }),
        }}
      />{' '}
      <span className="field-hint">
        {fee.invoiceNumber ? (
          <FormattedMessage id="refunds.billedOn" values={{ number: fee.invoiceNumber }} />
        ) : (
          <FormattedMessage id="refunds.notBilled" />
        )}
      </span>
    </>
  );
}

export function RefundsList() {
  const intl = useIntl();
  const list = useRefunds();
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const refunds = list.data?.flatMap((page) => page.refunds) ?? [];
  const fees = list.data?.[0]?.fees ?? false;
  const headings: MessageKey[] = [
    'claims.trackingNumber',
    'claims.carrier',
    'claims.claimNumber',
    'refunds.creditedOn',
    'refunds.amount',
    'refunds.proof',
    ...(fees ? (['refunds.fee'] as const) : []),
  ];
  return (
    <section aria-labelledby="refunds-list-heading">
      <h3 id="refunds-list-heading">
        <FormattedMessage id="refunds.listHeading" />
      </h3>
      {list.error && <FormError message={messageKeyOf(list.error)} />}
      <FormError message={problem} />
      {!list.data && !list.error && (
        <p role="status">
          <FormattedMessage id="app.loading" />
        </p>
      )}
      {list.data && refunds.length === 0 && (
        <p className="page-intro">
          <FormattedMessage id="refunds.none" />
        </p>
      )}
      {refunds.length > 0 && (
        <TableScroll label={intl.formatMessage({ id: 'refunds.listLabel' })}>
          <table className="data-table refunds">
            <TableHead headings={headings} />
            <tbody>
              {refunds.map((refund) => (
                <tr key={refund.claimId}>
                  <td>
                    <Link to={claimLink(refund.claimId)}>{refund.tracking_number}</Link>
                  </td>
                  <td>{carrierById(refund.carrier)?.name ?? refund.carrier}</td>
                  <td>{refund.claim_number ?? '–'}</td>
                  <td>
                    <FormattedDate value={`${refund.credited_on}T12:00:00Z`} dateStyle="medium" />
                  </td>
                  <td className="num">
                    <Money value={refund.credited_amount} currency={refund.currency} />
                  </td>
                  <td>
                    <Proof refund={refund} onError={setProblem} />
                  </td>
                  {fees && (
                    <td>
                      <Fee refund={refund} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {list.data && !fees && (
        <p className="field-hint">
          <FormattedMessage id="refunds.feesAdminOnly" />
        </p>
      )}
      <LoadMore pages={list} label="refunds.more" />
    </section>
  );
}
