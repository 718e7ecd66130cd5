/**
 * The company the person acts for, in the top bar; admins switch by typing an account name (client
 * admins get the names of their hierarchy as suggestions). A switch reloads everything for the new
 * company.
 */

import type { CompanyNode } from '@shared/companies/company-switch';
import { switchCompanySchema } from '@shared/companies/company-switch';
import { roleMeetsAccess } from '@shared/identity/access';
import type { Reply } from '@shared/platform/replies';
import { ErrorSummary } from '@web/components/error-summary';
import { TextField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { paths } from '@web/config/paths';
import { api } from '@web/lib/api-client';
import { setToken, useSession } from '@web/lib/session';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { mutate } from 'swr';
import { useDisclosure } from './use-disclosure';

const names = (nodes: CompanyNode[]): string[] =>
  nodes.flatMap((node) => [node.name, ...names(node.children)]);

export function CompanySwitcher() {
  const intl = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  const { open, setOpen, ref } = useDisclosure();
  const panelId = useId();
  const [account, setAccount] = useState('');
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const { fields, error, submit } = useSchemaForm(switchCompanySchema);
  // Admins switch; so do provider staff, to the companies assigned to them.
  const canSwitch =
    roleMeetsAccess(session?.role ?? null, 'client_admin') || session?.role === 'provider_staff';

  useEffect(() => {
    if (!open || session?.role !== 'client_admin') return;
    api<Reply<'get-hierarchy'>>('/api/private/company/hierarchy')
      .then((answer) => setSuggestions(names(answer.companies)))
      .catch(() => setSuggestions([]));
  }, [open, session?.role]);

  if (!session) return null;
  const label = session.home_company
    ? intl.formatMessage({ id: 'switch.acting' }, { name: session.companyName })
    : intl.formatMessage({ id: 'switch.current' }, { name: session.companyName });
  if (!canSwitch) return <span className="company-name">{label}</span>;

  return (
    <div className="disclosure" ref={ref}>
      <button
        type="button"
        className="topbar-button company-name"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {label}
        <span className="visually-hidden">
          {' '}
          <FormattedMessage id="switch.open" />
        </span>
      </button>
      {open && (
        <form
          id={panelId}
          className="disclosure-panel switch-panel"
          onSubmit={(event) => {
            event.preventDefault();
            void submit({ account }, async (input) => {
              const { token } = await api<Reply<'switch-company'>>('/api/private/company/switch', {
                body: input,
              });
              setToken(token);
              await mutate(() => true, undefined, { revalidate: false });
              setOpen(false);
              setAccount('');
              navigate(paths.home);
            });
          }}
          noValidate
        >
          <ErrorSummary fields={fields} />
          <FormError message={error} />
          <TextField
            id={`${panelId}-account`}
            name="account"
            label="switch.label"
            value={account}
            onChange={setAccount}
            fields={fields}
            list={`${panelId}-names`}
          />
          <datalist id={`${panelId}-names`}>
            {suggestions.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <button type="submit" className="button primary">
            <FormattedMessage id="switch.submit" />
          </button>
        </form>
      )}
    </div>
  );
}
