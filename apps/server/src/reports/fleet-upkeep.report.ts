import { sumMoney, type ReportRow } from '@rahti/domain';
import { createFleetItemsService } from '../fleet/fleet-items.service';
import { vehicleNames } from './report-reads';
import { column, sortedBy, type ReportSource } from './report-source';

/**
 * Fleet upkeep costs: the fleet items completed within the period (maintenance, inspections,
 * tyre changes) with what they cost (the actual cost recorded, else the planned one), per
 * vehicle, item type or month of completion; and the open ones due within it, planned.
 */
export const fleetUpkeepReport: ReportSource = async (context, auth, report) => {
  const [page, names] = await Promise.all([createFleetItemsService(context).page(auth), vehicleNames(context, auth)]);
  const grouping = report.grouping ?? 'vehicle';
  const wanted = report.filters.vehicleIds;
  const inPeriod = (date: string | null | undefined): date is string =>
    !!date && date >= report.from && date <= report.to;
  const groups = new Map<string, { label: string; done: number; costs: number[]; due: number; planned: number[] }>();
  const groupOf = (vehicleId: string, type: string, date: string) => {
    const key = grouping === 'type' ? type : grouping === 'month' ? date.slice(0, 7) : vehicleId;
    const label =
      grouping === 'type'
        ? String(context.translator.t(`reports:fleetItemTypes.${type}`, { lng: auth.language }))
        : grouping === 'month'
          ? key
          : (names.get(vehicleId) ?? vehicleId);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { label, done: 0, costs: [], due: 0, planned: [] }));
    return group;
  };
  for (const item of page.items) {
    if (wanted.length && !wanted.includes(item.vehicleId)) continue;
    if (item.state === 'done' && inPeriod(item.completedDate)) {
      const group = groupOf(item.vehicleId, item.type, item.completedDate);
      group.done += 1;
      group.costs.push(item.actualCost ?? item.cost);
    } else if (item.state !== 'done' && inPeriod(item.dueDate)) {
      const group = groupOf(item.vehicleId, item.type, item.dueDate);
      group.due += 1;
      group.planned.push(item.cost);
    }
  }
  const rows = sortedBy([...groups.values()], (group) => group.label, auth.language).map((group): ReportRow => ({
    group: group.label,
    done: group.done,
    cost: sumMoney(group.costs),
    due: group.due,
    plannedCost: sumMoney(group.planned),
  }));
  return {
    columns: [
      { ...column(grouping, 'text'), key: 'group' },
      column('done', 'number'),
      column('cost', 'money'),
      column('due', 'number'),
      column('plannedCost', 'money'),
    ],
    rows,
  };
};
