import { formatCalendarDate, type PayPeriod } from '@rahti/domain';
import { useUrlParams } from '../../lib/use-url-params';

/** A period as people read it: DD.MM.YYYY–DD.MM.YYYY. */
export const periodSpan = (period: { startDate: string; endDate: string }) =>
  `${formatCalendarDate(period.startDate)}–${formatCalendarDate(period.endDate)}`;

/**
 * The period a payroll clerk most likely works on: the latest one that has begun by `today`
 * ('YYYY-MM-DD'), or the earliest when every period lies ahead; undefined without periods.
 */
export function defaultPayPeriod(periods: readonly PayPeriod[], today: string): PayPeriod | undefined {
  const begun = periods.filter((period) => period.startDate <= today);
  const pool = begun.length > 0 ? begun : periods;
  const pick =
    begun.length > 0
      ? (a: PayPeriod, b: PayPeriod) => (a.startDate >= b.startDate ? a : b)
      : (a: PayPeriod, b: PayPeriod) => (a.startDate <= b.startDate ? a : b);
  return pool.length > 0 ? pool.reduce(pick) : undefined;
}

/** The chosen pay period, kept in the URL (`payPeriodId`) so a link or a reload opens the same one. */
export function usePayPeriodChoice(periods: readonly PayPeriod[] | undefined, today: string) {
  const [params, changeParams] = useUrlParams();
  const asked = params.get('payPeriodId');
  const period = periods?.find((candidate) => candidate.id === asked) ?? defaultPayPeriod(periods ?? [], today);
  const choose = (id: string) => changeParams((next) => next.set('payPeriodId', id), { replace: true });
  return { period, choose };
}
