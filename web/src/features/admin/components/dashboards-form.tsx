/**
 * Platform admins open, lock or mark as being prepared a company's dashboards, from the company's
 * page in the Admin Panel (no need to act for it): its people then see the figures, 'contact
 * customer success', or 'we are working on it', and the API refuses the figures while they are closed.
 */

import { DASHBOARD_STATES, type DashboardState, dashboardStateSchema } from '@shared/dashboards/catalog';
import type { Reply } from '@shared/platform/replies';
import { ErrorSummary } from '@web/components/error-summary';
import { SelectField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { api } from '@web/lib/api-client';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';

const LABELS = {
  open: 'admin.dashboardsOpen',
  locked: 'admin.dashboardsLocked',
  preparing: 'admin.dashboardsPreparing',
} as const satisfies Record<DashboardState, string>;

export function DashboardsForm({ companyId, name }: { companyId: string; name: string }) {
  const intl = useIntl();
  const path = `/api/private/admin/companies/${encodeURIComponent(companyId)}/dashboards`;
  const { data, mutate } = useSWR<Reply<'get-dashboards'>>(path, (url: string) =>
    api<Reply<'get-dashboards'>>(url),
  );
  const [state, setState] = useState('');
  const [saved, setSaved] = useState(false);
  const { fields, error, submit } = useSchemaForm(dashboardStateSchema);
  useEffect(() => {
    if (data) setState(data.state);
  }, [data]);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        void submit({ state }, async (input) => {
          await mutate(await api<Reply<'set-dashboards'>>(path, { method: 'PUT', body: input }), {
            revalidate: false,
          });
          setSaved(true);
        });
      }}
      noValidate
      aria-labelledby="dashboards-heading"
    >
      <h2 id="dashboards-heading">
        <FormattedMessage id="admin.dashboardsHeading" />
      </h2>
      {data && (
        <>
          <p className="page-intro">
            <FormattedMessage id="admin.dashboardsIntro" values={{ company: name }} />
          </p>
          <ErrorSummary fields={fields} />
          <FormError message={error} />
          {saved && (
            <p className="form-success" role="status">
              <FormattedMessage id="admin.dashboardsSaved" />
            </p>
          )}
          <SelectField
            id="dashboards-state"
            name="state"
            label="admin.dashboardsState"
            value={state}
            options={DASHBOARD_STATES.map((value) => [value, intl.formatMessage({ id: LABELS[value] })])}
            placeholder={intl.formatMessage({ id: 'admin.dashboardsChoose' })}
            onChange={setState}
            fields={fields}
          />
          <div className="button-row">
            <button type="submit" className="button primary">
              <FormattedMessage id="admin.dashboardsSave" />
            </button>
          </div>
        </>
      )}
    </form>
  );
}
