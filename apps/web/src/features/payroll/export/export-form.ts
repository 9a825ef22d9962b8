import { z } from 'zod';
import {
  payrollExportRequestSchema,
  type PayPeriod,
  type PayrollCategory,
  type PayrollExportRequest,
} from '@rahti/domain';
import type { useZodForm } from '../../../lib/use-zod-form';

/** The dialog's fields as typed: the system select speaks text ('' before one is chosen). */
export interface ExportFormValues extends Record<string, unknown> {
  system: string;
  range: 'period' | 'custom';
  from: string;
  to: string;
  categories: PayrollCategory[];
}

export type ExportForm = ReturnType<typeof useZodForm<ExportFormValues, PayrollExportRequest>>;

/** Issue 12: shifts, vacations and leaves by default; contract work when asked for. */
export const DEFAULT_CATEGORIES: readonly PayrollCategory[] = ['shifts', 'vacations', 'leaves'];

/**
 * The request the fields make: the pay period's own dates and id, or the dates typed. The
 * shared request schema checks it, so its paths (system, to, categories) are the fields'.
 */
export function exportFormSchema(period: PayPeriod | undefined) {
  return z.preprocess((input) => {
    const values = input as ExportFormValues;
    const byPeriod = values.range === 'period' && period !== undefined;
    return {
      system: values.system === '' ? undefined : Number(values.system),
      from: byPeriod ? period.startDate : values.from,
      to: byPeriod ? period.endDate : values.to,
      categories: values.categories,
      ...(byPeriod ? { payPeriodId: period.id } : {}),
    };
  }, payrollExportRequestSchema);
}

/** The chosen pay period by default; without one, custom dates: the month so far, up to `today`. */
export function initialExportValues(period: PayPeriod | undefined, today: string): ExportFormValues {
  const monthStart = `${today.slice(0, 8)}01`;
  return {
    system: '',
    range: period ? 'period' : 'custom',
    from: period?.startDate ?? monthStart,
    to: period?.endDate ?? today,
    categories: [...DEFAULT_CATEGORIES],
  };
}
