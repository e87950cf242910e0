import { describe, expect, it } from 'vitest';
import { operationIds, operations } from '../../src/shared/interface';

describe('operation ids', () => {
  it('are exactly the operations of the table, in its order', () => {
    // `satisfies Record<OperationId, …>` catches an id without a row; this, a row without an id.
    expect(Object.keys(operations)).toEqual([...operationIds]);
  });
});
