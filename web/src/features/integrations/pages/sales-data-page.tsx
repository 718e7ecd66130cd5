/**
 * Sales data (issue 21): how the company's orders reach us. Manual upload (answering Data Needed,
 * dropping sales invoices), the API (the client admin makes named keys, shown once, sees when each
 * was last used, and revokes them) or SFTP (a folder of the company's server read every hour).
 * Orders received complete the investigations waiting for their goods. Members read the page; the
 * key and set-up actions are the client admin's.
 */

import { apiKeyInputSchema } from '@shared/integrations/api-keys';
import { MAX_ORDERS_PER_BATCH } from '@shared/integrations/orders';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ErrorSummary } from '@web/components/error-summary';
import { TextField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { PageShell } from '@web/components/page-shell';
import { SalesDataReport } from '@web/components/sales-data-report';
import { TableHead } from '@web/components/table-head';
import { paths } from '@web/config/paths';
import { messageKeyOf } from '@web/lib/api-client';
import { useMayAct } from '@web/lib/session';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type ApiKeyRow, createApiKey, revokeApiKey, useApiKeys } from '../api/keys';
import { SftpSection } from '../components/sftp-section';

/** The API integration's state, from its keys (spec section 4): not set up, set up, working. */
function apiState(keys: ApiKeyRow[]): 'not_set_up' | 'set_up' | 'working' {
  const live = keys.filter((key) => !key.revokedAt);
  if (!live.length) return 'not_set_up';
  return live.some((key) => key.lastUsedAt) ? 'working' : 'set_up';
}

const EXAMPLE = `{
  "orders": [
    {
      "order_number": "CMD-1001",
      "lines": [
        {
          "sales_date": "2026-10-02",
          "description": "Lampe en laiton",
          "nb_of_items": "1",
          "unit_price": "80.00",
          "amount_excl": "80.00",
          "amount_incl": "96.00",
          "tax_percentage": "20",
          "currency_code": "EUR"
        }
      ]
    }
  ]
}`;

function NewKeyForm({ onMade }: { onMade: (secret: string) => void }) {
  const [name, setName] = useState('');
  const { fields, error, busy, submit } = useSchemaForm(apiKeyInputSchema);
  return (
    <form
      noValidate
      className="inline-form"
      aria-labelledby="new-key-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void submit({ name }, async (input) => {
          const made = await createApiKey(input.name);
          setName('');
          onMade(made.apiKey);
        });
      }}
    >
      <h3 id="new-key-heading" className="visually-hidden">
        <FormattedMessage id="salesData.newKey" />
      </h3>
      <ErrorSummary fields={fields} />
      <FormError message={error} />
      <TextField
        id="key-name"
        name="name"
        label="salesData.keyName"
        value={name}
        onChange={setName}
        fields={fields}
      />
      <button type="submit" className="button primary" disabled={busy}>
        <FormattedMessage id="salesData.newKey" />
      </button>
    </form>
  );
}

