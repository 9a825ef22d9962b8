import type { apiAs } from '../organisation-data/api';
import type { TestTenant } from '../helpers/tenants';

/** Adds a fleet item to the tenant's sample vehicle through POST /api/fleet-items (as its Admin); its first occurrence's id. */
export async function addFleetItem(
  api: ReturnType<typeof apiAs>,
  tenant: TestTenant,
  body: Record<string, unknown>,
): Promise<string> {
  const created = await api(tenant.users.admin, 'POST', '/api/fleet-items', {
    vehicleId: tenant.vehicleId,
    cost: 0,
    ...body,
  });
  if (created.status !== 201) throw new Error(`fleet item: ${created.status} ${created.raw.body}`);
  return created.body.id as string;
}
