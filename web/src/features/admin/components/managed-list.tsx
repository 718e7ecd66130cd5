/**
 * The Admin Panel's managed content (case studies, release notes), written once: each item with its
 * title, a detail line and its draft or published badge, buttons to edit and delete it (deleting
 * asks first), and the button that starts a new one. The forms are the sections' own.
 */
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormError } from '@web/components/form-error';
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface ManagedListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** The item's name as shown, and in its buttons' accessible names. */
  nameOf: (item: T) => string;
  detail: (item: T) => ReactNode;
  published: (item: T) => boolean;
  labels: {
    edit: MessageKey;
    delete: MessageKey;
    deleteTitle: MessageKey;
    deleteBody: MessageKey;
    new: MessageKey;
  };
  onEdit: (item: T | null) => void;
  onDelete: (item: T) => Promise<void>;
}

export function ManagedList<T>({
  items,
  keyOf,
  nameOf,
  detail,
  published,
  labels,
  onEdit,
  onDelete,
}: ManagedListProps<T>) {
  const intl = useIntl();
  const [deleting, setDeleting] = useState<T | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  return (
    <>
      {failure !== null && <FormError message={messageKeyOf(failure)} />}
      {items.length > 0 && (
        <ul className="sendout-list">
          {items.map((item) => (
            <li key={keyOf(item)}>
              <strong>{nameOf(item)}</strong>
              <span className="cell-detail">{detail(item)}</span>
              <span className={`badge ${published(item) ? 'ok' : 'neutral'}`}>
                <FormattedMessage id={published(item) ? 'admin.studies.published' : 'admin.studies.draft'} />
              </span>
              <div className="row-actions">
                <button
                  type="button"
                  className="button small"
                  aria-label={intl.formatMessage({ id: labels.edit }, { name: nameOf(item) })}
                  onClick={() => onEdit(item)}
                >
                  <FormattedMessage id="admin.studies.edit" />
                </button>
                <button
                  type="button"
                  className="button small danger"
                  aria-label={intl.formatMessage({ id: labels.delete }, { name: nameOf(item) })}
                  onClick={() => setDeleting(item)}
                >
                  <FormattedMessage id="admin.studies.delete" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button primary" onClick={() => onEdit(null)}>
        <FormattedMessage id={labels.new} />
      </button>
      {deleting !== null && (
        <ConfirmDialog
          danger
          title={<FormattedMessage id={labels.deleteTitle} values={{ name: nameOf(deleting) }} />}
          body={<FormattedMessage id={labels.deleteBody} />}
          confirm={<FormattedMessage id="admin.studies.delete" />}
          cancel={<FormattedMessage id="admin.status.cancel" />}
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            setFailure(null);
            try {
              await onDelete(deleting);
            } catch (failed) {
              setFailure(failed);
            }
            setDeleting(null);
          }}
        />
      )}
    </>
  );
}

/** A content form's address: lower case letters, digits and hyphens, fixed once saved. */
export function SlugField({
  id,
  label,
  hint,
  value,
  locked,
  invalid,
  onChange,
}: {
  id: string;
  label: MessageKey;
  hint: MessageKey;
  value: string;
  locked: boolean;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <input
        id={id}
        value={value}
        readOnly={locked}
        maxLength={80}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value.trim())}
      />
      <p id={`${id}-hint`} className={invalid ? 'field-error' : 'field-hint'}>
        <FormattedMessage id={hint} />
      </p>
    </div>
  );
}

/** A content form's draft or published choice. */
export function StatusField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: 'draft' | 'published';
  onChange: (value: 'draft' | 'published') => void;
}) {
  const intl = useIntl();
  return (
    <div className="field">
      <label htmlFor={id}>
        <FormattedMessage id="admin.studies.status" />
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as 'draft' | 'published')}
      >
        <option value="draft">{intl.formatMessage({ id: 'admin.studies.draft' })}</option>
        <option value="published">{intl.formatMessage({ id: 'admin.studies.published' })}</option>
      </select>
    </div>
  );
}

/** A form's Save and Cancel. */
export function SaveOrCancel({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <div className="button-row">
      <button type="submit" className="button primary" disabled={busy}>
        <FormattedMessage id="admin.studies.save" />
      </button>
      <button type="button" className="button" onClick={onCancel}>
        <FormattedMessage id="admin.status.cancel" />
      </button>
    </div>
  );
}
