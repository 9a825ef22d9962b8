import { localMidnight, nextDate, periodMonths, type Analytics, type AnalyticsQuery } from '@rahti/domain';
import type { ServiceContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import type { AuthContext } from '../http/access';
import { analyticsAnswer, type AnalyticsRead } from './analytics-answer';
import { analyticsRepository } from './analytics.repository';

/** The dashboard's analytics (issue 27): one tenant transaction of aggregate reads, figures worked out after it. */
export function createAnalyticsService(context: ServiceContext) {
  const { db } = context.database;
  return {
    async analytics(auth: AuthContext, query: AnalyticsQuery): Promise<Analytics> {
      const organisationId = auth.organisationId;
      const read = await withTenant(db, organisationId, async (tx): Promise<AnalyticsRead> => {
        const organisation = await analyticsRepository.organisation(tx, organisationId);
        const zone = organisation.time_zone;
        const window = {
          from: new Date(localMidnight(query.from, zone)),
          until: new Date(localMidnight(nextDate(query.to), zone)),
          now: context.now(),
          zone,
          groupBy: query.groupBy,
          departmentIds: query.departmentIds,
          months: periodMonths(query.from, query.to, zone),
        };
        // One after another: a transaction is one connection.
        const vehicles = await analyticsRepository.vehicles(tx, organisationId);
        const tasks = await analyticsRepository.tasks(tx, organisationId, window);
        const shifts = await analyticsRepository.shifts(tx, organisationId, window);
        const inShift = await analyticsRepository.inShift(tx, organisationId, window);
        return { currency: organisation.currency, window, vehicles, tasks, shifts, inShift };
      });
      return analyticsAnswer(query, read);
    },
  };
}
