/**
 * Platform admins put a company on a plan from a day, from the company's page in the Admin Panel
 * (no need to act for it): the free audit month, Starter, Growth or Scale. Its people then see it on
 * Billing, and the bundle the month's usage is counted against is the new plan's.
 */

import { PLAN_IDS, PLANS, subscriptionInputSchema } from '@shared/billing/plans';
import type { Reply } from '@shared/platform/replies';
import type { AdminCompanyView } from '@web/api/admin';
import { planName } from '@web/components/bundle-gauge';
import { ErrorSummary } from '@web/components/error-summary';
import { SelectField, TextField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { api } from '@web/lib/api-client';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';

const day = (date: string) => <FormattedDate value={`${date}T12:00:00Z`} dateStyle="long" timeZone="UTC" />;

export function SubscriptionForm({
  company,
  onSaved,
}: {
  /** The company as read for its page: its plan fills the form once. */
  company: AdminCompanyView;
  onSaved?: () => Promise<unknown>;
}) {
  const intl = useIntl();
  const { companyId } = company;
  // Filled once from what the company has; a later read never overwrites what the admin typed.
  const [current, setValues] = useState({ planId: company.planId, startDate: company.startDate });
  const [saved, setSaved] = useState<Reply<'set-subscription'> | null>(null);
  const { fields, error, busy, submit } = useSchemaForm(subscriptionInputSchema);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(null);
        void submit(current, async (input) => {
          const path = `/api/private/admin/companies/${encodeURIComponent(companyId)}/subscription`;
          setSaved(await api<Reply<'set-subscription'>>(path, { method: 'PUT', body: input }));
          await onSaved?.();
        });
      }}
      noValidate
      className="subscription-form"
      aria-labelledby="subscription-form-heading"
    >
      <h2 id="subscription-form-heading">
        <FormattedMessage id="admin.subscriptionHeading" values={{ company: company.name }} />
      </h2>

      <p className="page-intro">
        <FormattedMessage id="admin.subscriptionIntro" />
      </p>
      <ErrorSummary fields={fields} />
      <FormError message={error} />
      {saved && (
        <p className="form-success" role="status">
          <FormattedMessage
            id={saved.endDate ? 'admin.subscriptionSavedUntil' : 'admin.subscriptionSaved'}
            values={{
              plan: planName(intl, saved.planId),
              start: day(saved.startDate),
              end: saved.endDate ? day(saved.endDate) : '',
            }}
          />
        </p>
      )}
      <div className="inline-form">
        <SelectField
          id="subscription-plan"
          name="planId"
          label="admin.subscriptionPlan"
          value={current.planId}
          options={PLAN_IDS.map((planId) => [
            planId,
            intl.formatMessage(
              { id: 'admin.subscriptionOption' },
              { plan: planName(intl, planId), bundle: intl.formatNumber(PLANS[planId]?.bundle ?? 0) },
            ),
          ])}
          placeholder={intl.formatMessage({ id: 'admin.subscriptionChoose' })}
          onChange={(planId) => setValues({ ...current, planId })}
          fields={fields}
        />
        <TextField
          id="subscription-start"
          name="startDate"
          type="date"
          label="admin.subscriptionStart"
          value={current.startDate}
          onChange={(startDate) => setValues({ ...current, startDate })}
          fields={fields}
        />
      </div>
      <div className="button-row">
        <button type="submit" className="button primary" disabled={busy}>
          <FormattedMessage id="admin.subscriptionSave" />
        </button>
      </div>
    </form>
  );
}
