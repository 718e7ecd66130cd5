/**
 * What the carrier did with an investigation, as our desk recorded it (issue 38, item 9): when and
 * how it was filed and the carrier's claim number; what the carrier asked for before deciding (in
 * the merchant's language, the carrier's own words beside it, marked with their language); its
 * denial (the reason in words, the carrier's text) and whether our team disputed it again; the
 * credit and its proof (the credit note to download, or the line that shows it).
 */
import { carrierById } from '@shared/carriers/carriers';
import type { ClaimView } from '@shared/claims/schema';
import { DownloadButton } from '@web/components/document-row';
import { type Fact, Facts } from '@web/components/facts';
import { Money } from '@web/components/money';
import type { MessageKey } from '@web/i18n/en';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';

/** A language's name in the reader's language ('French', 'anglais'), or its code when unknown. */
export function languageName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const day = (value: string) => <FormattedDate value={`${value.slice(0, 10)}T12:00:00Z`} dateStyle="long" />;

/** Whether there is anything of the carrier's side to show. */
export const hasCarrierSide = (claim: ClaimView) =>
  Boolean(claim.filing || claim.claim_number || claim.carrier_request || claim.denial || claim.credit);

export function ClaimCarrierSide({
  claim,
  onError,
}: {
  claim: ClaimView;
  onError: (message: MessageKey) => void;
}) {
  const intl = useIntl();
  const carrier = carrierById(claim.carrier)?.name ?? claim.carrier;
  const filed: Fact[] = [];
  const filedOn = claim.filing?.filedOn ?? claim.claim_date;
  if (filedOn) filed.push(['claims.carrierSide.filedOn', day(filedOn)]);
  if (claim.filing)
    filed.push([
      'claims.carrierSide.channel',
      <FormattedMessage key="channel" id={`claims.filingChannel.${claim.filing.channel}` as MessageKey} />,
    ]);
  if (claim.claim_number) filed.push(['claims.claimNumber', claim.claim_number]);
  const request = claim.carrier_request;
  const { denial, credit } = claim;

  return (
    <section className="carrier-side" aria-labelledby="carrier-side-heading">
      <h3 id="carrier-side-heading">
        <FormattedMessage id="claims.carrierSide.heading" values={{ carrier }} />
      </h3>
      {filed.length > 0 && <Facts facts={filed} />}
      {request && (
        <div className="notice-inline" role="note">
          <p>
            <strong>
              <FormattedMessage id="claims.carrierSide.requestHeading" values={{ carrier }} />
            </strong>{' '}
            <span className="field-hint">{day(request.at)}</span>
          </p>
          <p>
            <FormattedMessage
              id={
                claim.actions.includes('documents_missing')
                  ? 'claims.carrierSide.requestOpen'
                  : 'claims.carrierSide.requestAnswered'
              }
            />
          </p>
          <p className="field-hint">
            <FormattedMessage
              id="claims.carrierSide.carrierWords"
              values={{ language: languageName(intl.locale, request.language) }}
            />
          </p>
          <blockquote lang={request.language}>{request.text}</blockquote>
        </div>
      )}
      {denial && (
        <div className="notice-inline warning" role="note">
          <p>
            <strong>
              <FormattedMessage id="claims.carrierSide.deniedHeading" values={{ carrier }} />
            </strong>{' '}
            <span className="field-hint">{day(denial.at)}</span>
          </p>
          <p>
            <FormattedMessage id="claims.carrierSide.reason" />{' '}
            <FormattedMessage id={`claims.denialReason.${denial.reason}` as MessageKey} />
          </p>
          <p className="field-hint">
            <FormattedMessage id="claims.carrierSide.carrierText" />
          </p>
          <blockquote>{denial.text}</blockquote>
          {claim.state !== 'declined' && (
            <p>
              <FormattedMessage id="claims.carrierSide.redisputed" />
            </p>
          )}
        </div>
      )}
      {credit && (
        <div className="notice-inline success" role="note">
          <p>
            <strong>
              <FormattedMessage
                id="claims.carrierSide.creditedHeading"
                values={{ amount: <Money value={credit.amount} currency={credit.currency} /> }}
              />
            </strong>{' '}
            <span className="field-hint">{day(credit.creditedOn)}</span>
          </p>
          <p>
            <FormattedMessage id="claims.carrierSide.proof" />{' '}
            <FormattedMessage id={`claims.creditProof.${credit.proof}` as MessageKey} />
            {credit.reference && (
              <>
                {': '}
                <q>{credit.reference}</q>
              </>
            )}{' '}
            {credit.documentId && (
              <DownloadButton
                document={{
                  documentId: credit.documentId,
                  fileName: intl.formatMessage({ id: 'claims.carrierSide.creditNote' }),
                }}
                onError={onError}
              />
            )}
          </p>
        </div>
      )}
    </section>
  );
}
