/**
 * Demo slots (platform admins): offer a slot (its start in Paris time, shown with its UTC instant
 * as it is typed; 30 minutes unless told; an optional host), see every slot from two weeks ago on
 * with who booked it, and remove a free one (asked first). The public site's demo page offers the
 * free ones (GET /api/public/demo/slots).
 */

import {
  DEMO_DEFAULT_MINUTES,
  DEMO_MAX_MINUTES,
  DEMO_MIN_MINUTES,
  DEMO_TIME_ZONE,
  demoSlotInputSchema,
  zonedInstant,
} from '@shared/site/demo';
import { addDemoSlot, DEMO_SLOTS_KEY, type DemoSlotView, removeDemoSlot } from '@web/api/admin';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ErrorSummary } from '@web/components/error-summary';
import { TextField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { api, messageKeyOf } from '@web/lib/api-client';
import { useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import useSWR from 'swr';

/** A slot's start in Paris time, in the interface's language. */
const parisTime = (intl: IntlShape, iso: string) =>
  intl.formatDate(iso, { timeZone: DEMO_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' });
const utcTime = (iso: string) => iso.slice(0, 16).replace('T', ' ');

function AddSlotForm({ onAdded }: { onAdded: () => void }) {
  const intl = useIntl();
  const [local, setLocal] = useState('');
  const [minutes, setMinutes] = useState(String(DEMO_DEFAULT_MINUTES));
  const [host, setHost] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  const { fields, error, busy, submit } = useSchemaForm(demoSlotInputSchema);
  const instant = zonedInstant(local);
  return (
    <form
      noValidate
      className="inline-form demo-slot-form"
      aria-labelledby="demo-add-heading"
      onSubmit={(event) => {
        event.preventDefault();
        setAdded(null);
        const duration = Number(minutes);
        void submit(
          {
            start: instant ? instant.toISOString() : local,
            durationMinutes: minutes.trim() && Number.isFinite(duration) ? duration : minutes,
            ...(host.trim() ? { host } : {}),
          },
          async (input) => {
            const { slot } = await addDemoSlot(input);
            setAdded(parisTime(intl, slot.start));
            setLocal('');
            setHost('');
            onAdded();
          },
        );
      }}
    >
      <h3 id="demo-add-heading">
        <FormattedMessage id="admin.demo.addHeading" />
      </h3>
      <ErrorSummary fields={fields} />
      <FormError message={error} />
      <div className="field">
        <label htmlFor="demo-slot-start">
          <FormattedMessage id="admin.demo.start" />
        </label>
        <input
          id="demo-slot-start"
          type="datetime-local"
          value={local}
          step={300}
          onChange={(event) => setLocal(event.target.value)}
          {...fields.describe('start')}
          aria-describedby={['demo-slot-utc', fields.describe('start')['aria-describedby']]
            .filter(Boolean)
            .join(' ')}
        />
        <p id="demo-slot-utc" className="field-hint" aria-live="polite">
          {instant ? (
            <FormattedMessage id="admin.demo.utc" values={{ instant: utcTime(instant.toISOString()) }} />
          ) : (
            <FormattedMessage id="admin.demo.utcNone" />
          )}
        </p>
        {fields.message('start')}
      </div>
      <div className="field">
        <label htmlFor="demo-slot-duration">
          <FormattedMessage id="admin.demo.duration" />
        </label>
        <input
          id="demo-slot-duration"
          type="number"
          inputMode="numeric"
          min={DEMO_MIN_MINUTES}
          max={DEMO_MAX_MINUTES}
          step={5}
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
          {...fields.describe('durationMinutes')}
        />
        {fields.message('durationMinutes')}
      </div>
      <TextField
        id="demo-slot-host"
        name="host"
        label="admin.demo.host"
        maxLength={80}
        value={host}
        onChange={setHost}
        fields={fields}
      />
      <button type="submit" className="button primary" disabled={busy}>
        <FormattedMessage id="admin.demo.add" />
      </button>
      {added && (
        <p role="status">
          <FormattedMessage id="admin.demo.added" values={{ when: added }} />
        </p>
      )}
    </form>
  );
}

function Slot({ slot, onRemove }: { slot: DemoSlotView; onRemove: (slot: DemoSlotView) => void }) {
  const intl = useIntl();
  const when = parisTime(intl, slot.start);
  const booking = slot.booking;
  return (
    <li>
      <strong>
        <FormattedMessage
          id="admin.demo.when"
          values={{ paris: when, utc: utcTime(slot.start), minutes: slot.durationMinutes }}
        />
      </strong>
      {slot.host && (
        <span className="cell-detail">
          <FormattedMessage id="admin.demo.hostIs" values={{ host: slot.host }} />
        </span>
      )}
      {booking && (
        <span className="cell-detail">
          <FormattedMessage
            id="admin.demo.bookedBy"
            values={{ name: booking.name, company: booking.company, email: booking.email }}
          />
          {booking.parcelsPerMonth !== null && (
            <>
              {' · '}
              <FormattedMessage id="admin.demo.parcels" values={{ parcels: booking.parcelsPerMonth }} />
            </>
          )}
        </span>
      )}
      <span className={`badge ${booking ? 'ok' : 'neutral'}`}>
        <FormattedMessage id={booking ? 'admin.demo.booked' : 'admin.demo.free'} />
      </span>
      {!booking && (
        <div className="row-actions">
          <button
            type="button"
            className="button small danger"
            aria-label={intl.formatMessage({ id: 'admin.demo.removeLabel' }, { when })}
            onClick={() => onRemove(slot)}
          >
            <FormattedMessage id="admin.demo.remove" />
          </button>
        </div>
      )}
    </li>
  );
}

export function DemoSlotsSection() {
  const intl = useIntl();
  const { data, error, mutate } = useSWR(DEMO_SLOTS_KEY, (path: string) =>
    api<{ slots: DemoSlotView[] }>(path),
  );
  const [removing, setRemoving] = useState<DemoSlotView | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const slots = data?.slots ?? [];
  return (
    <section className="panel admin-section" id="demo-slots" aria-labelledby="demo-slots-heading">
      <h2 id="demo-slots-heading">
        <FormattedMessage id="admin.demo.heading" />
      </h2>
      <p className="field-hint">
        <FormattedMessage id="admin.demo.intro" />
      </p>
      {error && <FormError message={messageKeyOf(error)} />}
      {failure !== null && <FormError message={messageKeyOf(failure)} />}
      {data && slots.length === 0 && (
        <p>
          <FormattedMessage id="admin.demo.none" />
        </p>
      )}
      {slots.length > 0 && (
        <ul className="sendout-list">
          {slots.map((slot) => (
            <Slot key={slot.slotId} slot={slot} onRemove={setRemoving} />
          ))}
        </ul>
      )}
      <AddSlotForm onAdded={() => void mutate()} />
      {removing && (
        <ConfirmDialog
          danger
          title={
            <FormattedMessage
              id="admin.demo.removeTitle"
              values={{ when: parisTime(intl, removing.start) }}
            />
          }
          body={<FormattedMessage id="admin.demo.removeBody" />}
          confirm={<FormattedMessage id="admin.demo.remove" />}
          cancel={<FormattedMessage id="admin.status.cancel" />}
          onCancel={() => setRemoving(null)}
          onConfirm={async () => {
            setFailure(null);
            try {
              await removeDemoSlot(removing.slotId);
            } catch (failed) {
              setFailure(failed);
            }
            setRemoving(null);
            await mutate();
          }}
        />
      )}
    </section>
  );
}
