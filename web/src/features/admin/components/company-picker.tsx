/**
 * A company found by its name, wherever the Admin Panel asks for one: the person types the start
 * of a name and picks from the companies the directory finds (a list the browser offers under the
 * field); the form gets the chosen company's id. An id given from elsewhere (an address's
 * `?company=`) shows as its company's name.
 */
import { useAdminCompany, useCompanies } from '@web/api/admin';
import type { MessageKey } from '@web/i18n/en';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';

/** The company among `rows` whose name is `text` (any case, spaces around aside). */
export function companyNamed<Row extends { companyId: string; name: string }>(
  rows: readonly Row[],
  text: string,
): Row | undefined {
  const wanted = text.trim().toLocaleLowerCase();
  return wanted ? rows.find((row) => row.name.toLocaleLowerCase() === wanted) : undefined;
}

export function CompanyPicker({
  id,
  label,
  companyId,
  onChange,
}: {
  id: string;
  label: MessageKey;
  /** The chosen company's id, '' for none. */
  companyId: string;
  onChange: (companyId: string) => void;
}) {
  const [text, setText] = useState('');
  // Whether the person has typed: until then an id given from elsewhere stands.
  const [typed, setTyped] = useState(false);
  // The directory is asked once typing pauses, not at every key.
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const { data } = useCompanies({ q, status: 'all' });
  const rows = data?.flatMap((page) => page.companies) ?? [];
  const chosen = companyNamed(rows, text);
  // What was typed is matched again when the directory's answer arrives after the last key.
  useEffect(() => {
    const match = chosen?.companyId ?? '';
    if (typed && match !== companyId) onChange(match);
  }, [typed, chosen, companyId, onChange]);
  // An id chosen elsewhere: its name fills the field once.
  const { data: given } = useAdminCompany(companyId && !typed ? companyId : '');
  useEffect(() => {
    if (given && !typed) setText(given.name);
  }, [given, typed]);
  const settled = q === text.trim() && data !== undefined;
  const hint =
    text.trim() === '' || !settled
      ? 'admin.picker.hint'
      : chosen || (!typed && given)
        ? 'admin.picker.chosen'
        : 'admin.picker.unknown';

  return (
    <div className="field company-picker">
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      {/* The hint between the label and the field (read with it): the field stays level with the form's button. */}
      <span id={`${id}-hint`} className="field-hint" aria-live="polite">
        <FormattedMessage id={hint} values={{ name: chosen?.name ?? given?.name ?? '' }} />
      </span>
      <input
        id={id}
        type="search"
        list={`${id}-names`}
        autoComplete="off"
        maxLength={120}
        value={text}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setTyped(true);
          setText(event.target.value);
        }}
      />
      <datalist id={`${id}-names`}>
        {rows.map((row) => (
          <option key={row.companyId} value={row.name} />
        ))}
      </datalist>
    </div>
  );
}
