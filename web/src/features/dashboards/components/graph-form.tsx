/**
 * Build a custom graph: a name, a metric, a dimension among those the metric can be cut by, and a
 * period. Checked in the browser with the very schema the server checks it with; saved once
 * however often the button is pressed.
 */
import {
  DEFAULT_PERIOD,
  DIMENSIONS,
  type Dimension,
  type GraphInput,
  graphInputSchema,
  MAX_GRAPHS,
  METRIC_NAMES,
  METRICS,
  type Metric,
  metricAllows,
  PERIODS,
  type Period,
} from '@shared/dashboards/catalog';
import { type Fields, TextField } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import type { MessageKey } from '@web/i18n/en';
import { ApiError, messageKeyOf } from '@web/lib/api-client';
import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { safeParse } from 'zod/mini';

const EMPTY: GraphInput = { name: '', metric: 'spend', dimension: 'period', period: DEFAULT_PERIOD };

/** The message of each refused field: the schema's issues name their catalog keys. */
function issuesOf(values: GraphInput): Record<string, MessageKey> {
  const result = safeParse(graphInputSchema, values);
  if (result.success) return {};
  const found: Record<string, MessageKey> = {};
  for (const issue of result.error.issues) found[String(issue.path[0] ?? '')] ??= issue.message as MessageKey;
  return found;
}

function fieldsOf(errors: Record<string, MessageKey>, prefix: string): Fields {
  return {
    describe: (name) =>
      errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${prefix}-${name}-error` } : {},
    message: (name) => {
      const key = errors[name];
      return key ? (
        <p className="field-error" id={`${prefix}-${name}-error`}>
          <FormattedMessage id={key} />
        </p>
      ) : null;
    },
  };
}

export function GraphForm({
  onSave,
  saved,
}: {
  /** Saves the graph; answers whether it was new (false: the team had it already). */
  onSave: (input: GraphInput) => Promise<boolean>;
  /** How many graphs the team keeps now. */
  saved: number;
}) {
  const intl = useIntl();
  const id = useId();
  const [values, setValues] = useState<GraphInput>(EMPTY);
  const [errors, setErrors] = useState<Record<string, MessageKey>>({});
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [done, setDone] = useState<'saved' | 'existing' | null>(null);
  const [busy, setBusy] = useState(false);
  // Set at once, before the button shows as disabled: a double click sends once.
  const sending = useRef(false);
  const fields = fieldsOf(errors, id);
  const full = saved >= MAX_GRAPHS;
  const allowed = DIMENSIONS.filter((dimension) => metricAllows(values.metric, dimension));

  const chooseMetric = (metric: Metric) =>
    setValues({
      ...values,
      metric,
      // A dimension the new metric cannot be cut by gives way to its first one.
      dimension: metricAllows(metric, values.dimension) ? values.dimension : METRICS[metric].dimensions[0],
    });

  const submit = async () => {
    if (sending.current) return;
    setFailure(null);
    setDone(null);
    const found = issuesOf(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    sending.current = true;
    setBusy(true);
    try {
      const added = await onSave({ ...values, name: values.name.trim() });
      setDone(added ? 'saved' : 'existing');
      setValues({ ...values, name: '' });
    } catch (caught) {
      if (caught instanceof ApiError && caught.issues.length)
        setErrors(
          Object.fromEntries(caught.issues.map((issue) => [issue.path, 'form.invalid' as MessageKey])),
        );
      setFailure(messageKeyOf(caught));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const select = <T extends string>(
    name: 'metric' | 'dimension' | 'period',
    options: readonly T[],
    label: (option: T) => string,
    onChange: (value: T) => void,
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>
        <FormattedMessage id={`dashboards.custom.${name}` as MessageKey} />
      </label>
      <select
        id={`${id}-${name}`}
        name={name}
        value={values[name]}
        onChange={(event) => onChange(event.target.value as T)}
        {...fields.describe(name)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {label(option)}
          </option>
        ))}
      </select>
      {fields.message(name)}
    </div>
  );

  return (
    <form
      className="panel graph-form"
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-heading`}>
        <FormattedMessage id="dashboards.custom.heading" />
      </h2>
      <p className="page-intro">
        <FormattedMessage id="dashboards.custom.intro" values={{ max: MAX_GRAPHS }} />
      </p>
      <FormError message={failure} />
      {done && (
        <p className="form-success" role="status">
          <FormattedMessage
            id={done === 'saved' ? 'dashboards.custom.saved' : 'dashboards.custom.existing'}
          />
        </p>
      )}
      <div className="inline-form">
        <TextField
          id={`${id}-name`}
          name="name"
          label="dashboards.custom.name"
          maxLength={60}
          value={values.name}
          onChange={(name) => setValues({ ...values, name })}
          fields={fields}
        />
        {select(
          'metric',
          METRIC_NAMES,
          (metric) => intl.formatMessage({ id: `dashboards.metric.${metric}` as MessageKey }),
          chooseMetric,
        )}
        {select(
          'dimension',
          allowed,
          (dimension: Dimension) =>
            intl.formatMessage({ id: `dashboards.dimension.${dimension}` as MessageKey }),
          (dimension) => setValues({ ...values, dimension }),
        )}
        {select(
          'period',
          PERIODS,
          (period: Period) => intl.formatMessage({ id: `dashboards.period.${period}` as MessageKey }),
          (period) => setValues({ ...values, period }),
        )}
        <button className="button primary" type="submit" disabled={busy || full} aria-busy={busy}>
          <FormattedMessage id={busy ? 'dashboards.custom.saving' : 'dashboards.custom.save'} />
        </button>
      </div>
      {full && (
        <p className="field-hint" role="status">
          <FormattedMessage id="dashboards.custom.full" values={{ max: MAX_GRAPHS }} />
        </p>
      )}
    </form>
  );
}
