import { namedUnitInputSchema } from '@rahti/domain';
import { namedUnitsRepository, type NamedUnitKind } from '../departments/named-units.repository';
import type { Tx } from '../db/tenant';
import { DEMO_BASES, DEMO_DEPARTMENTS } from './demo-organisation-data';

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Departments and bases by fixed id; one already there, or another unit with its name, is left alone. */
export async function seedUnits(tx: Tx, organisationId: string): Promise<Record<NamedUnitKind, number>> {
  const counts = { departments: 0, bases: 0 };
  for (const [kind, units] of [
    ['departments', DEMO_DEPARTMENTS],
    ['bases', DEMO_BASES],
  ] as const) {
    const repository = namedUnitsRepository(kind);
    const existing = await repository.list(tx, organisationId);
    for (const unit of units) {
      const { name } = namedUnitInputSchema.parse(unit);
      if (existing.some((row) => row.id === unit.id || sameName(row.name, name))) continue;
      await repository.create(tx, organisationId, name, unit.id);
      counts[kind] += 1;
    }
  }
  return counts;
}
