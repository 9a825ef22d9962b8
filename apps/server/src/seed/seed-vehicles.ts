import { vehicleInputSchema } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { vehiclesRepository } from '../vehicles/vehicles.repository';
import { DEMO_VEHICLES } from './demo-organisation-data';
import { daysFrom } from './seed-dates';

/**
 * Vehicles start inactive as in the vehicles service; the ones the demo has active are activated
 * (dated `activatedDaysAgo` before `now`) while the organisation's vehicle limit allows.
 */
export async function seedVehicles(tx: Tx, organisationId: string, now: Date): Promise<number> {
  const limit = await vehiclesRepository.lockVehicleLimit(tx, organisationId);
  let active = await vehiclesRepository.countActive(tx, organisationId);
  const vehicles = DEMO_VEHICLES.map((vehicle) => ({ ...vehicle, input: vehicleInputSchema.parse(vehicle.input) }));
  const takenRegisterNumbers = await vehiclesRepository.existingRegisterNumbers(
    tx,
    organisationId,
    vehicles.map((v) => v.input.registerNumber),
  );
  let count = 0;
  for (const { id, input, activatedDaysAgo } of vehicles) {
    if (takenRegisterNumbers.has(input.registerNumber) || (await vehiclesRepository.find(tx, organisationId, id)))
      continue;
    await vehiclesRepository.create(tx, organisationId, input, id);
    count += 1;
    if (activatedDaysAgo === undefined || (limit !== null && active >= limit)) continue;
    await vehiclesRepository.setActive(tx, organisationId, id, true, daysFrom(now, -activatedDaysAgo));
    active += 1;
  }
  return count;
}
