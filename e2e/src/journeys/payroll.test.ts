import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  localDateOf,
  roundCents,
  type DriverGroup,
  type Language,
  type PayPeriod,
  type PayrollSummary,
} from '@rahti/domain';
import { seriousA11yViolations } from '../harness/a11y';
import { useBrowser } from '../harness/browser-fixture';
import { addDays, weekdayIndex, dateText, wallTime } from '../harness/dates';
import { DEMO_PASSWORD, DEMO_USERS } from '../harness/demo';
import { expectVisible } from '../harness/expect-page';
import { screenshot } from '../harness/screenshot';
import { callApiAsPageUser } from '../harness/signed-in-api';
import { exactly, fieldLabel, text } from '../harness/texts';
import { chooseFromUserMenu, keepBrowserLanguage, signInToWeb } from '../harness/web-session';

/**
 * A Swedish-speaking payroll clerk's fortnight on the demo organisation: a new driver, Sven
 * Lindqvist, started last Monday and worked Monday to Friday (06:00–14:30 with an unpaid
 * 30-minute break, a full domestic allowance each day); he was entered without an employee
 * number. The clerk makes a pay period, approves his week, reads the summary in chosen columns,
 * which stay after signing out and in, exports Fennoa (the approved items only: other drivers'
 * items of the period wait for approval), and fixes the employee number Maestro asks for before
 * its export.
 */

const sv: Language = 'sv';
const t = (key: string, values?: Record<string, unknown>) => exactly(text(sv, key, values));
const SVEN = 'Lindqvist Sven';

/** Sven and his five days, through the API: the journey tests what the clerk does with them. */
async function enterSvensWeek(page: Page, monday: string, zone: string): Promise<string> {
  // He started that Monday: the period's working days before it lower his guaranteed hours (issue 21).
  const groups = await callApiAsPageUser<DriverGroup[]>(page, 'GET', '/driver-groups');
  const city = groups.body.find((group) => group.name === 'City distribution');
  expect(city?.paidBreakType).toBe('unpaid');
  const username = `sven.lindqvist.${Date.now().toString(36)}`;
  const driver = await callApiAsPageUser<{ id: string }>(page, 'POST', '/drivers', {
    firstName: 'Sven',
    lastName: 'Lindqvist',
    username,
    employeeNumber: '',
    grossWagePerHour: 19.5,
    driverGroupId: city!.id,
    employmentStart: monday,
  });
  expect(driver.status, JSON.stringify(driver.body)).toBe(201);
  for (let day = 0; day < 5; day++) {
    const date = addDays(monday, day);
    const events = [
      { workType: 1, start: wallTime(date, '06:00', zone), end: wallTime(date, '10:00', zone) },
      { workType: 5, start: wallTime(date, '10:00', zone), end: wallTime(date, '10:30', zone) },
      { workType: 2, start: wallTime(date, '10:30', zone), end: wallTime(date, '14:30', zone) },
    ];
    const shift = await callApiAsPageUser(page, 'POST', '/shifts', {
      driverId: driver.body.id,
      events,
      dailyAllowance: 1,
    });
    expect(shift.status, JSON.stringify(shift.body)).toBe(201);
  }
  return driver.body.id;
}

/**
 * Runs an export in the open dialog: the period holds other drivers' items not approved yet, so
 * the server refuses first and says so (issue 21), and the clerk exports the approved items only.
 */
async function exportApprovedOnly(page: Page, systemKey: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: t('web-payroll:export.title') });
  await dialog
    .getByLabel(fieldLabel(text(sv, 'web-payroll:export.system')))
    .selectOption({ label: text(sv, `web-payroll:systems.${systemKey}`) });
  await dialog.getByRole('button', { name: t('web-payroll:export.submit') }).click();
  const refusal = dialog.getByRole('alert').filter({ hasText: /i datumintervallet är inte godkänd/ });
  await expectVisible(refusal);
  await dialog.getByRole('button', { name: t('web-payroll:export.approvedOnly') }).click();
}

/** Exports the approved items only and answers the file it saved, and that the dialog says what was left out. */
async function exportFile(page: Page, systemKey: string): Promise<{ name: string; content: string }> {
  const download = page.waitForEvent('download');
  await exportApprovedOnly(page, systemKey);
  const saved = await download;
  await expectVisible(
    page
      .getByRole('dialog', { name: t('web-payroll:export.title') })
      .getByText(/som inte är godkänd.* lämnades utanför/),
  );
  return { name: saved.suggestedFilename(), content: await readFile(await saved.path(), 'utf8') };
}

/**
 * On the 1366 px laptop (the desktop window) the summary's default columns fit, or the table
 * scrolls inside an area whose scroll bar is in the window and the names stay in place (issue 21).
 */
