/** One ADD of counters to a company's counters item (claim stats, audit stats, dashboards), as a transaction item. */
import { keys } from './keys';
import { type TransactItem, txUpdate } from './table';

export function counterUpdate(
  companyId: string,
  sk: string,
  counters: Iterable<[string, number]>,
  entity: string,
): TransactItem {
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  const parts = [...counters].map(([name, delta], index) => {
    names[`#c${index}`] = name;
    values[`:c${index}`] = delta;
    return `#c${index} :c${index}`;
  });
  return txUpdate(keys.stats(companyId, sk), {
    UpdateExpression: `SET entity = :entity ADD ${parts.join(', ')}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: { ...values, ':entity': entity },
  });
}
