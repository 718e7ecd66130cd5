/** Platform admins lift a sign-in block on an address. */

import { unblockSchema } from '@shared/admin/unblock';
import { ErrorSummary } from '@web/components/error-summary';
import { TextField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { api } from '@web/lib/api-client';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

export function UnblockForm() {
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const { fields, error, submit } = useSchemaForm(unblockSchema);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setDone(null);
        void submit({ email }, async (input) => {
          await api('/api/private/admin/user/unblock', { body: input });
          setDone(input.email);
          setEmail('');
        });
      }}
      noValidate
      aria-labelledby="unblock-heading"
    >
      <h2 id="unblock-heading">
        <FormattedMessage id="admin.unblockHeading" />
      </h2>
      <p className="page-intro">
        <FormattedMessage id="admin.unblockIntro" />
      </p>
      <ErrorSummary fields={fields} />
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
