import {
  addDays,
  formatCalendarDate,
  localMidnight,
  generatePayPeriods,
  monthOf,
  type PayPeriod,
  type PayPeriodDates,
  type PayPeriodRunInput,
  type PayPeriodUpdate,
  type PayPeriodsQuery,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant, type Tx } from '../db/tenant';
import { ApiError, notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { organisationTimeZone } from '../timesheet/history';
import { plannedShiftsRepository } from '../planning/planned-shifts.repository';
import { payPeriodsRepository, type PayPeriodRow } from './pay-periods.repository';

const toPayPeriod = (row: PayPeriodRow): PayPeriod => ({
  id: row.id,
  startDate: row.start_date,
  endDate: row.end_date,
  payDate: row.pay_date,
  name: row.name,
});

/**
 * Whether a pay period has resource plans, which may not lose their period (spec section 8): a
 * planned shift, draft or published, starting on one of its days in the organisation's zone.
 */
export async function hasResourcePlans(tx: Tx, organisationId: string, payPeriodId: string): Promise<boolean> {
  const period = await payPeriodsRepository.find(tx, organisationId, payPeriodId);
  if (!period) return false;
  const zone = await organisationTimeZone(tx, organisationId);
  return plannedShiftsRepository.anyStarting(
    tx,
    organisationId,
    new Date(localMidnight(period.start_date, zone)),
    new Date(localMidnight(addDays(period.end_date, 1), zone)),
  );
}

/**
 * The pay period holding `today` (a local date of the organisation), or the calendar month
 * holding it when no pay period does: the period of a request that names none (the spec's
 * GET Organisation/Shifts/).
 */
export async function currentPeriod(
  tx: Tx,
  organisationId: string,
  today: string,
): Promise<{ from: string; to: string }> {
  const [period] = await payPeriodsRepository.list(tx, organisationId, { from: today, to: today });
  return period ? { from: period.start_date, to: period.end_date } : monthOf(today);
}

/** 409 naming the first stored period that shares a day with any of `periods`, unless `exceptId`. */
async function assertNoOverlap(
  tx: Tx,
  organisationId: string,
  periods: PayPeriodDates[],
  exceptId?: string,
): Promise<void> {
  const from = periods.reduce((min, p) => (p.startDate < min ? p.startDate : min), periods[0]?.startDate ?? '');
  const to = periods.reduce((max, p) => (p.endDate > max ? p.endDate : max), '');
  const stored = (await payPeriodsRepository.list(tx, organisationId, { from, to })).filter(
    (row) => row.id !== exceptId,
  );
  const clash = stored.find((row) => periods.some((p) => p.startDate <= row.end_date && row.start_date <= p.endDate));
  if (clash) {
    throw new ApiError(
      409,
      'pay-periods:overlaps',
      { start: formatCalendarDate(clash.start_date), end: formatCalendarDate(clash.end_date) },
      [{ path: 'startDate', message: 'pay-periods:overlaps' }],
    );
  }
}

/** The organisation's pay periods (issue 12): runs made by the domain's rule, edited one at a time. */
export function createPayPeriodsService(context: AppContext) {
  const { db } = context.database;
  const inTenant = <T>(auth: AuthContext, work: (tx: Tx) => Promise<T>) => withTenant(db, auth.organisationId, work);
  return {
    async list(auth: AuthContext, query: PayPeriodsQuery): Promise<PayPeriod[]> {
      return (await inTenant(auth, (tx) => payPeriodsRepository.list(tx, auth.organisationId, query))).map(toPayPeriod);
    },

    createRun(auth: AuthContext, input: PayPeriodRunInput): Promise<PayPeriod[]> {
      return inTenant(auth, async (tx) => {
        await payPeriodsRepository.lock(tx, auth.organisationId);
        const periods = generatePayPeriods(input);
        await assertNoOverlap(tx, auth.organisationId, periods);
        return (await payPeriodsRepository.create(tx, auth.organisationId, periods))
          .map(toPayPeriod)
          .sort((a, b) => a.startDate.localeCompare(b.startDate));
      });
    },

    update(auth: AuthContext, id: string, input: PayPeriodUpdate): Promise<PayPeriod> {
      return inTenant(auth, async (tx) => {
        await payPeriodsRepository.lock(tx, auth.organisationId);
        if (!(await payPeriodsRepository.find(tx, auth.organisationId, id))) throw notFound();
        await assertNoOverlap(tx, auth.organisationId, [input], id);
        const row = await payPeriodsRepository.update(tx, auth.organisationId, id, input);
        if (!row) throw notFound();
        return toPayPeriod(row);
      });
    },

    remove(auth: AuthContext, id: string): Promise<void> {
      return inTenant(auth, async (tx) => {
        if (!(await payPeriodsRepository.find(tx, auth.organisationId, id))) throw notFound();
        if (await hasResourcePlans(tx, auth.organisationId, id))
          throw new ApiError(409, 'pay-periods:hasResourcePlans');
        await payPeriodsRepository.delete(tx, auth.organisationId, id);
      });
    },
  };
}
