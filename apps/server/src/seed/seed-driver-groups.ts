import { driverGroupInputSchema } from '@rahti/domain';
import { driverGroupsRepository } from '../driver-groups/driver-groups.repository';
import type { Tx } from '../db/tenant';
import { DEMO_DRIVER_GROUPS } from './demo-organisation-data';

/** Driver groups and their custom questions, as the driver groups service saves them. */
export async function seedDriverGroups(tx: Tx, organisationId: string): Promise<number> {
  const existing = await driverGroupsRepository.list(tx, organisationId);
  let count = 0;
  for (const { id, input } of DEMO_DRIVER_GROUPS) {
    const group = driverGroupInputSchema.parse(input);
    if (existing.some((row) => row.id === id || row.name.toLowerCase() === group.name.toLowerCase())) continue;
    await driverGroupsRepository.create(tx, organisationId, group, id);
    await driverGroupsRepository.replaceQuestions(tx, organisationId, id, group.customQuestions);
    count += 1;
  }
  return count;
}
