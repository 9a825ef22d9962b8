import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/tenant';
import type { TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { payrollFixture } from './payroll-fixture';
import { startTwoOrganisations, type TwoOrganisations } from '../helpers/two-organisations';

let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: TwoOrganisations['api'];
let fixture: Awaited<ReturnType<typeof payrollFixture>>;

beforeAll(async () => {
  ({ t, own, other, api } = await startTwoOrganisations());
  fixture = await payrollFixture(t, own);
});
afterAll(() => t.close());

describe('GET /api/payroll/summary', () => {
  it("answers the contract's row, computed by hand in the domain's golden case, for approved items only", async () => {
    const response = await api(own.users.user, 'GET', `/api/payroll/summary?payPeriodId=${fixture.payPeriodId}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      rows: [
        {
          driverId: fixture.anna,
          employeeNumber: '1001',
          name: 'Virtanen Anna',
          paidHours: 15.83,
          eveningHours: 2,
          nightHours: 7.5,
          sundayHours: 5.5,
          overtime50Hours: 3.83,
          overtime100Hours: 0,
          guaranteedTopUpHours: 0,
          allowances: { '1': 1, '2': 1 },
          bonusHours: { adr: 9.5, crane: 0, dirtyJob: 0, hct: 0 },
          absences: { '15': { days: 1, hours: 8, calendarDays: 1 } },
          eventCounts: { '1': 3, '5': 1 },
          wages: 501,
          allowanceAmount: 51.9,
          employerCost: 762.02,
        },
      ],
      unapprovedCount: 1,
    });
  });

  it("uses the organisation's saved wage fractions and allowance amounts", async () => {
    const saved = await api(own.users.admin, 'POST', '/api/Organisation/WageDetails', {
      eveningWorkSupplementPercentage: 0.25,
      allowances: { fullDomestic: 50 },
    });
    expect(saved.status).toBeLessThan(300);
    try {
      const response = await api(own.users.admin, 'GET', `/api/payroll/summary?payPeriodId=${fixture.payPeriodId}`);
      // Evening 2 h at 0.25 instead of 0.15: 501 + 20 × 2 × 0.10 = 505; allowances 50 + 16.20.
      expect(response.body).toMatchObject({ rows: [{ wages: 505, allowanceAmount: 66.2 }] });
    } finally {
      await withTenant(t.database.db, own.organisationId, (tx) =>
        tx.deleteFrom('organisation_wage_details').where('organisation_id', '=', own.organisationId).execute(),
      );
    }
  });

  it("names the drivers in the organisation's order, last name first by default (issue 21)", async () => {
    const organisation = (await api(own.users.admin, 'GET', '/api/organisation')).body as {
      name: string;
      currency: string;
    };
    await api(own.users.admin, 'PUT', '/api/organisation', {
      name: organisation.name,
      currency: organisation.currency,
      driverNameOrder: 'firstLast',
    });
    try {
      const response = await api(own.users.user, 'GET', `/api/payroll/summary?payPeriodId=${fixture.payPeriodId}`);
      expect(response.body).toMatchObject({ rows: [{ name: 'Anna Virtanen' }] });
    } finally {
      await api(own.users.admin, 'PUT', '/api/organisation', {
        name: organisation.name,
        currency: organisation.currency,
        driverNameOrder: 'lastFirst',
      });
    }
  });

  it('shows a supervisor only the drivers assigned to them', async () => {
    await withTenant(t.database.db, own.organisationId, (tx) =>
      tx
        .insertInto('supervisor_assignments')
        .values({ organisation_id: own.organisationId, user_id: own.users.user.id, driver_id: fixture.bo })
        .execute(),
    );
    try {
      const response = await api(own.users.user, 'GET', `/api/payroll/summary?payPeriodId=${fixture.payPeriodId}`);
      expect(response.body).toEqual({ rows: [], unapprovedCount: 0 });
    } finally {
      await withTenant(t.database.db, own.organisationId, (tx) =>
        tx.deleteFrom('supervisor_assignments').where('organisation_id', '=', own.organisationId).execute(),
      );
    }
  });

  it("answers 404 for another organisation's pay period or none, and 400 naming a bad id", async () => {
    expect(
      (await api(other.users.admin, 'GET', `/api/payroll/summary?payPeriodId=${fixture.payPeriodId}`)).status,
    ).toBe(404);
    expect((await api(own.users.admin, 'GET', `/api/payroll/summary?payPeriodId=${randomUUID()}`)).status).toBe(404);
    const bad = await api(own.users.admin, 'GET', '/api/payroll/summary?payPeriodId=nonsense');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([{ path: 'payPeriodId', message: expect.stringMatching(/\S/) }]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/payroll/summary?payPeriodId=${fixture.payPeriodId}` }))
        .statusCode,
    ).toBe(401);
  });
});
