/**
 * What the desk shows of one claim below its moves: the carrier's side as the desk recorded it (the
 * filing, what the carrier asked in its own words and language, the denial, the credit and its
 * proof), the merchant's claim (facts, goods, documents by name and kind) and its whole history,
 * each event in words with who and when.
 */
import { carrierById } from '@shared/carriers/carriers';
import type { ClaimHistoryEntry, ClaimView } from '@shared/claims/schema';
import { Facts } from '@web/components/facts';
import { GoodsTable } from '@web/components/goods-table';
import { Money } from '@web/components/money';
import type { MessageKey } from '@web/i18n/en';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { DeskClaimReply } from '../api/desk';

type Desk = DeskClaimReply['desk'];

const day = (value: string) => (
  <FormattedDate value={`${value.slice(0, 10)}T12:00:00Z`} dateStyle="medium" timeZone="UTC" />
);

/** Who made a change: a person's address, the carrier, the sales data or the platform itself. */
function Who({ by }: { by: string }) {
  if (by === 'carrier') return <FormattedMessage id="claims.byCarrier" />;
  if (by === 'sales_data') return <FormattedMessage id="claims.bySalesData" />;
  if (by === 'platform') return <FormattedMessage id="desk.byPlatform" />;
  return <>{by}</>;
}

/** The carrier's side of the claim, as the desk recorded it. */
export function CarrierSide({ desk }: { desk: Desk }) {
  if (
    !desk.filing &&
    !desk.carrierRequest &&
    !desk.denial &&
    !desk.credit &&
    !desk.redisputes &&
    !desk.creditSeen
  )
    return null;
  return (
    <section className="desk-section" aria-labelledby="desk-carrier-heading">
      <h3 id="desk-carrier-heading">
        <FormattedMessage id="desk.claim.carrierSide" />
      </h3>
      {desk.filing && (
        <p>
          <FormattedMessage
            id="desk.claim.filed"
            values={{
              date: day(desk.filing.filedOn),
              channel: <FormattedMessage id={`desk.channel.${desk.filing.channel}` as MessageKey} />,
              person: desk.filing.by,
            }}
          />
        </p>
      )}
      {desk.carrierRequest && (
        <div>
          <p>
            <FormattedMessage id="desk.claim.asked" values={{ date: day(desk.carrierRequest.at) }} />
          </p>
          <blockquote lang={desk.carrierRequest.language}>{desk.carrierRequest.text}</blockquote>
        </div>
      )}
      {desk.denial && (
        <div>
          <p>
            <FormattedMessage
              id="desk.claim.denied"
              values={{
                reason: <FormattedMessage id={`desk.denial.${desk.denial.reason}` as MessageKey} />,
                date: day(desk.denial.at),
                person: desk.denial.by,
              }}
            />
          </p>
          <blockquote>{desk.denial.text}</blockquote>
        </div>
      )}
      {desk.creditSeen && !desk.credit && (
        <p>
          <FormattedMessage
            id="desk.claim.creditSeen"
            values={{
              amount: <Money value={desk.creditSeen.amount} currency={desk.creditSeen.currency} />,
              invoice: desk.creditSeen.invoiceNumber,
              date: day(desk.creditSeen.invoiceDate),
            }}
          />
        </p>
      )}
      {desk.redisputes > 0 && (
        <p>
          <FormattedMessage id="desk.claim.redisputes" values={{ count: desk.redisputes }} />
        </p>
      )}
      {desk.credit && (
        <p>
          <FormattedMessage
            id="desk.claim.credited"
            values={{
              amount: <Money value={desk.credit.amount} currency={desk.credit.currency} />,
              date: day(desk.credit.creditedOn),
              proof: <FormattedMessage id={`desk.proof.${desk.credit.proof}` as MessageKey} />,
              person: desk.credit.by,
            }}
          />
          {desk.credit.reference && (
            <>
              {' '}
              <q>{desk.credit.reference}</q>
            </>
          )}
        </p>
      )}
    </section>
  );
}

