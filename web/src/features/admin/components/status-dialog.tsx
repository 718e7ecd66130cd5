/**
 * Deactivating or activating a client company asks why (kept in the audit log) and says what will
 * happen: deactivated, its people are signed out at once and cannot sign in, its scheduled work
 * stops; activated, all is as it was.
 */

import { companyStatusInputSchema } from '@shared/admin/directory';
import { ErrorSummary } from '@web/components/error-summary';
import { useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { Modal } from '@web/components/modal';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

export function StatusDialog({
  name,
  active,
  onClose,
  onSave,
}: {
  name: string;
  /** The status to set. */
  active: boolean;
  onClose: () => void;
  onSave: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const { fields, error, busy, submit } = useSchemaForm(companyStatusInputSchema);
  return (
    <Modal
      title={
        <FormattedMessage
          id={active ? 'admin.status.activateTitle' : 'admin.status.deactivateTitle'}
          values={{ name }}
        />
      }
      onClose={onClose}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit({ active, reason }, (input) => onSave(input.reason));
        }}
      >
        <p>
          <FormattedMessage id={active ? 'admin.status.activateBody' : 'admin.status.deactivateBody'} />
        </p>
        <ErrorSummary fields={fields} />
        <FormError message={error} />
        <div className="field">
          <label htmlFor="status-reason">
            <FormattedMessage id="admin.status.reason" />
          </label>
          <textarea
            id="status-reason"
            name="reason"
            rows={3}
            maxLength={300}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            {...fields.describe('reason')}
          />
          {fields.message('reason')}
        </div>
        <div className="button-row">
          <button type="submit" className={`button ${active ? 'primary' : 'danger'}`} disabled={busy}>
            <FormattedMessage id={active ? 'admin.status.activate' : 'admin.status.deactivate'} />
          </button>
          <button type="button" className="button" onClick={onClose}>
            <FormattedMessage id="admin.status.cancel" />
          </button>
        </div>
      </form>
    </Modal>
  );
}
