import { localDateOf, multiplyMoney, sumMoney, roundDecimal, type ReportRow } from '@rahti/domain';
import { createFuelConsumptionService } from '../fleet/fuel-consumption.service';
import { createFleetItemsService } from '../fleet/fleet-items.service';
import { allTasks, timeZoneOf, vehicleNames } from './report-reads';
import { column, sortedBy, type ReportSource } from './report-source';

interface Sums {
  label: string;
  tasks: number;
  km: number[];
  litres: number[];
  fuelCosts: number[];
  upkeepCosts: number[];
}

/**
 * Vehicles' km, fuel and cost per vehicle (or per month): km and task count from the task list
 * (a task counts in the period its start falls in), litres and fuel cost from the refuels
 * (each refuel's amount × price rounded to cents, then summed; only fuels measured in litres
 * add to the litres), upkeep from fleet items completed in the period (their actual cost, else
 * the planned one, as completing without a cost records).
 */
export const vehiclesReport: ReportSource = async (context, auth, report) => {
  const wanted = report.filters.vehicleIds;
  const keep = (vehicleId: string) => wanted.length === 0 || wanted.includes(vehicleId);
  const [tasks, refuels, fleet, names, zone] = await Promise.all([
    allTasks(context, auth, report, wanted.length ? { vehicleIds: wanted } : {}),
    createFuelConsumptionService(context).listRefuels(auth, report.from, report.to),
    createFleetItemsService(context).page(auth),
    vehicleNames(context, auth),
    timeZoneOf(context, auth),
  ]);
  const byMonth = report.grouping === 'month';
  const groups = new Map<string, Sums>();
  const sumsOf = (vehicleId: string, date: string): Sums => {
    const key = byMonth ? date.slice(0, 7) : vehicleId;
    let sums = groups.get(key);
    if (!sums) {
      sums = {
        label: byMonth ? key : (names.get(vehicleId) ?? vehicleId),
        tasks: 0,
        km: [],
        litres: [],
        fuelCosts: [],
        upkeepCosts: [],
      };
      groups.set(key, sums);
    }
    return sums;
  };
  for (const task of tasks) {
    if (!keep(task.vehicleId)) continue;
    const sums = sumsOf(task.vehicleId, localDateOf(Date.parse(task.start), zone));
    sums.tasks += 1;
    sums.km.push(task.km);
  }
  for (const refuel of refuels) {
    if (!keep(refuel.vehicleId)) continue;
    const sums = sumsOf(refuel.vehicleId, localDateOf(Date.parse(refuel.at), zone));
    if (refuel.unit === 'l') sums.litres.push(refuel.amount);
    if (refuel.pricePerUnit !== null) sums.fuelCosts.push(multiplyMoney(refuel.amount, refuel.pricePerUnit));
  }
  for (const item of fleet.items) {
    const date = item.completedDate;
    if (item.state !== 'done' || !date || date < report.from || date > report.to || !keep(item.vehicleId)) continue;
    sumsOf(item.vehicleId, date).upkeepCosts.push(item.actualCost ?? item.cost);
  }
  const rows = sortedBy([...groups.values()], (sums) => sums.label, auth.language).map((sums): ReportRow => {
    const km = roundDecimal(
      sums.km.reduce((total, value) => total + value, 0),
      1,
    );
    const fuelCost = sumMoney(sums.fuelCosts);
    const upkeepCost = sumMoney(sums.upkeepCosts);
    const totalCost = sumMoney([fuelCost, upkeepCost]);
    return {
      group: sums.label,
      tasks: sums.tasks,
      km,
      litres: roundDecimal(
        sums.litres.reduce((total, value) => total + value, 0),
        1,
      ),
      fuelCost,
      upkeepCost,
      totalCost,
      costPerKm: km > 0 ? roundDecimal(totalCost / km, 2) : null,
    };
  });
  return {
    columns: [
      { ...column(byMonth ? 'month' : 'vehicle', 'text'), key: 'group' },
      column('tasks', 'number'),
      column('km', 'km'),
      column('litres', 'number'),
      column('fuelCost', 'money'),
      column('upkeepCost', 'money'),
      column('totalCost', 'money'),
      column('costPerKm', 'money'),
    ],
    rows,
    notSummed: ['costPerKm'],
  };
};
