import {
  addSums,
  analyticsFigures,
  keptEventSums,
  NO_SUMS,
  periodMonths,
  type Analytics,
  type AnalyticsQuery,
  type AnalyticsSums,
} from '@rahti/domain';
import type { AnalyticsVehicleRow, AnalyticsWindow, InShiftCell, ShiftCell, TaskCell } from './analytics.repository';

/** What one tenant transaction read for the analytics. */
export interface AnalyticsRead {
  currency: string;
  window: AnalyticsWindow;
  vehicles: AnalyticsVehicleRow[];
  tasks: TaskCell[];
  shifts: ShiftCell[];
  inShift: InShiftCell[];
}

type Key = string | null;

/**
 * The answer from the per-vehicle-and-month sums, after the read has committed. Vehicles
 * available for utilisation: without a department filter the active fleet and any vehicle
 * driven in the period; with one, only the vehicles its shifts used (vehicles belong to no
 * department). Each is available every hour of the period.
 */
export function analyticsAnswer(query: AnalyticsQuery, read: AnalyticsRead): Analytics {
  const byVehicle = query.groupBy === 'vehicle';
  const sums = new Map<Key, AnalyticsSums>();
  const add = (cell: { vehicle_id: string | null; month: string }, part: Partial<AnalyticsSums>) => {
    const key = byVehicle ? cell.vehicle_id : cell.month;
    sums.set(key, addSums(sums.get(key) ?? NO_SUMS, { ...NO_SUMS, ...part }));
  };
  for (const cell of read.tasks)
    add(cell, { revenue: cell.revenue, cost: cell.cost, taskCount: cell.task_count, taskKm: cell.km });
  for (const cell of read.shifts)
    add(cell, {
      shiftCount: cell.shift_count,
      shiftKm: cell.km,
      ...keptEventSums({
        ended: cell.ended,
        drive: cell.drive,
        emptyDrive: cell.empty_drive,
        wait: cell.wait,
        queue: cell.queue,
        unpaidBreak: cell.unpaid_break,
      }),
    });
  for (const cell of read.inShift) add(cell, { inShiftSeconds: cell.seconds });

  const used = new Set(read.inShift.flatMap((cell) => (cell.vehicle_id ? [cell.vehicle_id] : [])));
  const available = read.window.departmentIds?.length
    ? used
    : new Set([...used, ...read.vehicles.filter((vehicle) => vehicle.is_active).map((vehicle) => vehicle.id)]);
  const labels = new Map(read.vehicles.map((vehicle) => [vehicle.id, vehicle.label]));

  let groups: { key: Key; label: string; sums: AnalyticsSums }[];
  if (byVehicle) {
    const periodSeconds = (read.window.until.getTime() - read.window.from.getTime()) / 1000;
    for (const id of available) sums.set(id, sums.get(id) ?? NO_SUMS);
    groups = [...sums].map(([key, row]) => ({
      key,
      label: key ? (labels.get(key) ?? '') : '',
      sums: key && available.has(key) ? { ...row, availableSeconds: periodSeconds } : row,
    }));
    groups.sort((a, b) => (a.key === null ? 1 : b.key === null ? -1 : a.label.localeCompare(b.label, 'fi')));
  } else {
    groups = periodMonths(query.from, query.to, read.window.zone).map(({ month, startMs, endMs }) => ({
      key: month,
      label: month,
      sums: { ...(sums.get(month) ?? NO_SUMS), availableSeconds: (available.size * (endMs - startMs)) / 1000 },
    }));
  }
  return {
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    currency: read.currency,
    totals: analyticsFigures(groups.reduce((total, group) => addSums(total, group.sums), NO_SUMS)),
    groups: groups.map((group) => ({ key: group.key, label: group.label, ...analyticsFigures(group.sums) })),
  };
}
