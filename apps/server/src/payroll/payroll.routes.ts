import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  payrollExportRequestSchema,
  payrollExportResultSchema,
  payrollExportSettingsListSchema,
  payrollExportSettingsSchema,
  payrollSummaryQuerySchema,
  payrollSummarySchema,
  payrollSystemParamsSchema,
  type PayrollSystem,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import { requireAuth } from '../http/access';
import { createPayrollExportService } from './payroll-export.service';
import { payrollExportSettingsStore } from './payroll-export-settings';
import { createPayrollSummaryService } from './payroll-summary.service';

const tags = ['payroll'];
const feature = 'timesheetManagement' as const;

/**
 * The payroll summary and exports (issue 12): read and exported by every signed-in role (a
 * supervisor sees their drivers only); the export layouts are changed by Admins and Superusers.
 */
export const payrollRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const summaries = createPayrollSummaryService(context);
  const exports = createPayrollExportService(context);
  const { db } = context.database;

  app.get(
    '/payroll/summary',
    {
      config: { access: 'signedIn', feature },
      schema: {
        tags,
        summary: 'Per driver, the approved hours, supplements, allowances and money of one pay period',
        querystring: payrollSummaryQuerySchema,
        response: { 200: payrollSummarySchema },
      },
    },
    (request) => summaries.summary(requireAuth(request.auth), request.query),
  );

  app.post(
    '/payroll/export',
    {
      config: { access: 'signedIn', feature },
      schema: {
        tags,
        summary: "A date range's approved items as a payroll system's import file(s), or Maestro's problems",
        body: payrollExportRequestSchema,
        response: { 200: payrollExportResultSchema },
      },
    },
    (request) => exports.export(requireAuth(request.auth), request.body),
  );

  app.get(
    '/payroll/export-settings',
    {
      config: { access: 'signedIn', feature },
      schema: {
        tags,
        summary: "The configurable systems' column layouts, saved or default",
        response: { 200: payrollExportSettingsListSchema },
      },
    },
    (request) => {
      const auth = requireAuth(request.auth);
      return withTenant(db, auth.organisationId, (tx) => payrollExportSettingsStore.list(tx, auth.organisationId));
    },
  );

  app.put(
    '/payroll/export-settings/:system',
    {
      config: { access: 'adminOrSuperuser', feature },
      schema: {
        tags,
        summary: "Save a configurable system's column layout",
        params: payrollSystemParamsSchema,
        body: payrollExportSettingsSchema,
        response: { 200: payrollExportSettingsSchema },
      },
    },
    (request) => {
      const auth = requireAuth(request.auth);
      return withTenant(db, auth.organisationId, (tx) =>
        payrollExportSettingsStore.save(tx, auth.organisationId, request.params.system as PayrollSystem, request.body),
      );
    },
  );
};
