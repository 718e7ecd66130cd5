/**
 * The merchandise lines of a claim (spec: merchandise line), typed as text and read by the shared
 * cell rules: a sales date from two years ago to yesterday, a description, a whole number of items,
 * a unit price, the amounts excluding and including tax, the tax rate and the currency (EUR when
 * left empty). Each field's issue shows beneath it.
 */
import { GOODS_COLUMNS } from '@shared/bulk/columns';
import { salesDateWindow } from '@shared/claims/cells';
import { MAX_GOODS_LINES } from '@shared/claims/schema';
import type { Fields } from '@web/components/form';
import { TextField } from '@web/components/form';
import type { MessageKey } from '@web/i18n/en';
import { FormattedMessage, useIntl } from 'react-intl';

/** A goods line's fields: the bulk file's goods columns, in the same order. */
export const LINE_FIELDS = GOODS_COLUMNS;
export type LineField = (typeof LINE_FIELDS)[number];
export type LineValues = Record<LineField, string>;

export const emptyLine = (): LineValues => ({
  sales_date: '',
  description: '',
  nb_of_items: '1',
  unit_price: '',
  amount_excl: '',
  amount_incl: '',
  tax_percentage: '20',
  currency_code: 'EUR',
});

export const LINE_LABELS: Record<LineField, MessageKey> = {
  sales_date: 'goods.salesDate',
  description: 'goods.description',
  nb_of_items: 'goods.items',
  unit_price: 'goods.unitPrice',
  amount_excl: 'goods.amountExcl',
  amount_incl: 'goods.amountIncl',
  tax_percentage: 'goods.tax',
  currency_code: 'goods.currency',
};

const INPUT_MODE: Partial<Record<LineField, 'numeric' | 'text'>> = {
  nb_of_items: 'numeric',
};

export function GoodsLines({
  lines,
  onChange,
  fields,
}: {
  lines: LineValues[];
  onChange: (lines: LineValues[]) => void;
  fields: Fields;
}) {
  const intl = useIntl();
  const window = salesDateWindow(new Date());
  const set = (index: number, field: LineField, value: string) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, [field]: value } : line)));

  return (
    <div className="goods-lines">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place.
        <fieldset key={index} className="goods-line">
          <legend>
            <FormattedMessage id="goods.line" values={{ number: index + 1 }} />
          </legend>
          <div className="goods-grid">
            {LINE_FIELDS.map((field) =>
              field === 'sales_date' ? (
                <div className="field" key={field}>
                  <label htmlFor={`line-${index}-${field}`}>
                    <FormattedMessage id={LINE_LABELS[field]} />
                  </label>
                  <input
                    id={`line-${index}-${field}`}
                    name={`lines.${index}.${field}`}
                    type="date"
                    min={window.from}
                    max={window.to}
                    value={line[field]}
                    onChange={(event) => set(index, field, event.target.value)}
                    {...fields.describe(`lines.${index}.${field}`)}
                  />
                  {fields.message(`lines.${index}.${field}`)}
                </div>
              ) : (
                <TextField
                  key={field}
                  id={`line-${index}-${field}`}
                  name={`lines.${index}.${field}`}
                  label={LINE_LABELS[field]}
                  inputMode={INPUT_MODE[field]}
                  maxLength={field === 'description' ? 500 : field === 'currency_code' ? 3 : 20}
                  value={line[field]}
                  onChange={(value) => set(index, field, value)}
                  fields={fields}
                />
              ),
            )}
          </div>
          {lines.length > 1 && (
            <button
              type="button"
              className="button small"
              aria-label={intl.formatMessage({ id: 'goods.removeLabel' }, { number: index + 1 })}
              onClick={() => onChange(lines.filter((_, at) => at !== index))}
            >
              <FormattedMessage id="goods.remove" />
            </button>
          )}
        </fieldset>
      ))}
      {fields.message('lines')}
      {lines.length < MAX_GOODS_LINES && (
        <button type="button" className="button" onClick={() => onChange([...lines, emptyLine()])}>
          <FormattedMessage id="goods.add" />
        </button>
      )}
    </div>
  );
}
