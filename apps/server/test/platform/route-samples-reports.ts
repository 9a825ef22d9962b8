import { NO_ID, type RouteSample } from './route-sample';

/**
 * Samples of the report routes (issue 27). NO_ID stands for another organisation's schedule (a
 * 404 either way) and, as a recipient, for a user who is not the organisation's (a 400 after
 * validation); the bodies pass validation, so the suites reach the organisation check.
 */
const report = { kind: 'vehicles', from: '2026-05-01', to: '2026-05-31' };
const schedule = { kind: 'vehicles', format: 'pdf', frequency: 'monthly', day: 1, recipients: [NO_ID] };
const noSchedule = () => ({ id: NO_ID });

export const REPORT_SAMPLES: Record<string, RouteSample> = {
  'GET /api/reports/catalogue': {},
  'POST /api/reports/preview': { body: report },
  'POST /api/organisation/report': { body: { ...report, format: 'csv' } },
  'GET /api/report-schedules': {},
  'POST /api/report-schedules': { body: schedule },
  'PUT /api/report-schedules/:id': { params: noSchedule, body: schedule },
  'DELETE /api/report-schedules/:id': { params: noSchedule },
};
