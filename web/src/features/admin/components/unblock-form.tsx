/** Platform admins lift a sign-in block on an address. */
import { unblockSchema } from '@shared/validation/admin';
import { TextField, useFieldErrors } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import type { MessageKey } from '@web/i18n/en';
import { ApiError, api } from '@web/lib/api-client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage } from 'react-intl';

export function UnblockForm() {
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<MessageKey | null>(null);
  const fields = useFieldErrors(unblockSchema);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setDone(null);
    const input = fields.validate({ email });
    if (!input) return;
    try {
      await api('/api/private/admin/user/unblock', { body: input });
      setDone(input.email);
      setEmail('');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.messageKey : 'error.server.internal');
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="unblock-heading">
      <h2 id="unblock-heading">
        <FormattedMessage id="admin.unblockHeading" />
      </h2>
      <p className="page-intro">
        <FormattedMessage id="admin.unblockIntro" />
      </p>
      <FormError message={error} />
      {done && (
        <p className="form-success" role="status">
          <FormattedMessage id="admin.unblocked" values={{ email: done }} />
        </p>
      )}
      <TextField
        id="unblock-email"
        name="email"
        type="email"
        label="team.email"
        value={email}
        onChange={setEmail}
        fields={fields}
      />
      <div className="button-row">
        <button type="submit" className="button primary">
          <FormattedMessage id="admin.unblock" />
        </button>
      </div>
    </form>
  );
}
