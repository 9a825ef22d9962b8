import { useMutation } from '@tanstack/react-query';
import {
  approveRangeResultSchema,
  shiftSchema,
  splitResultSchema,
  type OfficeApprovalAction,
  type ShiftInput,
} from '@rahti/domain';
import { useApi } from '../../lib/api-context';
import type { Period } from './period';

// Every write marks the cached timesheet stale (lib/query-client), so the period reloads itself.

/** Saves a changed shift, or adds a new one when `id` is undefined. */
export function useSaveShift(id: string | undefined, version: number | undefined) {
  const api = useApi();
  return useMutation({
    mutationFn: (input: ShiftInput) =>
      id ? api.put(`/shifts/${id}`, { ...input, version }, shiftSchema) : api.post('/shifts', input, shiftSchema),
  });
}

export function useSplitShift(id: string, version: number) {
  const api = useApi();
  return useMutation({
    mutationFn: (at: string) => api.post(`/shifts/${id}/split`, { at, version }, splitResultSchema),
  });
}

export function useEndShift(id: string, version: number) {
  const api = useApi();
  return useMutation({ mutationFn: (at: string) => api.post(`/shifts/${id}/end`, { at, version }, shiftSchema) });
}

export function useMergeShifts() {
  const api = useApi();
  return useMutation({
    mutationFn: ({
      first,
      second,
    }: {
      first: { id: string; version: number };
      second: { id: string; version: number };
    }) =>
      api.post(
        '/shifts/merge',
        { firstId: first.id, firstVersion: first.version, secondId: second.id, secondVersion: second.version },
        shiftSchema,
      ),
  });
}

export function useDeleteShift() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) => api.delete(`/shifts/${id}?version=${version}`),
  });
}

/** Check, uncheck, approve, remove an approval, accept or reject a driver's edit. */
export function useApprovalAction(itemType: 'shifts' | 'absences') {
  const api = useApi();
  return useMutation({
    mutationFn: ({ id, version, action }: { id: string; version: number; action: OfficeApprovalAction }) =>
      // The answer is not read: every write reloads the period.
      api.post(`/${itemType}/${id}/approval`, { action, version }),
  });
}

/** Approves every shift and absence of the driver in the range (a week) in one action. */
export function useApproveRange() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ driverId, period }: { driverId: string; period: Period }) =>
      api.post('/timesheet/approve', { driverId, from: period.from, to: period.to }, approveRangeResultSchema),
  });
}
