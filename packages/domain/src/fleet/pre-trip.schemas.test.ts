import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PRE_TRIP_BUILT_IN_ITEMS, PRE_TRIP_DEFAULT_CHECKLISTS } from './pre-trip-items';
import { preTripCheckInputSchema, preTripChecklistsInputSchema, preTripChecksQuerySchema } from './pre-trip.schemas';
import { VEHICLE_CLASS_NUMBERS } from './vehicle-classes';

const check = {
  clientKey: 'check-1',
  vehicleId: '00000000-0000-4000-8000-000000000401',
  shiftClientKey: 'shift-1',
  at: '2026-05-04T04:55:00Z',
  status: 'done',
  answers: [
    { item: { kind: 'builtIn', key: 'lights' }, result: 'ok' },
    { item: { kind: 'builtIn', key: 'brakes' }, result: 'defect', note: ' Left rear drags ', photoKeys: ['photo-1'] },
  ],
};
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('a pre-trip check from the phone', () => {
  it('takes each item’s answer, a defect with its note (trimmed) and photo keys', () => {
    const parsed = preTripCheckInputSchema.parse(check);
    expect(parsed.answers).toEqual([
      { item: { kind: 'builtIn', key: 'lights' }, result: 'ok', note: '', photoKeys: [] },
      { item: { kind: 'builtIn', key: 'brakes' }, result: 'defect', note: 'Left rear drags', photoKeys: ['photo-1'] },
    ]);
  });

  it('asks a defect what is wrong, and keeps a note within 500 characters and three photos', () => {
    const answer = (extra: object) => ({
      ...check,
      answers: [{ item: { kind: 'builtIn', key: 'tyres' }, result: 'defect', ...extra }],
    });
    expect(issuesOf(preTripCheckInputSchema.safeParse(answer({ note: '  ' })))).toEqual([
      'answers.0.note: pre-trip:noteRequired',
    ]);
    expect(issuesOf(preTripCheckInputSchema.safeParse(answer({ note: 'x'.repeat(501) })))).toEqual([
      'answers.0.note: pre-trip:noteTooLong',
    ]);
    expect(preTripCheckInputSchema.safeParse(answer({ note: 'x'.repeat(500) })).success).toBe(true);
    expect(
      issuesOf(preTripCheckInputSchema.safeParse(answer({ note: 'Flat', photoKeys: ['a', 'b', 'c', 'd'] }))),
    ).toEqual(['answers.0.photoKeys: pre-trip:tooManyPhotos']);
    expect(issuesOf(preTripCheckInputSchema.safeParse(answer({ note: 'Flat', photoKeys: ['../etc'] })))).toEqual([
      'answers.0.photoKeys.0: validation:invalid',
    ]);
  });

  it('answers each item once, a done check at least one, a skipped check none', () => {
    const twice = { ...check, answers: [check.answers[0], check.answers[0]] };
    expect(issuesOf(preTripCheckInputSchema.safeParse(twice))).toEqual(['answers: pre-trip:itemTwice']);
    expect(issuesOf(preTripCheckInputSchema.safeParse({ ...check, answers: [] }))).toEqual([
      'answers: pre-trip:noAnswers',
    ]);
    expect(issuesOf(preTripCheckInputSchema.safeParse({ ...check, status: 'skipped' }))).toEqual([
      'answers: pre-trip:skippedWithAnswers',
    ]);
    expect(
      preTripCheckInputSchema.parse({ ...check, status: 'skipped', answers: [], shiftClientKey: undefined }),
    ).toMatchObject({
      status: 'skipped',
      shiftClientKey: null,
    });
  });

  it('takes the organisation’s own item with its label, keyed own-…', () => {
    const own = (item: object) => ({ ...check, answers: [{ item: { kind: 'own', ...item }, result: 'ok' }] });
    expect(preTripCheckInputSchema.safeParse(own({ key: 'own-taillift', label: 'Tail lift' })).success).toBe(true);
    expect(issuesOf(preTripCheckInputSchema.safeParse(own({ key: 'own-taillift', label: ' ' })))).toEqual([
      'answers.0.item.label: pre-trip:labelRequired',
    ]);
    expect(issuesOf(preTripCheckInputSchema.safeParse(own({ key: 'lights', label: 'Lights' })))).toEqual([
      'answers.0.item.key: validation:invalid',
    ]);
  });

  it('never throws on any input, and a parsed check always keeps its rules', () => {
    const item = fc.oneof(
      fc.record({ kind: fc.constant('builtIn'), key: fc.constantFrom(...PRE_TRIP_BUILT_IN_ITEMS, 'wings') }),
      fc.record({
        kind: fc.constant('own'),
        key: fc.string({ maxLength: 8 }).map((s) => `own-${s}`),
        label: fc.string({ maxLength: 90 }),
      }),
    );
    const answer = fc.record(
      {
        item,
        result: fc.constantFrom('ok', 'defect', 'maybe'),
        note: fc.string({ maxLength: 520 }),
        photoKeys: fc.array(fc.string({ maxLength: 5 }), { maxLength: 4 }),
      },
      { requiredKeys: ['item', 'result'] },
    );
    fc.assert(
      fc.property(fc.constantFrom('done', 'skipped'), fc.array(answer, { maxLength: 12 }), (status, answers) => {
        const parsed = preTripCheckInputSchema.safeParse({ ...check, status, answers });
        if (!parsed.success) return;
        const keys = parsed.data.answers.map((a) => a.item.key);
        expect(new Set(keys).size).toBe(keys.length);
        expect(status === 'skipped' ? keys.length === 0 : keys.length > 0).toBe(true);
        for (const a of parsed.data.answers) {
          expect(a.note.length).toBeLessThanOrEqual(500);
          if (a.result === 'defect') expect(a.note).not.toBe('');
        }
      }),
    );
  });
});

