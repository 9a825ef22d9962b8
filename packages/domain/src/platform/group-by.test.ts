import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by';

describe('groupBy', () => {
  it('puts each item in its key’s group, in the items’ order, losing and adding none', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ key: fc.constantFrom('a', 'b', 'c'), n: fc.integer() })), (items) => {
        const groups = groupBy(items, (item) => item.key);
        expect([...groups.values()].reduce((sum, group) => sum + group.length, 0)).toBe(items.length);
        for (const [key, group] of groups) expect(group).toEqual(items.filter((item) => item.key === key));
      }),
    );
  });

  it('keeps the keys in the order they first come', () => {
    expect([...groupBy([3, 1, 4, 1, 5, 9, 2, 6], (n) => n % 3).entries()]).toEqual([
      [0, [3, 9, 6]],
      [1, [1, 4, 1]],
      [2, [5, 2]],
    ]);
  });
});
