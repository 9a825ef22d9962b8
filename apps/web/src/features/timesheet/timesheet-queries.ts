import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  addDays,
  driverPeriodSchema,
  historyEntrySchema,
  plannedShiftSchema,
  shiftSchema,
  timesheetDriversPageSchema,
} from '@rahti/domain';
import { useApi } from '../../lib/api-context';
import type { Period } from './period';

/** The top bar's narrowing of the period list; empty strings mean "all". */
export interface DriverListFilters {
  departmentId: string;
  baseId: string;
  driverGroupId: string;
  search: string;
  /** 'true': only drivers with a shift or absence of the period not yet approved. */
  notApproved: string;
}

const queryString = (values: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  return params.toString();
};

/** GET /api/timesheet/drivers, a page at a time ("Load more" asks for the next). */
export function useTimesheetDrivers(period: Period, filters: DriverListFilters, enabled: boolean) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: ['timesheet', 'drivers', period, filters],
    queryFn: ({ pageParam }) =>
      api.get(
        `/timesheet/drivers?${queryString({ ...period, ...filters, cursor: pageParam })}`,
        timesheetDriversPageSchema,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/timesheet/drivers/:driverId: the driver's shifts and absences of the period. */
export function useDriverPeriod(driverId: string | undefined, period: Period) {
  const api = useApi();
  return useQuery({
    queryKey: ['timesheet', 'driver', driverId, period],
    queryFn: () => api.get(`/timesheet/drivers/${driverId}?${queryString({ ...period })}`, driverPeriodSchema),
    enabled: driverId !== undefined,
  });
}

export function useShift(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['shifts', id],
    queryFn: () => api.get(`/shifts/${id}`, shiftSchema),
    enabled: id !== undefined,
  });
}

/** Who changed a shift or an absence, newest first. */
export function useHistory(itemType: 'shifts' | 'absences', id: string) {
  const api = useApi();
  return useQuery({
    queryKey: [itemType, id, 'history'],
    queryFn: () => api.get(`/${itemType}/${id}/history`, z.array(historyEntrySchema)),
  });
}

/**
 * The driver's published planned shifts overlapping the day before `date` to the day after
 * (local dates of the organisation). GET /api/planned-shifts has no driver filter, so the
 * office's plans of those three days are read and filtered here; drafts are left out, as the
 * server links a shift only to a published plan of its driver.
 */
export function useDriverPlansAround(driverId: string, date: string) {
  const api = useApi();
  const days = { from: addDays(date, -1), to: addDays(date, 1) };
  return useQuery({
    queryKey: ['planned-shifts', days],
    queryFn: () => api.get(`/planned-shifts?${queryString(days)}`, z.array(plannedShiftSchema)),
    select: (plans) => plans.filter((plan) => plan.driverId === driverId && plan.status === 'published'),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/planned-shifts/:id: the plan a shift carries out; nothing is asked for without one. */
export function useLinkedPlan(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['planned-shifts', id],
    queryFn: () => api.get(`/planned-shifts/${id}`, plannedShiftSchema),
    enabled: id !== null,
  });
}
