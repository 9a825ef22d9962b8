import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { absencesRoutes } from './absences/absences.routes';
import { accountRoutes } from './account/account.routes';
import { analyticsRoutes } from './analytics/analytics.routes';
import { apiClientsRoutes } from './api-clients/api-clients.routes';
import { getAccessTokenRoutes } from './api-clients/get-access-token.routes';
import { installApiRateLimit } from './http/api-rate-limit';
import { integrationRoutes } from './integration/integration.routes';
import { webhooksRoutes } from './webhooks/webhooks.routes';
import type { AppContext } from './platform/app-context';
import { calculatorRoutes } from './calculations/calculations.plugin';
import { contactRoutes } from './contact/contact.routes';
import { customersRoutes } from './customers/customers.routes';
import { invoicesRoutes } from './invoices/invoices.routes';
import { driverAppRoutes } from './driver-app/driver-app.routes';
import { eventsRoutes } from './events/events.routes';
import { fleetItemsRoutes } from './fleet/fleet-items.http';
import { fleetCalendarRoutes } from './fleet/fleet-calendar.http';
import { fleetOverdueRoutes } from './fleet/fleet-overdue.http';
import { emissionsRoutes } from './fleet/emissions.http';
import { fuelCardImportRoutes } from './fleet/fuel-card-import.http';
import { emissionDocumentsRoutes } from './fleet/emission-documents.http';
import { filesRoutes } from './files/files.http';
import { preTripRoutes } from './fleet/pre-trip.http';
import { fuelConsumptionRoutes } from './fleet/fuel-consumption.http';
import { externalServicesRoutes } from './external-services/external-services.routes';
import { healthRoutes } from './health/health.routes';
import { organisationDataRoutes } from './organisation-data/organisation-data.routes';
import { organisationsRoutes } from './organisations/organisations.routes';
import { pageViewsRoutes } from './page-views/page-views.routes';
import { payPeriodsRoutes } from './pay-periods/pay-periods.routes';
import { payrollRoutes } from './payroll/payroll.routes';
import { routeRunsRoutes } from './routes/route-runs.http';
import { routesRoutes } from './routes/routes.http';
import { planningRoutes } from './planning/planning.http';
import { drivingTimeRoutes } from './driving-time/driving-time.routes';
import { positionsRoutes } from './positions/positions.routes';
import { shiftSummaryRoutes } from './shift-summary/shift-summary.routes';
import { driverPeriodRoutes } from './shifts/driver-period.routes';
import { shiftsRoutes } from './shifts/shifts.routes';
import { supervisorsRoutes } from './supervisors/supervisors.routes';
import { taskFeedsRoutes } from './task-feeds/task-feeds.routes';
import { tasksRoutes } from './tasks/tasks.routes';
import { transportTasksRoutes } from './transport/transport-tasks.routes';
import { waybillsRoutes } from './transport/waybills.routes';
import { sharingRoutes } from './sharing/sharing.routes';
import { timesheetRoutes } from './timesheet/timesheet.routes';
import { osmandRefusalsRoutes } from './tracking/osmand/osmand-refusals.routes';
import { usersRoutes } from './users/users.routes';
import { personErasureRoutes } from './person-erasure/person-erasure.routes';
import { reportsRoutes } from './reports/reports.http';
import { reportSchedulesRoutes } from './reports/report-schedules.http';
import { vehicleLocationsRoutes } from './vehicle-locations/vehicle-locations.routes';

/** Every feature's routes under /api. A new feature adds one line here. */
export const apiRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  // After authentication (the parent scope's hook), so each API client's requests are counted (decision 0039).
  installApiRateLimit(app, context);
  for (const routes of [
    healthRoutes,
    accountRoutes,
    organisationsRoutes,
    usersRoutes,
    personErasureRoutes,
    contactRoutes,
    pageViewsRoutes,
    apiClientsRoutes,
    calculatorRoutes,
    ...organisationDataRoutes,
  ]) {
    await app.register(routes, { context });
  }
  // Shifts, absences and timesheets (issue 10).
  for (const routes of [
    shiftsRoutes,
    driverPeriodRoutes,
    absencesRoutes,
    timesheetRoutes,
    eventsRoutes,
    shiftSummaryRoutes,
    supervisorsRoutes,
  ]) {
    await app.register(routes, { context });
  }
  // Payroll (issue 12).
  await app.register(payPeriodsRoutes, { context });
  await app.register(payrollRoutes, { context });
  await app.register(drivingTimeRoutes, { context });
  // The driver app (issue 11).
  await app.register(driverAppRoutes, { context });
  // The driver app's positions (issue 11).
  await app.register(positionsRoutes, { context });
  // The location map (issue 14).
  await app.register(vehicleLocationsRoutes, { context });
  await app.register(externalServicesRoutes, { context });
  // Tracking (issue 14): what the OsmAnd listener refused.
  await app.register(osmandRefusalsRoutes, { context });
  // Customers, tasks and their economics (issue 22).
  await app.register(customersRoutes, { context });
  await app.register(tasksRoutes, { context });
  await app.register(invoicesRoutes, { context });
  await app.register(taskFeedsRoutes, { context });
  // Routes with recurrences, economics and plan against actual (issue 23).
  await app.register(routesRoutes, { context });
  await app.register(routeRunsRoutes, { context });
  await app.register(planningRoutes, { context });
  // Fleet upkeep (issue 25).
  await app.register(fleetItemsRoutes, { context });
  await app.register(fleetCalendarRoutes, { context });
  await app.register(fleetOverdueRoutes, { context });
  await app.register(emissionsRoutes, { context });
  await app.register(fuelCardImportRoutes, { context });
  await app.register(emissionDocumentsRoutes, { context });
  // Stored files (decision 0034): a defect's photo from the driver app, read by the office.
  await app.register(filesRoutes, { context });
  await app.register(preTripRoutes, { context });
  await app.register(fuelConsumptionRoutes, { context });
  // Transport tasks and waybills (issue 26).
  await app.register(transportTasksRoutes, { context });
  await app.register(waybillsRoutes, { context });
  // Reports and scheduled reports (issue 27).
  await app.register(reportsRoutes, { context });
  await app.register(reportSchedulesRoutes, { context });
  // Sharing between organisations (issue 27).
  await app.register(sharingRoutes, { context });
  // The dashboard's analytics (issue 27).
  await app.register(analyticsRoutes, { context });
  // The public API for integrators: token exchange, cursor pages, webhooks (issue 27, decision 0039).
  await app.register(getAccessTokenRoutes, { context });
  await app.register(integrationRoutes, { context });
  await app.register(webhooksRoutes, { context });
};
