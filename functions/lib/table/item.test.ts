import { describe, expect, it } from 'vitest';
import { fromItem } from './item';
import { INDEX } from './schema';

describe('fromItem', () => {
  it('drops pk, sk, entity and every index key attribute', () => {
    const indexAttributes = Object.fromEntries(
      Object.values(INDEX).flatMap((index) => [
        [index.partitionKey, 'p'],
        [index.sortKey, 's'],
      ]),
    );
    const item = { pk: 'C#co', sk: 'USER#u', entity: 'user', ...indexAttributes, userId: 'u', active: true };
    expect(fromItem(item)).toEqual({ userId: 'u', active: true });
  });

  it('keeps every other attribute as it is, the expiry included', () => {
    const item = { pk: 'C#co', sk: 'UPLOAD#1', uploadId: '1', expiresAt: 123, nested: { pk: 'kept' } };
    expect(fromItem(item)).toEqual({ uploadId: '1', expiresAt: 123, nested: { pk: 'kept' } });
  });
});
