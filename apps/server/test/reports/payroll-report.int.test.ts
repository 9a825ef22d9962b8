import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { startTwoOrganisations, type TwoOrganisations } from '../helpers/two-organisations';
import { payrollFixture } from '../payroll/payroll-fixture';

let t: TestApp;
let own: TestTenant;
let api: TwoOrganisations['api'];

beforeAll(async () => {
  ({ t, own, api } = await startTwoOrganisations());
  await payrollFixture(t, own);
});
afterAll(() => t.close());

describe('the payroll summary report', () => {
  it("is the payroll page's golden row of the pay period starting in the period: minutes and euros", async () => {
    // The pay period 16.–29.11.2026 starts in November; the payroll summary's hand-computed row.
    const response = await api(own.users.admin, 'POST', '/api/reports/preview', {
      kind: 'payrollSummary',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(response.status).toBe(200);
    expect(response.body.rows).toEqual([
      {
        driver: 'Virtanen Anna',
        employeeNumber: '1001',
        // 15.83 h = 949.8 → 950 min; 3.83 h = 229.8 → 230 min.
        paidMinutes: 950,
        eveningMinutes: 120,
        nightMinutes: 450,
        sundayMinutes: 330,
        overtime50Minutes: 230,
        overtime100Minutes: 0,
        wages: 501,
        allowanceAmount: 51.9,
        employerCost: 762.02,
      },
    ]);
  });

  it('leaves out a pay period that starts before the period', async () => {
    const response = await api(own.users.admin, 'POST', '/api/reports/preview', {
      kind: 'payrollSummary',
      from: '2026-11-17',
      to: '2026-11-30',
    });
    expect(response.body.rows).toEqual([]);
  });
});