async function expectTableInSight(page: Page, period: PayPeriod, language: Language): Promise<void> {
  const area = page.getByRole('group', {
    name: text(language, 'web-payroll:table.caption', {
      span: `${dateText(period.startDate)}–${dateText(period.endDate)}`,
    }),
  });
  const window = page.viewportSize()!;
  expect(window.width).toBe(1366);
  const box = (await area.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(window.width);
  const overflow = await area.evaluate((element) => element.scrollWidth - element.clientWidth);
  const cost = page.getByRole('columnheader', {
    name: new RegExp(`^${text(language, 'web-payroll:columns.employerCost')}`),
  });
  if (overflow > 0) {
    // The sideways scroll bar is at the area's foot, inside the window.
    expect(box.y + box.height).toBeLessThanOrEqual(window.height);
    await area.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    const name = (await page.getByRole('rowheader', { name: exactly(SVEN) }).boundingBox())!;
    expect(Math.abs(name.x - box.x)).toBeLessThan(2);
  }
  const last = (await cost.boundingBox())!;
  expect(last.x + last.width).toBeLessThanOrEqual(box.x + box.width + 1);
  await area.evaluate((element) => element.scrollTo({ left: 0 }));
}

describe('a payroll clerk closes a fortnight in Swedish', () => {
  const browsing = useBrowser();

  it('creates a pay period, approves a week, reads the summary in chosen columns, and exports Fennoa and Maestro', async () => {
    const page = await browsing.openPage(sv);
    await keepBrowserLanguage(page, sv);
    await signInToWeb(page, sv, DEMO_USERS.admin, DEMO_PASSWORD);
    const zone = (await callApiAsPageUser<{ organisationTimeZone: string }>(page, 'GET', '/account/me')).body
      .organisationTimeZone;
    const today = localDateOf(Date.now(), zone);
    const thisMonday = addDays(today, -weekdayIndex(today));
    const lastMonday = addDays(thisMonday, -7);
    const svenId = await enterSvensWeek(page, lastMonday, zone);

    // a. A fortnight from the Monday before last, holding Sven's week (the demo's own periods start this Monday).
    const periodStart = addDays(thisMonday, -14);
    const period = { from: periodStart, to: addDays(periodStart, 13) };
    await page.goto('/payperiods');
    await page.getByRole('button', { name: t('web-pay-periods:create') }).click();
    const create = page.getByRole('dialog', { name: t('web-pay-periods:createTitle') });
    await create.getByLabel(fieldLabel(text(sv, 'web-pay-periods:form.startDate'))).fill(dateText(periodStart));
    await create.getByLabel(fieldLabel(text(sv, 'web-pay-periods:form.amount'))).fill('1');
    await create.getByRole('button', { name: t('web-pay-periods:create') }).click();
    await expectVisible(page.getByText(text(sv, 'web-pay-periods:created', { count: 1 })));
    const periods = (
      await callApiAsPageUser<PayPeriod[]>(page, 'GET', `/pay-periods?from=${period.from}&to=${period.to}`)
    ).body;
    const first = periods.find((candidate) => candidate.startDate === period.from);
    expect(first).toMatchObject({ endDate: period.to });

    // b. Sven's week approved at once from his period in the timesheet.
    const week = { from: lastMonday, to: addDays(lastMonday, 6) };
    const range = `${dateText(week.from)}–${dateText(week.to)}`;
    await page.goto(`/timesheet?from=${period.from}&to=${period.to}`);
    await page.getByRole('link', { name: exactly(SVEN) }).click();
    await page.getByRole('button', { name: t('web-timesheet:approveWeek.buttonFor', { range }) }).click();
    const confirm = page.getByRole('dialog', { name: t('web-timesheet:approveWeek.title') });
    await confirm.getByRole('button', { name: t('web-timesheet:approveWeek.submit') }).click();
    await expectVisible(
      page
        .getByRole('status')
        .filter({ hasText: text(sv, 'web-timesheet:approveWeek.done', { shifts: 5, absences: 0, range }) }),
    );

    // c. The summary of the first period: 5 × 8 h paid (the break is unpaid); the group's guaranteed
    // hours top the wages up, less 8 h for each working day before he started (the period's first
    // week) and for any weekday public holiday, so the figure comes from the API.
    await page.goto(`/timesheet/payroll?payPeriodId=${first!.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: t('web-payroll:title') }));
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: exactly(SVEN) }) });
    await expectVisible(row);
    await expectVisible(row.getByRole('cell', { name: exactly('40,00') }));
    const summary = (await callApiAsPageUser<PayrollSummary>(page, 'GET', `/payroll/summary?payPeriodId=${first!.id}`))
      .body;
    const svensRow = summary.rows.find((candidate) => candidate.driverId === svenId)!;
    expect(svensRow).toMatchObject({ paidHours: 40, employeeNumber: '' });
    // 120 guaranteed hours of the group, at most 80 once his first week's 5 working days are off: at most 40 h top-up.
    expect(svensRow.guaranteedTopUpHours).toBeLessThanOrEqual(40);
    // Wages = (40 h + the top-up) × 19.50 €, as the page writes money in Swedish.
    expect(svensRow.wages).toBe(roundCents((40 + svensRow.guaranteedTopUpHours) * 19.5));
    const money = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
      .format(svensRow.wages)
      .replace(/\s/g, '\\s');
    await expectVisible(row.getByRole('cell', { name: new RegExp(`^${money}\\s€$`) }));
    await screenshot(page, 'journey-payroll-summary', sv);
    expect.soft(await seriousA11yViolations(page), 'the payroll summary').toBe('');

    // The summary in English and Finnish too (the pictures are CI artefacts); then Swedish again.
    for (const language of ['en', 'fi', sv] as const) {
      await keepBrowserLanguage(page, language);
      await page.goto(`/timesheet/payroll?payPeriodId=${first!.id}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: exactly(text(language, 'web-payroll:title')) }));
      await expectVisible(page.getByRole('rowheader', { name: exactly(SVEN) }));
      await expectTableInSight(page, first!, language);
      if (language !== sv) await screenshot(page, 'journey-payroll-summary', language);
    }

    // d. The full domestic allowance column chosen: still there after signing out and in.
    const allowanceColumn = text(sv, 'web-payroll:columns.count', { name: text(sv, 'web-payroll:lines.allowance1') });
    await page.getByRole('button', { name: t('web-payroll:chooser.button') }).click();
    await page.getByRole('checkbox', { name: t('web-payroll:lines.allowance1') }).check();
    await page.keyboard.press('Escape');
    await expectVisible(page.getByRole('columnheader', { name: new RegExp(allowanceColumn.replace(/[()]/g, '\\$&')) }));
    await expectVisible(row.getByRole('cell', { name: exactly('5') }));
    await chooseFromUserMenu(page, sv, 'web:shell.signOut');
    await expectVisible(page.getByRole('button', { name: t('web:welcome.signIn') }), 30_000);
    await signInToWeb(page, sv, DEMO_USERS.admin, DEMO_PASSWORD);
    await page.goto(`/timesheet/payroll?payPeriodId=${first!.id}`);
    await expectVisible(page.getByRole('columnheader', { name: new RegExp(allowanceColumn.replace(/[()]/g, '\\$&')) }));

    // e. Fennoa: Sven's days as lines with the demo's payroll codes (101 hours at 19,5; 501 the allowance at 35,7; no cost centre).
    await page.getByRole('button', { name: t('web-payroll:export.open') }).click();
    const fennoa = await exportFile(page, 'fennoa');
    expect(fennoa.name).toMatch(/^\d{14}_schema\.csv$/);
    const svensLines = fennoa.content.split('\r\n').filter((line) => line.startsWith(';'));
    expect(svensLines).toEqual(
      expect.arrayContaining([
        `;101;${dateText(lastMonday)};8;;19,5;;;;;`,
        `;501;${dateText(addDays(lastMonday, 4))};1;;35,7;;;;;`,
      ]),
    );
    // Five hour lines, five allowances, and the period's guaranteed hours top-up (code 240) on its last day.
    expect(svensLines).toHaveLength(11);
    expect(svensLines).toContain(
      `;240;${dateText(period.to)};${String(svensRow.guaranteedTopUpHours).replace('.', ',')};;19,5;;;;;`,
    );

    // f. Maestro refuses Sven's empty employee number and writes nothing; fixed on the drivers page, it exports.
    const dialog = page.getByRole('dialog', { name: t('web-payroll:export.title') });
    await exportApprovedOnly(page, 'maestro');
    await expectVisible(dialog.getByText(text(sv, 'web-payroll:export.problemsTitle', { system: 'Maestro' })));
    await expectVisible(
      dialog.getByText(new RegExp(`^${SVEN}, .*${text(sv, 'web-payroll:export.problems.employeeNumber')}`)).first(),
    );
    await screenshot(page, 'journey-payroll-maestro-problems', sv, { fullPage: false });
    await dialog.getByRole('link', { name: t('web-payroll:export.fix.employeeNumber') }).click();

    await page.getByLabel(fieldLabel(text(sv, 'web-drivers:list.search'))).fill('Lindqvist');
    await page.getByRole('button', { name: t('web-drivers:list.editNamed', { name: SVEN }) }).click();
    const edit = page.getByRole('dialog', { name: t('web-drivers:form.editTitle', { name: SVEN }) });
    await edit.getByLabel(fieldLabel(text(sv, 'organisation-data:columns.employeeNumber'))).fill('1099');
    await edit.getByRole('button', { name: t('web:common.save') }).click();
    await expectVisible(page.getByText(text(sv, 'web-drivers:form.updated', { name: SVEN })));
    expect(
      (await callApiAsPageUser<{ employeeNumber: string }>(page, 'GET', `/drivers/${svenId}`)).body.employeeNumber,
    ).toBe('1099');

    await page.goto(`/timesheet/payroll?payPeriodId=${first!.id}`);
    await page.getByRole('button', { name: t('web-payroll:export.open') }).click();
    const maestro = await exportFile(page, 'maestro');
    expect(maestro.content).toContain(`1099;${dateText(lastMonday)};101;8;`);
    await expectVisible(page.getByText(/ rader exporterade till Maestro$/));
  });
});
