import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCycle } from '../../../../scripts/vite-no-chunk-cycles';

describe('the build check for chunks importing each other in a circle', () => {
  it('names the circle', () => {
    const imports = new Map([
      ['index.js', ['a.js']],
      ['a.js', ['b.js']],
      ['b.js', ['c.js']],
      ['c.js', ['a.js']],
    ]);
    expect(findCycle(imports)).toEqual(['a.js', 'b.js', 'c.js', 'a.js']);
  });

  it('finds none where every import points to a file listed earlier', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.nat()), { maxLength: 30 }), (lists) => {
        // File i may only import files with a smaller number: no circle can form.
        const imports = new Map(lists.map((list, i) => [`${i}.js`, list.filter((j) => j < i).map((j) => `${j}.js`)]));
        expect(findCycle(imports)).toBeUndefined();
      }),
    );
  });

  it('finds one whenever a file imports itself through others', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (length) => {
        const imports = new Map(Array.from({ length }, (_, i) => [`${i}.js`, [`${(i + 1) % length}.js`]]));
        expect(findCycle(imports)).toHaveLength(length + 1);
      }),
    );
  });
});
