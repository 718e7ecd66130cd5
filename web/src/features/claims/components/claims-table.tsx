/**
 * The claims table: the tracking number (the link to the claim, a star on favourites) and the
 * chosen columns; on a phone each claim a card with every chosen column (components/row-cards.ts).
 */

import { carrierById } from '@shared/carriers/carriers';
import type { ClaimView } from '@shared/claims/schema';
import { Money } from '@web/components/money';
import { useRowCards } from '@web/components/row-cards';
import { WindowLeft } from '@web/components/window-left';
import type { MessageKey } from '@web/i18n/en';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { COLUMN_HEADING, type Column } from './claim-columns';
import { regionName } from './region-name';

function Cell({ column, claim }: { column: Column; claim: ClaimView }): ReactNode {
  const intl = useIntl();
  switch (column) {
    case 'carrier':
      return carrierById(claim.carrier)?.name ?? claim.carrier;
    case 'reason_refund':
      return <FormattedMessage id={`claims.issue.${claim.reason_refund}` as MessageKey} />;
    case 'reference':
      return claim.reference;
    case 'state':
      return (
        <span className={`state-badge stage-${claim.stage}`}>
          <FormattedMessage id={`claims.state.${claim.state}` as MessageKey} />
        </span>
      );
    case 'stage':
      return <FormattedMessage id={`claims.stage.${claim.stage}` as MessageKey} />;
    case 'owner':
      return claim.is_lox_claim ? <FormattedMessage id="claims.source.audit" /> : claim.owner;
    case 'service_level':
      return claim.service_level_agreement ?? '–';
    case 'country_code_receiver':
      return claim.country_code_receiver ? regionName(intl.locale, claim.country_code_receiver) : '–';
    case 'requested':
      return <Money value={claim.requested_amount} currency={claim.currency} />;
    case 'claim_date':
      return claim.claim_date ? <FormattedDate value={claim.claim_date} dateStyle="medium" /> : '–';
    case 'days_left':
      return <WindowLeft days={claim.days_left_to_claim} closesOn={claim.window_closes_on} />;
    case 'created':
      return <FormattedDate value={claim.createdAt} dateStyle="medium" />;
  }
}

export function ClaimsTable({
  claims,
  columns,
  detailsLink,
}: {
  claims: ClaimView[];
  columns: Column[];
  detailsLink: (claimId: string) => string;
}) {
  const intl = useIntl();
  const cards = useRowCards(['claims.trackingNumber', ...columns.map((column) => COLUMN_HEADING[column])]);
  return (
    <div className="table-scroll">
      <table {...cards}>
        <caption className="visually-hidden">
          <FormattedMessage id="claims.myClaims" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="claims.trackingNumber" />
            </th>
            {columns.map((column) => (
              <th key={column} scope="col">
                <FormattedMessage id={COLUMN_HEADING[column]} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {claims.map((claim) => (
            <tr key={claim.claimId}>
              <td className="long-word">
                <Link to={detailsLink(claim.claimId)}>{claim.tracking_number}</Link>
                {claim.favourite && (
                  <span className="favourite-mark" title={intl.formatMessage({ id: 'claims.favourite' })}>
                    {' '}
                    ★<span className="visually-hidden">{intl.formatMessage({ id: 'claims.favourite' })}</span>
                  </span>
                )}
              </td>
              {columns.map((column) => (
                <td key={column} className={column === 'reference' ? 'long-word' : undefined}>
                  <Cell column={column} claim={claim} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
