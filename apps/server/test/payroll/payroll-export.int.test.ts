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

const PERIOD = { from: '2026-11-16', to: '2026-11-29' };
const ALL = ['shifts', 'contracts', 'vacations', 'leaves'];

/** 22:30:05 UTC on Mon 30.11.2026 is 00:30:05 on Tue 1.12. in Helsinki: Fennoa's file is named by the organisation's day and time. */
const NOW = new Date('2026-11-30T22:30:05Z');

beforeAll(async () => {
  ({ t, own, other, api } = await startTwoOrganisations({ app: { now: () => NOW } }));
  fixture = await payrollFixture(t, own);
  const codes: [string, string, string | null, number | null][] = [
    ['101', 'Tuntipalkka', 'regular', null],
    ['200', 'Iltalisä', 'evening', null],
    ['210', 'Yölisä', 'night', null],
    ['220', 'Sunnuntailisä', 'sunday', null],
    ['230', 'Ylityö 50 %', 'overtime50', null],
    ['501', 'Kotimaan kokopäiväraha', 'allowance1', null],
    ['301', 'Sairausajan palkka', null, 15],
  ];
  for (const [code, name, payrollLine, workType] of codes) {
    expect(
      (await api(own.users.admin, 'POST', '/api/SalaryTypeCodes', { code, name, payrollLine, workType })).status,
    ).toBe(201);
  }
});
afterAll(() => t.close());

type ExportBody = {
  files: { name: string; mediaType: string; content: string }[];
  lineCount: number;
  leftOut: unknown[];
  problems: unknown[];
  overtimePeriods: unknown[];
  notApprovedCount: number;
};
/** The fixture's Tuesday shift is not approved: these exports ask for the approved items only (payroll-export-summary.int.test.ts refuses without). */
const exportAs = async (user: TestTenant['users']['admin'], request: Record<string, unknown>, language = 'en') => {
  const response = await api(
    user,
    'POST',
    '/api/payroll/export',
    { ...PERIOD, categories: ALL, allowNotApproved: true, ...request },
    language,
  );
  return { status: response.status, body: response.body as unknown as ExportBody & { message?: string } };
};