export default function SalesDataPage() {
  const intl = useIntl();
  const isAdmin = useMayAct('client_admin');
  const { data, error, mutate } = useApiKeys();
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const keys = data?.keys ?? [];
  const state = apiState(keys);
  const endpoint = `${window.location.origin}/api/integration/v1/orders`;
  return (
    <PageShell title="page.salesData" intro="intro.salesData">
      <div className="sales-data">
        <section className="panel" aria-labelledby="manual-heading">
          <h2 id="manual-heading">
            <FormattedMessage id="salesData.manual.heading" />
          </h2>
          <p>
            <FormattedMessage id="salesData.manual.body" />
          </p>
          <p>
            <Link to={paths.actionRequired}>
              <FormattedMessage id="salesData.manual.link" />
            </Link>
          </p>
        </section>
        <SalesDataReport link={false} />
        <section className="panel" aria-labelledby="api-heading">
          <h2 id="api-heading">
            <FormattedMessage id="salesData.api.heading" />{' '}
            <span className={`badge ${state === 'working' ? 'ok' : state === 'set_up' ? 'warn' : 'neutral'}`}>
              <FormattedMessage id={`salesData.state.${state}`} />
            </span>
          </h2>
          <p>
            <FormattedMessage
              id="salesData.api.body"
              values={{ max: intl.formatNumber(MAX_ORDERS_PER_BATCH) }}
            />
          </p>
          {error && <FormError message={messageKeyOf(error)} />}
          {failure !== null && <FormError message={messageKeyOf(failure)} />}
          {secret && (
            <div className="notice" role="status">
              <p>
                <strong>
                  <FormattedMessage id="salesData.secret.heading" />
                </strong>
              </p>
              <p>
                <FormattedMessage id="salesData.secret.body" />
              </p>
              <p>
                <code className="secret">{secret}</code>{' '}
                <button
                  type="button"
                  className="button small"
                  onClick={() => void navigator.clipboard?.writeText(secret)}
                >
                  <FormattedMessage id="salesData.secret.copy" />
                </button>
              </p>
            </div>
          )}
          {isAdmin ? (
            <NewKeyForm
              onMade={(made) => {
                setSecret(made);
                void mutate();
              }}
            />
          ) : (
            <p className="field-hint">
              <FormattedMessage id="salesData.noAdminAccess" />
            </p>
          )}
          {data && keys.length === 0 && (
            <p>
              <FormattedMessage id="salesData.noKey" />
            </p>
          )}
          {keys.length > 0 && (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways is reached by keyboard to scroll it.
            <div className="table-scroll" tabIndex={0}>
              <table className="data-table">
                <caption className="visually-hidden">
                  <FormattedMessage id="salesData.keys" />
                </caption>
                <TableHead
                  headings={[
                    'salesData.keyName',
                    'salesData.key',
                    'salesData.created',
                    'salesData.lastUsed',
                    'salesData.status',
                  ]}
                />
                <tbody>
                  {keys.map((key) => (
                    <tr key={key.keyId}>
                      <th scope="row">{key.name}</th>
                      <td>
                        <code>{key.preview}</code>
                      </td>
                      <td>
                        <FormattedDate value={key.createdAt} dateStyle="medium" />
                        <span className="cell-detail">{key.createdBy}</span>
                      </td>
                      <td>
                        {key.lastUsedAt ? (
                          <FormattedDate value={key.lastUsedAt} dateStyle="medium" timeStyle="short" />
                        ) : (
                          <FormattedMessage id="salesData.never" />
                        )}
                      </td>
                      <td>
                        {key.revokedAt ? (
                          <span className="badge neutral">
                            <FormattedMessage id="salesData.revoked" />
                          </span>
                        ) : isAdmin ? (
                          <button
                            type="button"
                            className="button small danger"
                            aria-label={intl.formatMessage(
                              { id: 'salesData.revokeLabel' },
                              { name: key.name },
                            )}
                            onClick={() => setRevoking(key)}
                          >
                            <FormattedMessage id="salesData.revoke" />
                          </button>
                        ) : (
                          <span className="badge ok">
                            <FormattedMessage id="salesData.active" />
                          </span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <h3>
            <FormattedMessage id="salesData.howTo" />
          </h3>
          <p>
            <FormattedMessage
              id="salesData.howToBody"
              values={{
                endpoint: <code>POST {endpoint}</code>,
                header: <code>Authorization: Bearer pa_live_…</code>,
              }}
            />
          </p>
          <p>
            <Link to={paths.docApi}>
              <FormattedMessage id="salesData.reference" />
            </Link>
          </p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a wide example scrolls sideways by keyboard. */}
          <pre className="code-sample" tabIndex={0}>
            {EXAMPLE}
          </pre>
        </section>
        <SftpSection isAdmin={isAdmin} />
      </div>
      {revoking && (
        <ConfirmDialog
          danger
          title={<FormattedMessage id="salesData.revokeTitle" values={{ name: revoking.name }} />}
          body={<FormattedMessage id="salesData.revokeBody" />}
          confirm={<FormattedMessage id="salesData.revoke" />}
          cancel={<FormattedMessage id="admin.status.cancel" />}
          onCancel={() => setRevoking(null)}
          onConfirm={async () => {
            setFailure(null);
            try {
              await revokeApiKey(revoking.keyId);
              await mutate();
            } catch (failed) {
              setFailure(failed);
            }
            setRevoking(null);
          }}
        />
      )}
    </PageShell>
  );
}
