import { percentOf, roundDecimal, sumMoney, subtractMoney, type TaskTotals } from '@rahti/domain';
import { createTasksService } from '../tasks/tasks.service';
import { column, sortedBy, type ReportSource } from './report-source';

type CustomerFigures = TaskTotals['customers'][number];

/**
 * Task profitability by customer: the task list's totals per customer (its economics: time and
 * distance cost from the vehicle's calculation plus other costs), with the task filters. The
 * totals take one department; with several, each is read and the customers' figures added up.
 */
export const taskProfitabilityReport: ReportSource = async (context, auth, report) => {
  const tasks = createTasksService(context);
  const { vehicleIds, driverIds, departmentIds, customerIds } = report.filters;
  const base = {
    from: report.from,
    to: report.to,
    ...(vehicleIds.length ? { vehicleIds } : {}),
    ...(driverIds.length ? { driverIds } : {}),
  };
  const answers = departmentIds.length
    ? await Promise.all(departmentIds.map((departmentId) => tasks.totals(auth, { ...base, departmentId })))
    : [await tasks.totals(auth, base)];
  const byCustomer = new Map<string, CustomerFigures[]>();
  for (const row of answers.flatMap((answer) => answer.customers)) {
    if (customerIds.length && (row.customerId === null || !customerIds.includes(row.customerId))) continue;
    const key = row.customerId ?? '';
    byCustomer.set(key, [...(byCustomer.get(key) ?? []), row]);
  }
  const noCustomer = String(context.translator.t('reports:noCustomer', { lng: auth.language }));
  const rows = [...byCustomer.values()].map((parts) => {
    const income = sumMoney(parts.map((part) => part.income));
    const totalCost = sumMoney(parts.map((part) => part.totalCost));
    const profit = subtractMoney(income, totalCost);
    return {
      group: parts[0]!.name ?? noCustomer,
      tasks: parts.reduce((sum, part) => sum + part.count, 0),
      km: roundDecimal(
        parts.reduce((sum, part) => sum + part.km, 0),
        1,
      ),
      income,
      totalCost,
      profit,
      marginPercent: percentOf(profit, income),
    };
  });
  return {
    columns: [
      { ...column('customer', 'text'), key: 'group' },
      column('tasks', 'number'),
      column('km', 'km'),
      column('income', 'money'),
      column('totalCost', 'money'),
      column('profit', 'money'),
      column('marginPercent', 'number'),
    ],
    rows: sortedBy(rows, (row) => row.group, auth.language),
    notSummed: ['marginPercent'],
  };
};
