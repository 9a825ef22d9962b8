import { apiAs } from '../organisation-data/api';
import { createTenant, type TestTenant } from './tenants';
import { createTestApp, type TestApp } from './test-app';

type TenantOptions = Parameters<typeof createTenant>[1];

export interface TwoOrganisations {
  t: TestApp;
  /** The organisation whose calls a test makes. */
  own: TestTenant;
  /** Another organisation on the same server, whose data `own` must never reach. */
  other: TestTenant;
  /** JSON calls as a user of either organisation. */
  api: ReturnType<typeof apiAs>;
}

/**
 * The set-up most server suites share: an app and two organisations on it, each with an Admin,
 * a Superuser and a User. A file assigns it in its `beforeAll` and closes `t` in `afterAll`:
 * `({ t, own, other, api } = await startTwoOrganisations())`.
 */
export async function startTwoOrganisations(
  options: { app?: Parameters<typeof createTestApp>[0]; own?: TenantOptions; other?: TenantOptions } = {},
): Promise<TwoOrganisations> {
  const t = await createTestApp(options.app);
  const own = await createTenant(t.context, options.own);
  const other = await createTenant(t.context, options.other);
  return { t, own, other, api: apiAs(t) };
}
