import { useMutation, useQuery } from '@tanstack/react-query';
import {
  payrollExportResultSchema,
  payrollExportSettingsListSchema,
  payrollExportSettingsSchema,
  payrollSummarySchema,
  type PayrollExportRequest,
  type PayrollExportSettings,
  type PayrollSystem,
} from '@rahti/domain';
import { useApi } from '../../lib/api-context';

/** GET /api/payroll/summary for one pay period: a row per driver with approved items, and how many items are left out. */
export function usePayrollSummary(payPeriodId: string | undefined) {
  const api = useApi();
  // No placeholder from the period shown before: its rows under another period's caption would mislead.
  return useQuery({
    queryKey: ['payroll', 'summary', payPeriodId],
    queryFn: () =>
      api.get(
        `/payroll/summary?${new URLSearchParams({ payPeriodId: payPeriodId ?? '' }).toString()}`,
        payrollSummarySchema,
      ),
    enabled: payPeriodId !== undefined,
  });
}

/** POST /api/payroll/export: the files to save, or (Maestro) the problems to fix first. */
export function usePayrollExport() {
  const api = useApi();
  return useMutation({
    mutationFn: (request: PayrollExportRequest) => api.post('/payroll/export', request, payrollExportResultSchema),
  });
}

/** Every configurable system's layout, saved or its default. */
export function usePayrollExportSettings() {
  const api = useApi();
  return useQuery({
    queryKey: ['payroll', 'export-settings'],
    queryFn: () => api.get('/payroll/export-settings', payrollExportSettingsListSchema),
  });
}

export function useSavePayrollExportSettings(system: PayrollSystem) {
  const api = useApi();
  // Every write marks the cache stale (lib/query-client.ts), so the list is asked again.
  return useMutation({
    mutationFn: (settings: PayrollExportSettings) =>
      api.put(`/payroll/export-settings/${system}`, settings, payrollExportSettingsSchema),
  });
}