describe('the organisation’s checklists', () => {
  it('has a built-in list for every vehicle class, each item once, a coupling only on combinations and trailers', () => {
    for (const vehicleClass of VEHICLE_CLASS_NUMBERS) {
      const keys = PRE_TRIP_DEFAULT_CHECKLISTS[vehicleClass].map((item) => item.key);
      expect(new Set(keys).size, `class ${vehicleClass}`).toBe(keys.length);
      expect(keys.includes('coupling'), `class ${vehicleClass}`).toBe([4, 5, 6, 7].includes(vehicleClass));
    }
  });

  it('changes each class at most once, its items unique; null gives the built-in list back', () => {
    const lights = { kind: 'builtIn', key: 'lights' };
    expect(
      preTripChecklistsInputSchema.parse({
        checklists: [
          { vehicleClass: 3, items: null },
          { vehicleClass: 1, items: [] },
        ],
      }),
    ).toEqual({
      checklists: [
        { vehicleClass: 3, items: null },
        { vehicleClass: 1, items: [] },
      ],
    });
    expect(
      issuesOf(preTripChecklistsInputSchema.safeParse({ checklists: [{ vehicleClass: 3, items: [lights, lights] }] })),
    ).toEqual(['checklists.0.items: pre-trip:itemTwice']);
    expect(
      issuesOf(
        preTripChecklistsInputSchema.safeParse({
          checklists: [
            { vehicleClass: 3, items: [] },
            { vehicleClass: 3, items: [] },
          ],
        }),
      ),
    ).toEqual(['checklists: pre-trip:classTwice']);
    expect(issuesOf(preTripChecklistsInputSchema.safeParse({ checklists: [{ vehicleClass: 10, items: [] }] }))).toEqual(
      ['checklists.0.vehicleClass: validation:invalid'],
    );
  });
});

describe('the office’s period', () => {
  it('runs forwards over at most 366 days, both ends counted', () => {
    expect(preTripChecksQuerySchema.safeParse({ from: '2026-05-01', to: '2026-05-01' }).success).toBe(true);
    expect(issuesOf(preTripChecksQuerySchema.safeParse({ from: '2026-05-02', to: '2026-05-01' }))).toEqual([
      'to: pre-trip:periodBackwards',
    ]);
    expect(preTripChecksQuerySchema.safeParse({ from: '2026-01-01', to: '2027-01-01' }).success).toBe(true);
    expect(issuesOf(preTripChecksQuerySchema.safeParse({ from: '2026-01-01', to: '2027-01-02' }))).toEqual([
      'to: pre-trip:periodTooLong',
    ]);
  });
});
