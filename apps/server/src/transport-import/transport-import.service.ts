import type { ImportOutcome, ImportRow } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant, type Tx } from '../db/tenant';
import type { AuthContext } from '../http/access';
import { customersRepository } from '../customers/customers.repository';
import { organisationTimeZone } from '../timesheet/history';
import { actorOf } from '../transport/transport-checks';
import { writeNewOrder } from '../transport/transport-new-order';
import { checkTransportImport, type TransportImportRegisters } from './transport-import-check';
import { lockWaybillCounter } from './waybill-counter-lock';

/** The references of the organisation's transport tasks among these: orders a file brought in before. */
async function existingReferences(tx: Tx, organisationId: string, references: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < references.length; start += 5000) {
    const rows = await tx
      .selectFrom('transport_tasks')
      .select('reference')
      .where('organisation_id', '=', organisationId)
      .where('reference', 'in', references.slice(start, start + 5000))
      .execute();
    for (const row of rows) found.add(row.reference);
  }
  return found;
}

/**
 * `/transport-tasks/import`: preview and the all-or-nothing import of a transport orders file.
 * An order whose order id is already a transport task's reference was imported before (or typed
 * in by hand) and is left as it is, so a file imported again adds nothing.
 */
export function createTransportImportService(context: AppContext) {
  const { db } = context.database;

  const registers = (auth: AuthContext): Promise<TransportImportRegisters> =>
    withTenant(db, auth.organisationId, async (tx) => {
      const org = auth.organisationId;
      return {
        customers: await customersRepository.list(tx, org),
        drivers: await tx
          .selectFrom('drivers')
          .select(['id', 'first_name', 'last_name', 'employee_number'])
          .where('organisation_id', '=', org)
          .execute(),
        vehicles: await tx
          .selectFrom('vehicles')
          .select(['id', 'register_number'])
          .where('organisation_id', '=', org)
          .execute(),
        zone: await organisationTimeZone(tx, org),
      };
    });

  return {
    async preview(auth: AuthContext, rows: ImportRow[]) {
      return checkTransportImport(rows, await registers(auth)).checked;
    },

    async save(auth: AuthContext, rows: ImportRow[]): Promise<ImportOutcome> {
      const known = await registers(auth);
      const { checked, orders } = checkTransportImport(rows, known);
      const problems = checked.flatMap((row) => row.problems);
      if (problems.length > 0) return { ok: false, problems };
      const org = auth.organisationId;
      return withTenant(db, org, async (tx) => {
        // The counter's lock first: a second import of the same file waits, then finds these references.
        await lockWaybillCounter(tx, org);
        const before = await existingReferences(
          tx,
          org,
          orders.map((order) => order.orderId),
        );
        const fresh = orders.filter((order) => !before.has(order.orderId));
        const at = { zone: known.zone, actor: await actorOf(tx, auth), now: context.now() };
        for (const order of fresh) await writeNewOrder(tx, org, order.input, at);
        return { ok: true, imported: fresh.length, alreadyImported: orders.length - fresh.length };
      });
    },
  };
}
