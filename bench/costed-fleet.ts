import { calculationInputSchema, vehicleInputSchema } from '@rahti/domain';
import type { Tx } from '../apps/server/src/db/tenant';
import { calculationsRepository } from '../apps/server/src/calculations/calculations.repository';
import { vehiclesRepository } from '../apps/server/src/vehicles/vehicles.repository';
import { DEMO_CALCULATIONS } from '../apps/server/src/seed/demo-invoicing-data';

/**
 * A bench's fleet: `count` lorries (vehicle class 4) made through the repository as the API
 * makes them, registered `<prefix><letter>-<100 + n>`, each costed by the demo's first
 * calculation. Returns the calculation's id for tasks that name it.
 */
export async function costedFleet(
  tx: Tx,
  tenant: { organisationId: string; users: { admin: { id: string } } },
  { count, prefix }: { count: number; prefix: string },
): Promise<string> {
  const org = tenant.organisationId;
  const calculationId = await calculationsRepository.create(
    tx,
    org,
    calculationInputSchema.parse(DEMO_CALCULATIONS[0]),
    tenant.users.admin.id,
  );
  for (let n = 0; n < count; n++)
    await vehiclesRepository.create(
      tx,
      org,
      vehicleInputSchema.parse({
        registerNumber: `${prefix}${String.fromCharCode(65 + (n % 26))}-${100 + n}`,
        vehicleClass: 4,
      }),
    );
  await tx.updateTable('vehicles').set({ calculation_id: calculationId }).where('organisation_id', '=', org).execute();
  return calculationId;
}
