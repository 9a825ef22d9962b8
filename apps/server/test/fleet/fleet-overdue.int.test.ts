import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwoOrganisations, type TwoOrganisations } from '../helpers/two-organisations';
import type { TestApp } from '../helpers/test-app';
import type { TestTenant } from '../helpers/tenants';
import { addOrganisationData } from '../organisation-data/sample-data';
import { addFleetItem } from './fleet-item-fixtures';

/** What the vehicles page and the planning calendar read of each vehicle's upkeep (issue 25). */
let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: TwoOrganisations['api'];

beforeAll(async () => {
  ({ t, own, other, api } = await startTwoOrganisations({ app: { now: () => new Date('2026-03-02T06:00:00Z') } }));
  await addOrganisationData(t.context, own);
  await addOrganisationData(t.context, other);
});
afterAll(() => t.close());

const item = (tenant: TestTenant, body: Record<string, unknown>) => addFleetItem(api, tenant, body);

describe('GET /api/fleet-items/overdue', () => {
  it('answers the overdue occurrences only, with their description, of the caller’s organisation', async () => {
    // 2 March in Helsinki: 1 March is overdue, 10 March due soon, a done one is not listed.
    const late = await item(own, { type: 'maintenance', dueType: 'time', dueDate: '2026-03-01', description: 'Oil' });
    await item(own, { type: 'inspection', dueType: 'time', dueDate: '2026-03-10' });
    const done = await item(own, { type: 'tyreChange', dueType: 'time', dueDate: '2026-02-01' });
    expect(
      (await api(own.users.admin, 'POST', `/api/fleet-items/${done}/complete`, { date: '2026-02-01' })).status,
    ).toBe(200);
    await item(other, { type: 'maintenance', dueType: 'time', dueDate: '2026-02-15', description: 'Theirs' });

    const answer = await api(own.users.user, 'GET', '/api/fleet-items/overdue');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        id: late,
        vehicleId: own.vehicleId,
        type: 'maintenance',
        state: 'overdue',
        dueDate: '2026-03-01',
        description: 'Oil',
      },
    ]);
  });
});
