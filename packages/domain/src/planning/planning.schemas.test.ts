import { describe, expect, it } from 'vitest';
import {
  conflictsRequestSchema,
  conflictsResponseSchema,
  planCheckSchema,
  plannedShiftInputSchema,
  plannedShiftUpdateSchema,
  plannedShiftsQuerySchema,
  planPublishSchema,
} from './planning.schemas';

/**
 * The 400 answers of resource planning (issue 24): each invalid field gives an issue whose path
 * names it and whose message is an i18n key of the planning or validation catalogue.
 */
const driverId = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const vehicleA = '0b7e9c1d-2a3f-4b5c-8d6e-7f8091a2b3c4';
const vehicleB = '1c8fad2e-3b4a-4c6d-9e7f-8091a2b3c4d5';
const plan = {
  ref: 'new-1',
  driverId,
  vehicleIds: [vehicleA],
  start: '2026-03-02T06:00:00+02:00',
  end: '2026-03-02T16:00:00+02:00',
};
const stored = { driverId, vehicleIds: [vehicleA], start: plan.start, end: plan.end, status: 'draft' };

/** Name, input, the path named and the message. */
const invalid: [string, object, (string | number)[], string][] = [
  ['no ref', { ...plan, ref: undefined }, ['ref'], 'validation:required'],
  ['an empty ref', { ...plan, ref: '' }, ['ref'], 'validation:required'],
  ['a ref of 101 characters', { ...plan, ref: 'x'.repeat(101) }, ['ref'], 'validation:tooLong'],
  ['a driver that is no uuid', { ...plan, driverId: 'driver-1' }, ['driverId'], 'validation:invalid'],
  ['a vehicle that is no uuid', { ...plan, vehicleIds: ['v1'] }, ['vehicleIds', 0], 'validation:invalid'],
  [
    'a vehicle twice',
    { ...plan, vehicleIds: [vehicleA, vehicleB, vehicleA] },
    ['vehicleIds', 2],
    'planning:duplicateVehicle',
  ],
  ['11 vehicles', { ...plan, vehicleIds: Array(11).fill(vehicleA) }, ['vehicleIds'], 'validation:tooLong'],
  ['a start without offset', { ...plan, start: '2026-03-02T06:00:00' }, ['start'], 'validation:invalidDate'],
  ['an end that is a date', { ...plan, end: '2026-03-02' }, ['end'], 'validation:invalidDate'],
  ['an end at the start', { ...plan, end: plan.start }, ['end'], 'planning:endBeforeStart'],
  ['an end before the start', { ...plan, end: '2026-03-02T05:00:00+02:00' }, ['end'], 'planning:endBeforeStart'],
  ['a week and a minute', { ...plan, end: '2026-03-09T06:01:00+02:00' }, ['end'], 'planning:tooLong'],
  ['a route that is no uuid', { ...plan, routeId: 'oulu' }, ['routeId'], 'validation:invalid'],
  ['101 tasks', { ...plan, taskIds: Array(101).fill(vehicleA) }, ['taskIds'], 'validation:tooLong'],
];

describe('planCheckSchema', () => {
  it.each(invalid)('refuses %s, naming the field', (_, input, path, message) => {
    const result = planCheckSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ path, message }));
  });

  it('takes a plan of exactly 7 days, in any offset, with a route and tasks', () => {
    const week = { ...plan, start: '2026-03-02T04:00:00Z', end: '2026-03-09T06:00:00+02:00' };
    expect(planCheckSchema.safeParse(week).success).toBe(true);
    expect(planCheckSchema.parse({ ...plan, routeId: vehicleB, taskIds: [vehicleA, vehicleB] })).toMatchObject({
      routeId: vehicleB,
      taskIds: [vehicleA, vehicleB],
    });
  });

  it('names a wrong time order even when another field is wrong too', () => {
    const result = planCheckSchema.safeParse({ ...plan, driverId: 'x', end: '2026-03-01T06:00:00+02:00' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      expect.arrayContaining([
        ['driverId', 'validation:invalid'],
        ['end', 'planning:endBeforeStart'],
      ]),
    );
  });
});

