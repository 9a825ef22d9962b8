import { z } from 'zod';
import { instantField } from '../shifts/shift.schemas';
import { pageSchema, shiftsQuerySchema } from '../shifts/timesheet.schemas';
import { transportTaskSchema } from '../transport/transport-task-answers.schemas';

/**
 * Integrators' reads (issue 27, decision 0039): cursor pages of at most 100, so a client walks a
 * list of any length in requests of bounded cost and sees each item once.
 */
export const INTEGRATION_PAGE_MAX = 100;

const integrationLimit = z.coerce
  .number()
  .int('validation:integer')
  .min(1, 'validation:invalid')
  .max(INTEGRATION_PAGE_MAX, 'validation:invalid')
  .default(INTEGRATION_PAGE_MAX);

/** GET /api/integration/shifts: the timesheet's filters, a page of at most 100. */
export const integrationShiftsQuerySchema = shiftsQuerySchema.safeExtend({ limit: integrationLimit });

/** GET /api/integration/transport-tasks: the tasks in the order they were made, optionally those made since an instant. */
export const integrationTransportTasksQuerySchema = z.object({
  createdSince: instantField.optional(),
  cursor: z.string().max(200).optional(),
  limit: integrationLimit,
});
export type IntegrationTransportTasksQuery = z.output<typeof integrationTransportTasksQuerySchema>;

export const integrationTransportTasksPageSchema = pageSchema(transportTaskSchema);