/** The merchant's claim: its facts, goods and documents. */
export function ClaimFacts({ claim, companyName }: { claim: ClaimView; companyName: string }) {
  const facts: [MessageKey, ReactNode][] = [
    ['desk.col.company', companyName],
    ['claims.carrier', carrierById(claim.carrier)?.name ?? claim.carrier],
    [
      'claims.issue',
      <FormattedMessage key="issue" id={`claims.issue.${claim.reason_refund}` as MessageKey} />,
    ],
    ['claims.reference', claim.reference],
    ['claims.stateLabel', <FormattedMessage key="state" id={`claims.state.${claim.state}` as MessageKey} />],
    ['claims.claimNumber', claim.claim_number ?? '–'],
    ['claims.claimDate', claim.claim_date ? day(claim.claim_date) : '–'],
    ['claims.requested', <Money key="requested" value={claim.requested_amount} currency={claim.currency} />],
    ['claims.confirmed', <Money key="confirmed" value={claim.confirmed_amount} currency={claim.currency} />],
    ['claims.credited', <Money key="credited" value={claim.credited_amount} currency={claim.currency} />],
    ['claims.owner', claim.owner],
  ];
  return (
    <section className="desk-section" aria-labelledby="desk-facts-heading">
      <h3 id="desk-facts-heading">
        <FormattedMessage id="desk.claim.facts" />
      </h3>
      <Facts facts={facts} />
      {claim.lines.length > 0 && (
        <>
          <h4>
            <FormattedMessage id="claimForm.goods" />
          </h4>
          <GoodsTable lines={claim.lines} compact />
        </>
      )}
      <h4>
        <FormattedMessage id="claimForm.documents" />
      </h4>
      {claim.documents.length === 0 ? (
        <p className="field-hint">
          <FormattedMessage id="desk.claim.noDocuments" />
        </p>
      ) : (
        <ul className="attached">
          {claim.documents.map((document) => (
            <li key={document.documentId}>
              <FormattedMessage id={`documents.kind.${document.kind}` as MessageKey} />: {document.fileName}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The claim's history, newest first: each event in words, the states it moved between, who and when. */
export function DeskHistory({
  history,
  carrierRequest,
}: {
  history: ClaimHistoryEntry[];
  /** The carrier's last request: its words in the history are marked with their language. */
  carrierRequest: Desk['carrierRequest'];
}) {
  const langOf = (entry: ClaimHistoryEntry) =>
    entry.event === 'carrier_request' && entry.message === carrierRequest?.text
      ? carrierRequest.language
      : undefined;
  return (
    <section className="desk-section" aria-labelledby="desk-history-heading">
      <h3 id="desk-history-heading">
        <FormattedMessage id="claims.history" />
      </h3>
      <ol className="history">
        {[...history].reverse().map((entry) => (
          <li key={`${entry.at}-${entry.event}-${entry.to}`}>
            <p>
              <strong>
                <FormattedMessage id={`claims.event.${entry.event}` as MessageKey} />
                {entry.action && (
                  <>
                    {' '}
                    (<FormattedMessage id={`actions.kind.${entry.action}` as MessageKey} />)
                  </>
                )}
              </strong>{' '}
              {entry.from && entry.from !== entry.to ? (
                <FormattedMessage
                  id="claims.movedFromTo"
                  values={{
                    from: <FormattedMessage id={`claims.state.${entry.from}` as MessageKey} />,
                    to: <FormattedMessage id={`claims.state.${entry.to}` as MessageKey} />,
                  }}
                />
              ) : (
                <FormattedMessage id={`claims.state.${entry.to}` as MessageKey} />
              )}
            </p>
            <p className="field-hint">
              <FormattedDate value={entry.at} dateStyle="medium" timeStyle="short" /> · <Who by={entry.by} />
            </p>
            {entry.message && <blockquote lang={langOf(entry)}>{entry.message}</blockquote>}
          </li>
        ))}
      </ol>
    </section>
  );
}
