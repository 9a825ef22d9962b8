import { addDays, localDateOf, type PreTripCheck, type PreTripChecklist } from '@rahti/domain';
import { testId, volvo } from './test-fleet';

/** The list the fleet page asks for: the last 14 days in Helsinki, as the page reckons them. */
export function recentChecksKey(now = Date.now()): string {
  const to = localDateOf(now, 'Europe/Helsinki');
  return `GET /api/pre-trip-checks?from=${addDays(to, -13)}&to=${to}`;
}

export const PHOTO_ID = testId(901);

/** Volvo's check this morning: lights OK, brakes a defect with a photo, now a maintenance item due today. */
export const brakeCheck: PreTripCheck = {
  id: testId(801),
  vehicleId: volvo.id,
  driverId: testId(301),
  driverName: 'Anna Virta',
  shiftId: testId(401),
  at: '2026-11-28T04:55:00.000Z',
  status: 'done',
  answers: [
    { item: { kind: 'builtIn', key: 'lights' }, result: 'ok', note: '', photos: [], fleetItem: null },
    {
      item: { kind: 'builtIn', key: 'brakes' },
      result: 'defect',
      note: 'Left rear brake drags and squeals',
      photos: [{ id: PHOTO_ID, url: `/api/files/${PHOTO_ID}` }],
      fleetItem: {
        id: testId(621),
        state: 'dueSoon',
        dueDate: '2026-11-28',
        description: 'Brakes: Left rear brake drags and squeals',
      },
    },
  ],
};

/** A check skipped yesterday, and one without defects. */
export const skippedCheck: PreTripCheck = {
  ...brakeCheck,
  id: testId(802),
  status: 'skipped',
  answers: [],
  at: '2026-11-27T05:10:00.000Z',
};
export const cleanCheck: PreTripCheck = {
  ...brakeCheck,
  id: testId(803),
  answers: [
    {
      item: { kind: 'own', key: 'own-taillift', label: 'Tail lift' },
      result: 'ok',
      note: '',
      photos: [],
      fleetItem: null,
    },
  ],
};

const builtIn = (...keys: string[]) => keys.map((key) => ({ kind: 'builtIn', key })) as PreTripChecklist['items'];

/** Every class built in, as a new organisation has them. */
export const builtInChecklists: PreTripChecklist[] = [
  {
    vehicleClass: 1,
    items: builtIn('lights', 'tyres', 'brakes', 'mirrors', 'leaks', 'documents', 'safetyKit'),
    isBuiltIn: true,
  },
  { vehicleClass: 2, items: builtIn('lights'), isBuiltIn: true },
  { vehicleClass: 3, items: builtIn('lights', 'tyres', 'brakes'), isBuiltIn: true },
  ...[4, 5, 6, 7, 8, 9].map((vehicleClass) => ({ vehicleClass, items: builtIn('lights'), isBuiltIn: true })),
];
