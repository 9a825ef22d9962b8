import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  reportCatalogueSchema,
  reportScheduleSchema,
  reportSchedulesSchema,
  reportTableSchema,
  userSchema,
  type ReportDefinition,
  type ReportFormat,
  type ReportScheduleInputBody,
} from '@rahti/domain';
import { useApi } from '../../lib/api-context';
import { saveBlob } from '../../lib/file-download';
import { useLanguage } from '../../lib/use-language';

const keys = {
  catalogue: ['reports', 'catalogue'] as const,
  schedules: ['reports', 'schedules'] as const,
  users: ['reports', 'users'] as const,
};

/** GET /api/reports/catalogue: the reports this user may run. */
export function useReportCatalogue() {
  const api = useApi();
  return useQuery({ queryKey: keys.catalogue, queryFn: () => api.get('/reports/catalogue', reportCatalogueSchema) });
}

/** POST /api/reports/preview: the table of a definition, in the UI language (the server words some cells). */
export function useReportPreview(definition: ReportDefinition | undefined) {
  const api = useApi();
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['reports', 'preview', definition, language],
    queryFn: () => api.post('/reports/preview', definition, reportTableSchema),
    enabled: definition !== undefined,
  });
}

/** POST /api/organisation/report: the file, saved as report-<kind>-<from>-<to>.<format> as the server names it. */
export function useReportDownload() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ definition, format }: { definition: ReportDefinition; format: ReportFormat }) => {
      const blob = await api.downloadPosted('/organisation/report', { ...definition, format });
      saveBlob(`report-${definition.kind}-${definition.from}-${definition.to}.${format}`, blob);
    },
  });
}

export function useReportSchedules(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: keys.schedules,
    queryFn: () => api.get('/report-schedules', reportSchedulesSchema),
    enabled,
  });
}

/** The organisation's users, the recipients a schedule may name. */
export function useRecipientOptions(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: keys.users,
    queryFn: () => api.get('/organisation/users', z.array(userSchema)),
    enabled,
  });
}

/** Saves a schedule: a new one without `id`, else that one. */
export function useSaveSchedule() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ReportScheduleInputBody }) =>
      id
        ? api.put(`/report-schedules/${id}`, input, reportScheduleSchema)
        : api.post('/report-schedules', input, reportScheduleSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.schedules }),
  });
}

export function useDeleteSchedule() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/report-schedules/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.schedules }),
  });
}
