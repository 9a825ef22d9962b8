import { z } from 'zod';
import { uuidField } from '../platform/fields';
import { REPORT_SCHEDULE_FREQUENCIES, reportScheduleDayField } from './report-period';
import {
  REPORT_FORMATS,
  REPORT_GROUPINGS,
  REPORT_KINDS,
  reportFiltersSchema,
  REPORT_CATALOGUE,
} from './report.schemas';

/** Recipients of one schedule: the organisation's users, a handful. */
export const REPORT_SCHEDULE_RECIPIENTS_MAX = 20;

/**
 * A scheduled report (issue 27): the report (kind, grouping, filters, format) sent weekly on a
 * weekday (1 Monday … 7 Sunday) or monthly on a day 1–28, for the previous whole week or month,
 * to users of the organisation, each in their own language.
 */
export const reportScheduleInputSchema = z
  .object({
    kind: z.enum(REPORT_KINDS, { error: 'validation:invalid' }),
    grouping: z.enum(REPORT_GROUPINGS, { error: 'validation:invalid' }).optional(),
    filters: reportFiltersSchema.default({ departmentIds: [], vehicleIds: [], driverIds: [], customerIds: [] }),
    format: z.enum(REPORT_FORMATS, { error: 'validation:invalid' }).default('pdf'),
    frequency: z.enum(REPORT_SCHEDULE_FREQUENCIES, { error: 'validation:invalid' }),
    day: reportScheduleDayField,
    recipients: z
      .array(uuidField)
      .min(1, 'reports:recipientsRequired')
      .max(REPORT_SCHEDULE_RECIPIENTS_MAX, 'validation:invalid'),
  })
  .superRefine((schedule, ctx) => {
    const last = schedule.frequency === 'weekly' ? 7 : 28;
    if (schedule.day > last) ctx.addIssue({ code: 'custom', message: 'validation:invalid', path: ['day'] });
    if (schedule.grouping && !REPORT_CATALOGUE[schedule.kind].groupings.includes(schedule.grouping))
      ctx.addIssue({ code: 'custom', message: 'validation:invalid', path: ['grouping'] });
    if (new Set(schedule.recipients).size !== schedule.recipients.length)
      ctx.addIssue({ code: 'custom', message: 'validation:invalid', path: ['recipients'] });
  });
export type ReportScheduleInput = z.output<typeof reportScheduleInputSchema>;
export type ReportScheduleInputBody = z.input<typeof reportScheduleInputSchema>;

export const reportScheduleSchema = z.object({
  id: z.uuid(),
  kind: z.enum(REPORT_KINDS),
  grouping: z.enum(REPORT_GROUPINGS).nullable(),
  filters: reportFiltersSchema,
  format: z.enum(REPORT_FORMATS),
  frequency: z.enum(REPORT_SCHEDULE_FREQUENCIES),
  day: z.number().int(),
  recipients: z.array(z.uuid()),
  /** The period key last sent ("2026-W47", "2026-10"), or null before the first. */
  lastSentPeriod: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportSchedule = z.output<typeof reportScheduleSchema>;

export const reportSchedulesSchema = z.array(reportScheduleSchema);
