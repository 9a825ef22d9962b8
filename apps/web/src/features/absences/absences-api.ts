import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  absenceSchema,
  absencesPageSchema,
  historyEntrySchema,
  type Absence,
  type AbsenceInput,
  type OfficeApprovalAction,
} from '@rahti/domain';
import { useApi } from '../../lib/api-context';
import type { ApiClient } from '../../lib/api-client';

export const absencesQueryKey = (driverId: string, from: string, to: string) =>
  ['absences', driverId, from, to] as const;

/** Every page of GET /api/absences: a driver's month is short, and the calendar needs all of it. */
async function allAbsences(api: ApiClient, driverId: string, from: string, to: string): Promise<Absence[]> {
  const base = `/absences?${new URLSearchParams({ from, to, driverId }).toString()}`;
  const items: Absence[] = [];
  let cursor: string | null = null;
  do {
    const page: z.infer<typeof absencesPageSchema> = await api.get(
      cursor ? `${base}&cursor=${encodeURIComponent(cursor)}` : base,
      absencesPageSchema,
    );
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** The driver's absences touching the local dates `from`–`to`; nothing is asked until a driver is chosen. */
export function useAbsences(driverId: string | undefined, from: string, to: string) {
  const api = useApi();
  return useQuery({
    queryKey: absencesQueryKey(driverId ?? '', from, to),
    queryFn: () => allAbsences(api, driverId ?? '', from, to),
    enabled: Boolean(driverId),
    // The grid stays (and keeps the keyboard focus) while the next month loads.
    placeholderData: keepPreviousData,
  });
}

/** Adds an absence, or changes one naming the version it was read at (a stale one answers 409). */
export function useSaveAbsence(existing: Absence | undefined) {
  const api = useApi();
  return useMutation({
    mutationFn: (input: AbsenceInput) =>
      existing
        ? api.put(`/absences/${existing.id}`, { ...input, version: existing.version }, absenceSchema)
        : api.post('/absences', input, absenceSchema),
  });
}

export function useAbsenceApproval(absence: Absence) {
  const api = useApi();
  return useMutation({
    mutationFn: (action: OfficeApprovalAction) =>
      api.post(`/absences/${absence.id}/approval`, { action, version: absence.version }),
  });
}

export function useDeleteAbsence(absence: Absence) {
  const api = useApi();
  return useMutation({ mutationFn: () => api.delete(`/absences/${absence.id}?version=${absence.version}`) });
}

/** Who changed the absence and how, newest first; fetched when the history is opened. */
export function useAbsenceHistory(id: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['absences', id, 'history'],
    queryFn: () => api.get(`/absences/${id}/history`, z.array(historyEntrySchema)),
    enabled,
  });
}
