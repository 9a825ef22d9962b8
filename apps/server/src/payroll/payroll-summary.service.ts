import type { PayrollSummary, PayrollSummaryQuery } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant, type Tx } from '../db/tenant';
import { notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { payPeriodsRepository } from '../pay-periods/pay-periods.repository';
import { organisationTimeZone } from '../timesheet/history';
import { periodBounds } from '../timesheet/records';
import { supervisionScope } from '../timesheet/supervision';
import { payrollRates } from './payroll-data';
import { payPartsOf } from './pay-parts';
import { periodSummaryOf, readPeriodSummary } from './payroll-period-summary';

/**
 * The payroll summary of one pay period (issue 12): a row per driver with an approved item, and
 * how many of the period's items are not approved yet. A supervisor sees their drivers only.
 * The export computes its figures the same way (periodSummaryOf).
 */
export function createPayrollSummaryService(context: AppContext) {
  const { db } = context.database;
  return {
    async summary(auth: AuthContext, query: PayrollSummaryQuery): Promise<PayrollSummary> {
      const inTenant = <T>(work: (tx: Tx) => Promise<T>) => withTenant(db, auth.organisationId, work);
      // Read, commit, then compute (issue 28); parts computed meanwhile are kept in a short write of their own.
      const read = await inTenant(async (tx) => {
        const organisationId = auth.organisationId;
        const payPeriod = await payPeriodsRepository.find(tx, organisationId, query.payPeriodId);
        if (!payPeriod) throw notFound();
        const timeZone = await organisationTimeZone(tx, organisationId);
        const period = {
          from: payPeriod.start_date,
          to: payPeriod.end_date,
          ...periodBounds(payPeriod.start_date, payPeriod.end_date, timeZone),
        };
        const scope = await supervisionScope(tx, auth);
        return readPeriodSummary(tx, {
          organisationId,
          scope,
          period,
          timeZone,
          now: context.now().getTime(),
          rates: await payrollRates(tx, organisationId),
        });
      });
      return periodSummaryOf(read, await payPartsOf(inTenant, read.context, read.sums.unkept));
    },
  };
}
