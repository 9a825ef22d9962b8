import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCardDuplicates, isSameAmount, isSameRefuel, type RefuelFacts } from './fuel-card-matching';

const at = (iso: string) => Date.parse(iso);
const refuel = (vehicleId: string, iso: string, amount: number): RefuelFacts => ({ vehicleId, atMs: at(iso), amount });

describe('the duplicate rule', () => {
  it('takes amounts within 0.5 % of the larger one, or within half a unit', () => {
    // 0.5 % of 312.5 is 1.5625: 312.47 and 311 are the same fill-up, 310.9 is not.
    expect(isSameAmount(312.5, 312.47)).toBe(true);
    expect(isSameAmount(312.5, 311)).toBe(true);
    expect(isSameAmount(312.5, 310.9)).toBe(false);
    // 0.5 % of 201 is 1.005: the bound is included.
    expect(isSameAmount(200, 201)).toBe(true);
    // 20.37 l of AdBlue typed as 20: half a litre is more than 0.5 % of 20.37 (0.10 l).
    expect(isSameAmount(20.37, 20)).toBe(true);
    expect(isSameAmount(20.6, 20)).toBe(false);
  });

  it('takes the same vehicle at most 30 minutes apart, either way, the bound included', () => {
    const card = refuel('a', '2026-11-29T12:05:00Z', 312.47);
    expect(isSameRefuel(card, refuel('a', '2026-11-29T11:35:00Z', 312.5))).toBe(true);
    expect(isSameRefuel(card, refuel('a', '2026-11-29T12:35:00Z', 312.5))).toBe(true);
    expect(isSameRefuel(card, refuel('a', '2026-11-29T12:35:01Z', 312.5))).toBe(false);
    expect(isSameRefuel(card, refuel('b', '2026-11-29T12:05:00Z', 312.47))).toBe(false);
  });

  const facts = fc.record({
    vehicleId: fc.constantFrom('a', 'b'),
    atMs: fc.integer({ min: 0, max: 4 * 3_600_000 }),
    amount: fc.integer({ min: 1, max: 50_000 }).map((hundredths) => hundredths / 100),
  });

  it('is symmetric', () => {
    fc.assert(
      fc.property(facts, facts, (a, b) => {
        expect(isSameRefuel(a, b)).toBe(isSameRefuel(b, a));
      }),
    );
  });
});

describe('duplicates of a card file', () => {
  const stored = [
    refuel('a', '2026-11-29T12:00:00Z', 312.5), // a shift's refuel event
    refuel('a', '2026-11-29T12:20:00Z', 313), // typed by hand as well, nearer the card's time
    refuel('b', '2026-11-10T06:00:00Z', 80),
  ];

  it('finds a stored refuel nearest in time, else an earlier row, else none', () => {
    const rows = [
      refuel('a', '2026-11-29T12:14:00Z', 312.47), // both stored ones match: the one 6 minutes away
      null, // a row that could not be read
      refuel('b', '2026-11-12T06:00:00Z', 80), // two days after b's: new
      refuel('b', '2026-11-12T06:10:00Z', 80.2), // the row before, again
      refuel('c', '2026-11-12T06:00:00Z', 80), // another vehicle: new
    ];
    expect(findCardDuplicates(rows, stored)).toEqual([{ stored: 1 }, null, null, { row: 2 }, null]);
  });

  const rows = fc.array(
    fc.option(
      fc.record({
        vehicleId: fc.constantFrom('a', 'b', 'c'),
        atMs: fc.integer({ min: 0, max: 6 * 3_600_000 }),
        amount: fc.integer({ min: 1, max: 600 }),
      }),
      { freq: 8 },
    ),
    { maxLength: 60 },
  );
  const storedRefuels = fc.array(
    fc.record({
      vehicleId: fc.constantFrom('a', 'b'),
      atMs: fc.integer({ min: 0, max: 6 * 3_600_000 }),
      amount: fc.integer({ min: 1, max: 600 }),
    }),
    { maxLength: 20 },
  );

  it('matches each duplicate with a refuel the rule takes as the same', () => {
    fc.assert(
      fc.property(rows, storedRefuels, (file, saved) => {
        findCardDuplicates(file, saved).forEach((duplicate, index) => {
          if (!duplicate) return;
          const other = 'stored' in duplicate ? saved[duplicate.stored]! : file[duplicate.row]!;
          expect(isSameRefuel(file[index]!, other)).toBe(true);
          if ('row' in duplicate) expect(duplicate.row).toBeLessThan(index);
        });
      }),
    );
  });

  it('adds nothing when the same file is imported again', () => {
    fc.assert(
      fc.property(rows, storedRefuels, (file, saved) => {
        const added = findCardDuplicates(file, saved).flatMap((duplicate, index) =>
          !duplicate && file[index] ? [file[index]] : [],
        );
        const again = findCardDuplicates(file, [...saved, ...added]);
        expect(again.filter((duplicate, index) => !duplicate && file[index])).toEqual([]);
      }),
    );
  });

  it('counts a fill-up once however the card rows are ordered against the stored one', () => {
    const shift = refuel('a', '2026-11-29T12:00:00Z', 312.5);
    const card = refuel('a', '2026-11-29T12:04:00Z', 312.47);
    expect(findCardDuplicates([card], [shift])).toEqual([{ stored: 0 }]);
    expect(findCardDuplicates([card, card], [])).toEqual([null, { row: 0 }]);
  });
});
