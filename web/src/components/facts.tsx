/** A list of labelled facts (a claim's, a bank account's, an SFTP connection's): label, then value. */
import type { MessageKey } from '@web/i18n/en';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export type Fact = readonly [label: MessageKey, value: ReactNode];

export function Facts({ facts, className = 'facts' }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>
            <FormattedMessage id={label} />
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
