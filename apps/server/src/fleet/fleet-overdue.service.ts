import type { OverdueFleetItem } from '@rahti/domain';
import { withTenant } from '../db/tenant';
import type { AuthContext } from '../http/access';
import type { AppContext } from '../platform/app-context';
import { fleetDueRepository } from './fleet-due.repository';
import { createFleetItemsService } from './fleet-items.service';

/**
 * Each vehicle's overdue upkeep for the pages that show vehicles (issue 25): the contract's list
 * (GET /api/fleet-items, whose states are the fleet page's) narrowed to the overdue occurrences,
 * with their descriptions: a few rows, where the fleet page's answer of a 2 000-vehicle fleet is
 * megabytes.
 */
export function createFleetOverdueService(context: AppContext) {
  const items = createFleetItemsService(context);
  return {
    async list(auth: AuthContext): Promise<OverdueFleetItem[]> {
      const entries = (await items.list(auth)).filter((entry) => entry.state === 'overdue');
      const ids = entries.map((entry) => entry.id);
      const descriptions = await withTenant(context.database.db, auth.organisationId, (tx) =>
        fleetDueRepository.descriptions(tx, auth.organisationId, ids),
      );
      return entries.map((entry) => ({ ...entry, description: descriptions.get(entry.id) ?? '' }));
    },
  };
}