describe('conflictsRequestSchema', () => {
  it('refuses no plans, 5 001 plans, and a ref used twice (on the second)', () => {
    expect(conflictsRequestSchema.safeParse({ plans: [] }).error?.issues[0]).toMatchObject({ path: ['plans'] });
    const many = Array.from({ length: 5001 }, (_, i) => ({ ...plan, ref: `p${i}` }));
    expect(conflictsRequestSchema.safeParse({ plans: many }).error?.issues[0]).toMatchObject({
      path: ['plans'],
      message: 'validation:tooLong',
    });
    const twice = conflictsRequestSchema.safeParse({ plans: [plan, { ...plan, ref: 'other' }, plan] });
    expect(twice.error?.issues).toEqual([
      expect.objectContaining({ path: ['plans', 2, 'ref'], message: 'planning:duplicateRef' }),
    ]);
  });

  it('names an invalid plan by its place in the list', () => {
    const result = conflictsRequestSchema.safeParse({ plans: [plan, { ...plan, ref: 'b', end: plan.start }] });
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['plans', 1, 'end'], message: 'planning:endBeforeStart' }),
    );
  });

  it('takes 5 000 plans', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ ...plan, ref: `p${i}` }));
    expect(conflictsRequestSchema.safeParse({ plans: many }).success).toBe(true);
  });
});

describe('conflictsResponseSchema', () => {
  it('takes each kind with its fields, and refuses an unknown kind or rule', () => {
    const conflicts = [
      { ref: 'a', kind: 'missingLicence', licenceCodes: ['ADR'] },
      { ref: 'a', kind: 'timeConflict', resource: 'vehicle', with: 'b' },
      { ref: 'a', kind: 'drivingTime', rule: 'fortnight-driving', minutes: 60 },
    ];
    expect(conflictsResponseSchema.parse({ conflicts })).toEqual({ conflicts });
    expect(conflictsResponseSchema.safeParse({ conflicts: [{ ref: 'a', kind: 'lateness' }] }).success).toBe(false);
    expect(
      conflictsResponseSchema.safeParse({ conflicts: [{ ref: 'a', kind: 'drivingTime', rule: 'lunch' }] }).success,
    ).toBe(false);
  });
});

describe('planned shifts', () => {
  it('takes a draft or a published plan, and refuses another status or a wrong time order', () => {
    expect(plannedShiftInputSchema.safeParse(stored).success).toBe(true);
    expect(plannedShiftInputSchema.safeParse({ ...stored, status: 'published' }).success).toBe(true);
    expect(plannedShiftInputSchema.safeParse({ ...stored, status: 'done' }).error?.issues[0]).toMatchObject({
      path: ['status'],
      message: 'validation:invalid',
    });
    expect(plannedShiftInputSchema.safeParse({ ...stored, end: stored.start }).error?.issues[0]).toMatchObject({
      path: ['end'],
      message: 'planning:endBeforeStart',
    });
    expect(
      plannedShiftInputSchema.safeParse({ ...stored, end: '2026-03-10T06:00:00+02:00' }).error?.issues[0],
    ).toMatchObject({ path: ['end'], message: 'planning:tooLong' });
  });

  it('needs the version on an update', () => {
    expect(plannedShiftUpdateSchema.safeParse(stored).error?.issues[0]).toMatchObject({
      path: ['version'],
      message: 'validation:required',
    });
    expect(plannedShiftUpdateSchema.parse({ ...stored, version: 3 })).toMatchObject({ version: 3 });
    expect(plannedShiftUpdateSchema.safeParse({ ...stored, end: stored.start, version: 3 }).success).toBe(false);
  });

  it('lists at most 62 days, to not before from', () => {
    expect(plannedShiftsQuerySchema.safeParse({ from: '2026-07-01', to: '2026-08-31' }).success).toBe(true);
    expect(plannedShiftsQuerySchema.safeParse({ from: '2026-07-01', to: '2026-07-01' }).success).toBe(true);
    expect(plannedShiftsQuerySchema.safeParse({ from: '2026-07-01', to: '2026-09-01' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['to'], message: 'validation:invalid' }),
    ]);
    expect(plannedShiftsQuerySchema.safeParse({ from: '2026-07-02', to: '2026-07-01' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['to'], message: 'validation:invalid' }),
    ]);
    expect(plannedShiftsQuerySchema.safeParse({ from: '2026-02-30', to: '2026-03-01' }).error?.issues[0]).toMatchObject(
      { path: ['from'], message: 'validation:invalidDate' },
    );
  });

  it('publishes 1 to 5 000 ids', () => {
    expect(planPublishSchema.safeParse({ ids: [driverId] }).success).toBe(true);
    expect(planPublishSchema.safeParse({ ids: [] }).error?.issues[0]).toMatchObject({ path: ['ids'] });
    expect(planPublishSchema.safeParse({ ids: ['x'] }).error?.issues[0]).toMatchObject({
      path: ['ids', 0],
      message: 'validation:invalid',
    });
    expect(planPublishSchema.safeParse({ ids: Array(5001).fill(driverId) }).success).toBe(false);
  });
});
