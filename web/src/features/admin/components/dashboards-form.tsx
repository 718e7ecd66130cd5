/**
 * Platform admins open, lock or mark as being prepared the dashboards of the company they act for
 * (switch to it first): its people then see the figures, 'contact customer success', or 'we are
 * working on it', and the API refuses the figures while they are closed.
 */

import { DASHBOARD_STATES, type DashboardState, dashboardStateSchema } from '@shared/dashboards/catalog';
import type { Reply } from '@shared/platform/replies';
import { ErrorSummary } from '@web/components/error-summary';
import { SelectField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';

const LABELS = {
  open: 'admin.dashboardsOpen',
  locked: 'admin.dashboardsLocked',
  preparing: 'admin.dashboardsPreparing',
} as const satisfies Record<DashboardState, string>;

export function DashboardsForm() {
  const intl = useIntl();
  const session = useSession();
  // The company the admin acts for (switch to another one from the account menu).
  const companyId = session?.company ?? null;
  const path = companyId ? `/api/private/admin/companies/${encodeURIComponent(companyId)}/dashboards` : null;
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
        if (!path) return;
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
      {companyId && (
        <>
          <p className="page-intro">
            <FormattedMessage id="admin.dashboardsIntro" values={{ company: session?.companyName ?? '' }} />{' '}
            <FormattedMessage id="admin.dashboardsSwitchFirst" />
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
