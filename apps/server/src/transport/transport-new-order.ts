import type { TransportTaskInput } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import type { Actor } from './transport-checks';
import { orderValuesOf, waitingState, withIds } from './transport-order';
import { transportTasksRepository as repository, type EventValues } from './transport-tasks.repository';
import { takeWaybillNumber } from './waybill-numbers';

/**
 * Writes a new order, checked already (the schema and `checkReferences`), with its stops, goods,
 * timeline and waybill; answers its id. The waybill's number is taken last: the counter's row
 * stays locked from there until the transaction commits, and a rollback gives the number back.
 */
export async function writeNewOrder(
  tx: Tx,
  organisationId: string,
  input: TransportTaskInput,
  at: { zone: string; actor: Actor; now: Date },
): Promise<string> {
  const { zone, actor, now } = at;
  const id = await repository.insertTask(
    tx,
    organisationId,
    orderValuesOf(input, waitingState(input.driverId), zone, now),
    actor.byUserId,
  );
  await repository.replaceStops(tx, organisationId, id, withIds(input.stops, new Set()));
  await repository.replaceGoods(tx, organisationId, id, withIds(input.goods, new Set()));
  const events: EventValues[] = [{ transportTaskId: id, kind: 'created', at: now, ...actor }];
  if (input.driverId)
    events.push({
      transportTaskId: id,
      kind: 'assigned',
      at: now,
      ...actor,
      note: (await repository.driverName(tx, organisationId, input.driverId)) ?? '',
    });
  await repository.insertEvents(tx, organisationId, events);
  const number = await takeWaybillNumber(tx, organisationId);
  await repository.insertWaybill(tx, organisationId, {
    number,
    transportTaskId: id,
    kind: input.international ? 'cmr' : 'domestic',
  });
  return id;
}
