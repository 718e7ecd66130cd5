/** What the desk's export and answer-file import both show: the carrier and company pickers, a file's columns. */
import { CARRIERS } from '@shared/carriers/carriers';
import type { DeskExportInput } from '@shared/claims/desk-files-api';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFilesScope } from '../api/desk-files';

type Carrier = DeskExportInput['carrier'];

export function CarrierCompany({
  carrier,
  companyId,
  onCarrier,
  onCompany,
}: {
  carrier: Carrier;
  companyId: string;
  onCarrier: (carrier: Carrier) => void;
  onCompany: (companyId: string) => void;
}) {
  const id = useId();
  const intl = useIntl();
  const scope = useFilesScope();
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-carrier`}>
          <FormattedMessage id="desk.files.carrier" />
        </label>
        <select
          id={`${id}-carrier`}
          value={carrier}
          onChange={(event) => onCarrier(event.target.value as Carrier)}
        >
          {CARRIERS.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-company`}>
          <FormattedMessage id="desk.files.company" />
        </label>
        <select id={`${id}-company`} value={companyId} onChange={(event) => onCompany(event.target.value)}>
          <option value="">{intl.formatMessage({ id: 'desk.files.everyCompany' })}</option>
          {(scope.data?.companies ?? []).map((company) => (
            <option key={company.companyId} value={company.companyId}>
              {company.name}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

/** A column as the person knows it: its letter and its header ('C: Status'). */
export const columnName = (headers: readonly string[], column: number | undefined) => {
  if (column === undefined) return '';
  const letter = column < 26 ? String.fromCharCode(65 + column) : `${column + 1}`;
  return headers[column] ? `${letter}: ${headers[column]}` : letter;
};
