import type { MixJob } from './load-generator';

/** What an office session does next, chosen by weight (issue 28's mix; `BENCH_WEIGHTS` changes them). */
export type OfficeAction =
  | 'periodList'
  | 'driverMonth'
  | 'weekShifts'
  | 'vehicles'
  | 'latestPositions'
  | 'vehicleDay'
  | 'payrollSummary'
  | 'drivingTime'
  | 'calculations'
  | 'write';

interface ActionContext {
  data: MixJob['data'];
  weekFrom: string;
  pick<T>(items: readonly T[]): T;
  call(route: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<unknown>;
}

interface ShiftJson {
  id: string;
  driverId: string;
  routeId: string | null;
  vehicles: { id: string }[];
  events: { workType: number; start: string; end: string | null; answer?: string | null }[];
  startKm: number | null;
  endKm: number | null;
  consumptionLitres: number | null;
  bonuses: { type: string; hours: number | null }[];
  dailyAllowance: number;
  approval: 'unapproved' | 'checked' | 'approved';
  version: number;
}

const get = (context: ActionContext, route: string, path: string) => context.call(`GET ${route}`, 'GET', path);

/** A write, as the office makes them: a shift checked or approved, an absence added, a shift's km corrected. */
async function write(context: ActionContext) {
  const choice = Math.random();
  if (choice < 1 / 3) {
    const driverId = context.pick(context.data.driverIds);
    const day = context.data.today;
    await context.call('POST /api/absences', 'POST', '/api/absences', {
      driverId,
      workType: 15,
      kind: 'absence',
      startDate: day,
      endDate: day,
      note: 'Bench',
    });
    return;
  }
  const id = context.pick(context.data.shiftIds);
  const shift = (await get(context, '/api/shifts/:id', `/api/shifts/${id}`)) as ShiftJson | undefined;
  if (!shift) return;
  if (choice < 2 / 3) {
    if (shift.approval === 'approved') return;
    await context.call('POST /api/shifts/:id/approval', 'POST', `/api/shifts/${id}/approval`, {
      action: shift.approval === 'unapproved' ? 'check' : 'approve',
      version: shift.version,
    });
    return;
  }
  if (shift.approval === 'approved' || shift.endKm === null) return;
  await context.call('PUT /api/shifts/:id', 'PUT', `/api/shifts/${id}`, {
    driverId: shift.driverId,
    routeId: shift.routeId,
    vehicleIds: shift.vehicles.map((vehicle) => vehicle.id),
    events: shift.events.map(({ workType, start, end, answer }) => ({ workType, start, end, answer: answer ?? null })),
    startKm: shift.startKm,
    endKm: shift.endKm + 1,
    consumptionLitres: shift.consumptionLitres,
    bonuses: shift.bonuses,
    dailyAllowance: shift.dailyAllowance,
    version: shift.version,
  });
}

export const OFFICE_ACTIONS: readonly { name: OfficeAction; run(context: ActionContext): Promise<unknown> }[] = [
  {
    name: 'periodList',
    run: (c) =>
      get(
        c,
        '/api/timesheet/drivers',
        `/api/timesheet/drivers?from=${c.data.period.from}&to=${c.data.period.to}&limit=50`,
      ),
  },
  {
    name: 'driverMonth',
    run: (c) =>
      get(
        c,
        '/api/timesheet/drivers/:driverId',
        `/api/timesheet/drivers/${c.pick(c.data.driverIds)}?from=${c.data.period.from}&to=${c.data.period.to}`,
      ),
  },
  {
    name: 'weekShifts',
    run: (c) => get(c, '/api/shifts', `/api/shifts?from=${c.weekFrom}&to=${c.data.today}&limit=50`),
  },
  { name: 'vehicles', run: (c) => get(c, '/api/vehicles', '/api/vehicles') },
  { name: 'latestPositions', run: (c) => get(c, '/api/vehicle-locations', '/api/vehicle-locations') },
  {
    name: 'vehicleDay',
    run: (c) =>
      get(
        c,
        '/api/vehicle-locations/:vehicleId/history',
        `/api/vehicle-locations/${c.pick(c.data.tracked).id}/history?from=${encodeURIComponent(c.data.todayStart)}&to=${encodeURIComponent(new Date().toISOString())}`,
      ),
  },
  {
    name: 'payrollSummary',
    run: (c) => get(c, '/api/payroll/summary', `/api/payroll/summary?payPeriodId=${c.data.payPeriodId}`),
  },
  { name: 'drivingTime', run: (c) => get(c, '/api/driving-time/drivers', '/api/driving-time/drivers') },
  { name: 'calculations', run: (c) => get(c, '/api/calculations', '/api/calculations') },
  { name: 'write', run: write },
];

/** The weights: what an office does in a working day, per 100 actions. */
export const DEFAULT_WEIGHTS: Record<OfficeAction, number> = {
  periodList: 12,
  driverMonth: 20,
  weekShifts: 12,
  vehicles: 8,
  latestPositions: 15,
  vehicleDay: 8,
  payrollSummary: 7,
  drivingTime: 8,
  calculations: 5,
  write: 5,
};
