/** Items and the domain objects they hold: an object is its item without the table's key attributes. */
import { KEY_ATTRIBUTES } from './schema';

/** What the table adds to every object it stores: its keys, index keys and entity name. */
const TABLE_ATTRIBUTES = new Set<string>([...KEY_ATTRIBUTES, 'entity']);

/** The domain object an item holds: the item without pk, sk, entity and every index key attribute. */
export function fromItem<T>(item: Record<string, unknown>): T {
  const object: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) if (!TABLE_ATTRIBUTES.has(name)) object[name] = value;
  return object as T;
}