describe('POST /api/payroll/export', () => {
  it('writes Fennoa lines per day with the period overtime, and names the lines without a payroll code', async () => {
    const { status, body } = await exportAs(own.users.user, { system: 2 });
    expect(status).toBe(200);
    expect(body.files).toEqual([
      { name: '20261201003005_schema.csv', mediaType: 'text/csv; charset=utf-8', content: expect.any(String) },
    ]);
    // The domain golden case's figures (payroll-summary.test.ts) as Fennoa lines: employee; code; date; quantity; ; unit price; ;;;; cost centre.
    // Unit prices: 20 €/h; evening 20 × 0.15 = 3; night 20 × 0.2 = 4; Sunday 20 × 1; overtime 20 × 0.5 = 10; allowance 35.70.
    expect(body.files[0]!.content.split('\r\n')).toEqual([
      '1001;301;18.11.2026;1;;;;;;;Kaukoliikenne',
      '1001;101;21.11.2026;9,5;;20;;;;;Kaukoliikenne',
      '1001;200;21.11.2026;2;;3;;;;;Kaukoliikenne',
      '1001;210;21.11.2026;7,5;;4;;;;;Kaukoliikenne',
      '1001;220;21.11.2026;5,5;;20;;;;;Kaukoliikenne',
      '1001;501;21.11.2026;1;;35,7;;;;;Kaukoliikenne',
      // 9.5 + 6.33 = 15.83, the summary's paid hours; the overtime is the period's, on its last day.
      '1001;101;23.11.2026;6,33;;20;;;;;Kaukoliikenne',
      '1001;230;29.11.2026;3,83;;10;;;;;Kaukoliikenne',
      '',
    ]);
    expect(body).toMatchObject({
      lineCount: 8,
      problems: [],
      leftOut: [
        { line: 'allowance2', workType: null, count: 1 },
        { line: 'bonusAdr', workType: null, count: 1 },
      ],
      overtimePeriods: [PERIOD],
      notApprovedCount: 1,
    });
  });

  it('lists Maestro problems by driver and line and writes nothing until they are fixed', async () => {
    const { status, body } = await exportAs(own.users.admin, { system: 5, categories: ['shifts'] });
    expect(status).toBe(200);
    expect(body.files).toEqual([]);
    expect(body.problems).toEqual([
      {
        driverId: fixture.anna,
        driverName: 'Virtanen Anna',
        line: expect.any(Number),
        problem: 'salaryCode',
        value: '',
      },
      {
        driverId: fixture.anna,
        driverName: 'Virtanen Anna',
        line: expect.any(Number),
        problem: 'salaryCode',
        value: '',
      },
    ]);
    const codes = [
      ['502', 'Kotimaan osapäiväraha', 'allowance2'],
      ['260', 'ADR-lisä', 'bonusAdr'],
    ];
    for (const [code, name, payrollLine] of codes)
      expect((await api(own.users.admin, 'POST', '/api/SalaryTypeCodes', { code, name, payrollLine })).status).toBe(
        201,
      );
    try {
      const fixed = await exportAs(own.users.admin, { system: 5, categories: ['shifts'] });
      expect(fixed.body.problems).toEqual([]);
      expect(fixed.body.files).toHaveLength(1);
      expect(fixed.body.files[0]!.content).toContain('1001;21.11.2026;260;9,5;');
    } finally {
      await withTenant(t.database.db, own.organisationId, (tx) =>
        tx
          .deleteFrom('salary_type_codes')
          .where('organisation_id', '=', own.organisationId)
          .where('code', 'in', ['502', '260'])
          .execute(),
      );
    }
  });

  it('leaves overtime out of a range that is not a whole pay period, and writes Netvisor as two XML documents', async () => {
    const { body } = await exportAs(own.users.admin, { system: 3, from: '2026-11-20', to: '2026-11-29' });
    expect(body.overtimePeriods).toEqual([]);
    expect(body.files.map((file) => file.name)).toEqual([
      expect.stringMatching(/workday/),
      expect.stringMatching(/payrollperiodcollector/),
    ]);
    expect(body.files[0]!.content).not.toContain('<collectorratio type="number">230</collectorratio>');
    expect(body.files[0]!.content).toContain('<collectorratio type="number">101</collectorratio>');
  });

  it('says so in the caller language when the range has no approved items', async () => {
    const { status, body } = await exportAs(own.users.admin, { system: 2, from: '2026-10-01', to: '2026-10-31' }, 'sv');
    expect(status).toBe(422);
    expect(body.message).toBe('Inga matchande skift för datumintervallet; ange datum för att exportera skift');
    expect((await exportAs(other.users.admin, { system: 2 })).status).toBe(422);
  });

  it('refuses a bad body with 400 naming the field', async () => {
    const reversed = await api(own.users.admin, 'POST', '/api/payroll/export', {
      system: 2,
      from: '2026-11-29',
      to: '2026-11-16',
      categories: ALL,
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toEqual([{ path: 'to', message: 'The end must not be before the start' }]);
    const none = await api(own.users.admin, 'POST', '/api/payroll/export', { system: 10, ...PERIOD, categories: [] });
    expect((none.body.fields as { path: string }[]).map((field) => field.path).sort()).toEqual([
      'categories',
      'system',
    ]);
  });
});

describe('the export layouts', () => {
  const layout = {
    header: true,
    dateFormat: 'YYYY-MM-DD',
    decimalComma: false,
    columns: {
      shifts: ['employeeNumber', 'salaryCode', 'quantity'],
      contracts: ['employeeNumber'],
      vacations: ['employeeNumber'],
      leaves: ['employeeNumber', 'salaryCode', 'date', 'endDate'],
    },
  };

  it('lists every configurable system with its default, saves a layout for Admins and Superusers, and exports with it', async () => {
    const before = await api(own.users.user, 'GET', '/api/payroll/export-settings');
    expect(
      (before.body as unknown as { system: number; saved: boolean }[]).map(({ system, saved }) => [system, saved]),
    ).toEqual([
      [1, false],
      [4, false],
      [5, false],
      [6, false],
      [7, false],
    ]);
    expect((await api(own.users.user, 'PUT', '/api/payroll/export-settings/7', layout)).status).toBe(403);
    const saved = await api(own.users.superuser, 'PUT', '/api/payroll/export-settings/7', layout);
    expect(saved).toMatchObject({ status: 200, body: layout });
    const after = (await api(own.users.user, 'GET', '/api/payroll/export-settings')).body as unknown as {
      system: number;
      saved: boolean;
      settings: unknown;
    }[];
    expect(after.find((entry) => entry.system === 7)).toEqual({ system: 7, saved: true, settings: layout });
    expect((await api(other.users.admin, 'GET', '/api/payroll/export-settings')).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ system: 7, saved: false })]),
    );

    const { body } = await exportAs(own.users.admin, { system: 7 });
    const shifts = body.files.find((file) => file.content.includes('101'))!;
    expect(shifts.content.split('\r\n').slice(0, 3)).toEqual([
      'employeeNumber;salaryCode;quantity',
      '1001;101;9.5',
      '1001;200;2',
    ]);
  });

  it("refuses a fixed layout's system and a bad layout", async () => {
    const fixed = await api(own.users.admin, 'PUT', '/api/payroll/export-settings/2', layout);
    expect(fixed.status).toBe(400);
    expect(fixed.body.message).toBe("This payroll system's file layout is fixed and cannot be changed");
    const twice = await api(own.users.admin, 'PUT', '/api/payroll/export-settings/1', {
      ...layout,
      columns: { ...layout.columns, shifts: ['date', 'date'] },
    });
    expect(twice.body.fields).toEqual([{ path: 'columns.shifts', message: 'A column can be chosen only once' }]);
  });
});
