/**
 * A claim's goods lines as a table (sale date, description, items, unit price, amounts excluding and
 * including tax, tax rate): the merchant's claim page and the claims desk show the same lines.
 */
import type { ClaimView } from '@shared/claims/schema';
import { Money } from '@web/components/money';
import { TableHead } from '@web/components/table-head';
import { TableScroll } from '@web/components/table-scroll';
import { useIntl } from 'react-intl';

export function GoodsTable({ lines, compact = false }: { lines: ClaimView['lines']; compact?: boolean }) {
  const intl = useIntl();
  return (
    <TableScroll label={intl.formatMessage({ id: 'claimForm.goods' })}>
      <table className={compact ? 'data-table compact' : 'data-table'}>
        <TableHead
          headings={[
            'goods.salesDate',
            'goods.description',
            'goods.items',
            'goods.unitPrice',
            'goods.amountExcl',
            'goods.amountIncl',
            'goods.tax',
          ]}
        />
        <tbody>
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place.
            <tr key={index}>
              <td>{line.sales_date}</td>
              <td>{line.description}</td>
              <td>{line.nb_of_items}</td>
              <td>
                <Money value={line.unit_price} currency={line.currency_code} />
              </td>
              <td>
                <Money value={line.amount_excl} currency={line.currency_code} />
              </td>
              <td>
                <Money value={line.amount_incl} currency={line.currency_code} />
              </td>
              <td>{line.tax_percentage} %</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
