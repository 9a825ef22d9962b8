import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { localDateOf } from '../platform/time-zones';
import { fleetItemInputSchema } from './fleet-item.schemas';
import { maintenanceItemsOfDefects, preTripDefectDescription } from './pre-trip-defects';
import type { PreTripItem } from './pre-trip-items';

const VEHICLE = '00000000-0000-4000-8000-000000000401';
const LABELS: Record<string, string> = { lights: 'Lights and indicators', brakes: 'Brakes', tyres: 'Tyres and wheels' };
const labelOf = (item: PreTripItem) => (item.kind === 'own' ? item.label : (LABELS[item.key] ?? item.key));
const builtIn = (key: 'lights' | 'brakes' | 'tyres'): PreTripItem => ({ kind: 'builtIn', key });

describe('a defect’s maintenance item description', () => {
  it('is the item and the note when they fit in 50 characters', () => {
    expect(preTripDefectDescription('Brakes', 'Left rear brake drags')).toBe('Brakes: Left rear brake drags');
    expect(preTripDefectDescription('Brakes', '  ')).toBe('Brakes');
    expect(preTripDefectDescription('Brakes', 'Pulls\nto the   left')).toBe('Brakes: Pulls to the left');
  });

  it('is cut to 49 characters and an ellipsis, without a space before it', () => {
    // "Tyres and wheels: " is 18 characters; 31 of the note make 49, the 49th a space dropped before "…".
    const description = preTripDefectDescription(
      'Tyres and wheels',
      'Front left tyre has a deep cut in the sidewall, replace before driving',
    );
    expect(description).toBe('Tyres and wheels: Front left tyre has a deep cut…');
    expect(Array.from(description)).toHaveLength(49);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const description = preTripDefectDescription('Lastsäkring', `${'x'.repeat(36)}🚛🚛🚛`);
    expect(description).toBe(`Lastsäkring: ${'x'.repeat(36)}…`);
    expect(preTripDefectDescription('Lastsäkring', `${'x'.repeat(35)}🚛🚛🚛`)).toBe(
      `Lastsäkring: ${'x'.repeat(35)}🚛…`,
    );
  });

  it('always fits the fleet item, and is the start of the whole text when cut', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 80, unit: 'grapheme' }),
        fc.string({ maxLength: 500, unit: 'grapheme' }),
        (label, note) => {
          const description = preTripDefectDescription(label, note);
          expect(Array.from(description).length).toBeLessThanOrEqual(50);
          expect(description).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
          const full = note.trim() ? `${label.trim()}: ${note.trim().replace(/\s+/g, ' ')}` : label.trim();
          if (Array.from(full).length <= 50) expect(description).toBe(full);
          else expect(full.startsWith(description.slice(0, -1))).toBe(true);
        },
      ),
    );
  });
});

describe('the maintenance items of a check', () => {
  it('makes one item per defect, due on the check’s local date, at no cost', () => {
    // 22:30 UTC on 28 March is 00:30 on the 29th in Helsinki (UTC+2 until 03:00 that morning).
    const items = maintenanceItemsOfDefects(
      {
        vehicleId: VEHICLE,
        at: '2026-03-28T22:30:00Z',
        answers: [
          { item: builtIn('lights'), result: 'ok', note: '' },
          { item: builtIn('brakes'), result: 'defect', note: 'Left rear brake drags' },
          { item: { kind: 'own', key: 'own-tail', label: 'Tail lift' }, result: 'defect', note: 'Will not lift' },
        ],
      },
      { zone: 'Europe/Helsinki', labelOf },
    );
    expect(items).toEqual([
      {
        position: 1,
        item: {
          vehicleId: VEHICLE,
          type: 'maintenance',
          cost: 0,
          description: 'Brakes: Left rear brake drags',
          plan: { dueType: 'time', dueDate: '2026-03-29', repeatEvery: null, repeatUntil: null },
        },
      },
      {
        position: 2,
        item: expect.objectContaining({
          description: 'Tail lift: Will not lift',
          plan: expect.objectContaining({ dueDate: '2026-03-29' }),
        }),
      },
    ]);
  });

  it('dates by the organisation’s zone: the same moment is the 24th in UTC and the 25th in Stockholm (01:30 summer time)', () => {
    const check = {
      vehicleId: VEHICLE,
      at: '2026-10-24T23:30:00Z',
      answers: [{ item: builtIn('tyres'), result: 'defect' as const, note: 'Flat' }],
    };
    const dateIn = (zone: string) => {
      const [first] = maintenanceItemsOfDefects(check, { zone, labelOf });
      return first?.item.plan.dueType === 'time' ? first.item.plan.dueDate : undefined;
    };
    expect(dateIn('UTC')).toBe('2026-10-24');
    expect(dateIn('Europe/Stockholm')).toBe('2026-10-25');
  });

  it('makes nothing of a check without defects', () => {
    const answers = [{ item: builtIn('lights'), result: 'ok' as const, note: 'Bulb changed yesterday' }];
    expect(
      maintenanceItemsOfDefects({ vehicleId: VEHICLE, at: '2026-05-04T04:00:00Z', answers }, { zone: 'UTC', labelOf }),
    ).toEqual([]);
  });

  it('is always an item POST /api/fleet-items would take, one per defect', () => {
    const answer = fc.record({
      item: fc.oneof(
        fc.constantFrom<PreTripItem>(builtIn('lights'), builtIn('brakes'), builtIn('tyres')),
        fc.record({
          kind: fc.constant('own' as const),
          key: fc.constant('own-x'),
          label: fc.string({ minLength: 1, maxLength: 80 }),
        }),
      ),
      result: fc.constantFrom('ok' as const, 'defect' as const),
      note: fc.string({ minLength: 1, maxLength: 500 }),
    });
    const instant = fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true });
    fc.assert(
      fc.property(
        fc.array(answer, { maxLength: 30 }),
        instant,
        fc.constantFrom('Europe/Helsinki', 'Europe/Stockholm', 'UTC'),
        (answers, at, zone) => {
          const items = maintenanceItemsOfDefects(
            { vehicleId: VEHICLE, at: at.toISOString(), answers },
            { zone, labelOf },
          );
          expect(items.map((made) => made.position)).toEqual(
            answers.flatMap((a, i) => (a.result === 'defect' ? [i] : [])),
          );
          for (const { item } of items) {
            const plan = item.plan.dueType === 'time' ? item.plan : undefined;
            expect(plan?.dueDate).toBe(localDateOf(at.getTime(), zone));
            const parsed = fleetItemInputSchema.safeParse({ ...item, dueType: 'time', dueDate: plan?.dueDate });
            expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
          }
        },
      ),
    );
  });
});
