/**
 * Send-outs to companies whose carrier accounts fail (platform admins): the companies come from the
 * not-working list with each failing account and why; the admin previews the e-mail a company would
 * get (in its language, as SES renders it), ticks companies, chooses how long before a company may
 * be e-mailed again, and sends. Each company shows when it was last sent and what became of it.
 */
import { sendoutInputSchema } from '@shared/admin/sendouts';
import { type FailingCompanyView, previewSendout, sendSendout, useFailingCompanies } from '@web/api/admin';
import { useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { LoadMore } from '@web/components/load-more';
import { Modal } from '@web/components/modal';
import { messageKeyOf } from '@web/lib/api-client';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';

type Preview = Awaited<ReturnType<typeof previewSendout>>;

const INTERVALS = [1, 7, 14, 30] as const;

function LastSent({ company }: { company: FailingCompanyView }) {
  const last = company.lastSendout;
  if (!last)
    return (
      <span className="cell-detail">
        <FormattedMessage id="admin.sendout.never" />
      </span>
    );
  return (
    <span className="cell-detail">
      <FormattedMessage
        id={`admin.sendout.last.${last.status}`}
        values={{
          date: <FormattedDate value={last.sentAt} dateStyle="medium" timeStyle="short" />,
          count: last.recipients,
        }}
      />
      {last.status === 'sent' && (
        <>
          {' · '}
          <FormattedMessage
            id="admin.sendout.delivery"
            values={{
              delivered: last.delivery.delivered,
              count: last.recipients,
              bounced: last.delivery.bounced,
              complained: last.delivery.complained,
            }}
          />
        </>
      )}
    </span>
  );
}

export function SendoutsSection() {
  const intl = useIntl();
  const pages = useFailingCompanies();
  const { data, error, mutate } = pages;
  const companies = data?.flatMap((page) => page.companies) ?? [];
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [intervalDays, setIntervalDays] = useState(7);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [sent, setSent] = useState<string | null>(null);
  const { error: formError, busy, submit } = useSchemaForm(sendoutInputSchema);
  const toggle = (companyId: string) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(companyId)) next.delete(companyId);
      else next.add(companyId);
      return next;
    });
  return (
    <section className="panel admin-section" id="sendouts" aria-labelledby="sendouts-heading">
      <h2 id="sendouts-heading">
        <FormattedMessage id="admin.sendout.heading" />
      </h2>
      <p className="field-hint">
        <FormattedMessage id="admin.sendout.intro" />
      </p>
      {error && <FormError message={messageKeyOf(error)} />}
      {failure !== null && <FormError message={messageKeyOf(failure)} />}
      {data && companies.length === 0 && (
        <p>
          <FormattedMessage id="admin.sendout.none" />
        </p>
      )}
      {companies.length > 0 && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setSent(null);
            void submit({ companyIds: [...chosen], intervalDays }, async (input) => {
              const { results } = await sendSendout(input.companyIds, input.intervalDays);
              const count = (outcome: string) =>
                results.filter((result) => result.outcome === outcome).length;
              setSent(
                intl.formatMessage(
                  { id: 'admin.sendout.done' },
                  {
                    sent: count('sent'),
                    tooSoon: count('too_soon'),
                    other: results.length - count('sent') - count('too_soon'),
                  },
                ),
              );
              setChosen(new Set());
              await mutate();
            });
          }}
        >
          <FormError message={formError} />
          {sent && (
            <p role="status" className="form-success">
              {sent}
            </p>
          )}
          <ul className="sendout-list">
            {companies.map((company) => (
              <li key={company.companyId}>
                <label>
                  <input
                    type="checkbox"
                    checked={chosen.has(company.companyId)}
                    onChange={() => toggle(company.companyId)}
                  />{' '}
                  <strong>{company.name}</strong>{' '}
                  <span className="badge neutral">{company.locale.toUpperCase()}</span>
                </label>
                <ul className="cell-detail">
                  {company.credentials.map((credential) => (
                    <li key={credential.credentialId}>
                      {credential.carrier.toUpperCase()} ({credential.username}):{' '}
                      <FormattedMessage
                        id={`admin.sendout.reason.${credential.reason ?? 'invalid_credentials'}`}
                      />
                    </li>
                  ))}
                </ul>
                <LastSent company={company} />
                <button
                  type="button"
                  className="button small"
                  aria-label={intl.formatMessage(
                    { id: 'admin.sendout.previewLabel' },
                    { name: company.name },
                  )}
                  onClick={async () => {
                    try {
                      setPreview(await previewSendout(company.companyId));
                    } catch (failed) {
                      setFailure(failed);
                    }
                  }}
                >
                  <FormattedMessage id="admin.sendout.preview" />
                </button>
              </li>
            ))}
          </ul>
          <div className="inline-form">
            <div className="field">
              <label htmlFor="sendout-interval">
                <FormattedMessage id="admin.sendout.interval" />
              </label>
              <select
                id="sendout-interval"
                value={intervalDays}
                onChange={(event) => setIntervalDays(Number(event.target.value))}
              >
                {INTERVALS.map((days) => (
                  <option key={days} value={days}>
                    {intl.formatMessage({ id: 'admin.sendout.days' }, { count: days })}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button primary" disabled={busy}>
              <FormattedMessage id="admin.sendout.send" values={{ count: chosen.size }} />
            </button>
          </div>
        </form>
      )}
      <LoadMore pages={pages} label="admin.sendout.more" />
      {preview && (
        <Modal
          title={<FormattedMessage id="admin.sendout.previewTitle" />}
          onClose={() => setPreview(null)}
          wide
        >
          <p className="cell-detail">
            <FormattedMessage id="admin.sendout.to" values={{ to: preview.recipients.join(', ') || '–' }} />
          </p>
          <p>
            <strong>{preview.subject}</strong>
          </p>
          <pre className="mail-preview" lang={preview.locale}>
            {preview.text}
          </pre>
        </Modal>
      )}
    </section>
  );
}
