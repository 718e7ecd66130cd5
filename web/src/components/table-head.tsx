/** A data table's header row: one column heading per catalog key. */
import type { MessageKey } from '@web/i18n/en';
import { FormattedMessage } from 'react-intl';

export function TableHead({ headings }: { headings: readonly MessageKey[] }) {
  return (
    <thead>
      <tr>
        {headings.map((heading) => (
          <th key={heading} scope="col">
            <FormattedMessage id={heading} />
          </th>
        ))}
      </tr>
    </thead>
  );
}
