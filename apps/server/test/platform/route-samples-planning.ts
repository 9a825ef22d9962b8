import { NO_ID, type RouteSample } from './route-sample';

/** Samples of the routes (issue 23) and resource-planning (issue 24) routes. */
export const PLANNING_SAMPLES: Record<string, RouteSample> = {};

// Routes (issue 23): another organisation's route is a 404 (NO_ID stands for it: no tenant has sample routes).
const sampleRoute = {
  name: 'Vantaa–Tampere',
  waypoints: [
    { address: 'Vantaa', lat: 60.29, lng: 25.04 },
    { address: 'Tampere', lat: 61.5, lng: 23.76 },
  ],
  recurrence: {
    frequency: 'weekly',
    interval: 1,
    weekdays: ['MO'],
    startDate: '2026-03-02',
    startTime: '07:00',
    durationMinutes: 240,
  },
  income: 500,
};
const noRoute = () => ({ id: NO_ID });
const noRun = () => ({ id: NO_ID, date: '2026-03-02' });
Object.assign(PLANNING_SAMPLES, {
  'GET /api/routes': {},
  'GET /api/routes/:id': { params: noRoute },
  'POST /api/routes': { body: sampleRoute },
  'PUT /api/routes/:id': { params: noRoute, body: { ...sampleRoute, version: 1 } },
  'DELETE /api/routes/:id': { params: noRoute },
  'POST /api/routes/:id/end': { params: noRoute, body: { date: '2026-06-30' } },
  'POST /api/routes/measure': { body: { waypoints: sampleRoute.waypoints } },
  'GET /api/routes/:id/occurrences': { params: noRoute, query: () => 'from=2026-03-01&to=2026-03-31' },
  'PUT /api/routes/:id/exceptions/:date': { params: noRun, body: { action: 'skip' } },
  'DELETE /api/routes/:id/exceptions/:date': { params: noRun },
  'DELETE /api/routes/:id/occurrences/:date': { params: noRun },
  'GET /api/routes/:id/plan-vs-actual': { params: noRoute },
} satisfies Record<string, RouteSample>);

// Resource planning (issue 24): NO_ID stands for another organisation's plan and driver (a 404 either way).
const samplePlan = {
  driverId: NO_ID,
  vehicleIds: [],
  start: '2026-03-09T07:00:00+02:00',
  end: '2026-03-09T15:00:00+02:00',
  status: 'draft',
};
const noPlan = () => ({ id: NO_ID });
const month = () => 'from=2026-03-01&to=2026-03-31';
Object.assign(PLANNING_SAMPLES, {
  'GET /api/planned-shifts': { query: month },
  'GET /api/planned-shifts/:id': { params: noPlan },
  'POST /api/planned-shifts': { body: samplePlan },
  'PUT /api/planned-shifts/:id': { params: noPlan, body: { ...samplePlan, version: 1 } },
  'DELETE /api/planned-shifts/:id': { params: noPlan },
  'POST /api/planned-shifts/publish': { body: { ids: [NO_ID] } },
  'POST /api/planned-shifts/discard': { body: { ids: [NO_ID] } },
  'GET /api/resource-planning/calendar': { query: month },
  'GET /api/resource-planning/conflicts': { query: month },
  'POST /api/resource-planning/suggest': { body: { from: '2026-03-09', to: '2026-03-15' } },
  'POST /api/resource-planning/conflicts': {
    body: { plans: [{ ref: 'a', ...samplePlan, status: undefined }] },
  },
} satisfies Record<string, RouteSample>);
