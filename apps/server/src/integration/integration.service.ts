import type { IntegrationTransportTasksQuery, TransportTask } from '@rahti/domain';
import type { ServiceContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import type { AuthContext } from '../http/access';
import { decodeCreatedCursor, encodeCreatedCursor } from './integration-cursor';
import { createTransportTasksService } from '../transport/transport-tasks.service';
import { integrationTransportRepository } from './integration-transport.repository';

/**
 * Integrators' cursor pages of transport tasks. The order is (made at, id), which a new task
 * always extends at the end, so walking every page sees each task once even while tasks are
 * added; the cursor is the last row's key.
 */
export function createIntegrationService(context: ServiceContext) {
  const transport = createTransportTasksService(context);
  return {
    async transportTasks(
      auth: AuthContext,
      query: IntegrationTransportTasksQuery,
    ): Promise<{ items: TransportTask[]; nextCursor: string | null }> {
      const after = query.cursor ? decodeCreatedCursor(query.cursor) : undefined;
      const rows = await withTenant(context.database.db, auth.organisationId, (tx) =>
        integrationTransportRepository.pageIds(tx, auth.organisationId, {
          createdSince: query.createdSince,
          after,
          limit: query.limit + 1,
        }),
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const tasks = await transport.readMany(
        auth,
        page.map((row) => row.id),
      );
      const byId = new Map(tasks.map((task) => [task.id, task]));
      return {
        // A task removed between the two reads is left out rather than failing the page.
        items: page.flatMap((row) => byId.get(row.id) ?? []),
        nextCursor:
          rows.length > query.limit && last ? encodeCreatedCursor({ createdAt: last.created_key, id: last.id }) : null,
      };
    },
  };
}
