import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { localDateOf, type Language, type Task, type Vehicle } from '@rahti/domain';
import { seriousA11yViolations } from '../harness/a11y';
import { useBrowser } from '../harness/browser-fixture';
import { addDays, dateText, wallTime, weekdayIndex } from '../harness/dates';
import { DEMO_PASSWORD, DEMO_USERS } from '../harness/demo';
import { expectNotified, expectVisible } from '../harness/expect-page';
import { screenshot } from '../harness/screenshot';
import { callApiAsPageUser } from '../harness/signed-in-api';
import { exactly, fieldLabel, text } from '../harness/texts';
import { keepBrowserLanguage, signInToWeb } from '../harness/web-session';

/**
 * A Finnish office's money day (issue 22): a new driver, Kalle Kuljettaja, drove two approved
 * shifts three weeks ago; the clerk makes tasks of them from the timesheet for Pohjolan Tukku,
 * the tasks page shows what they earned against what they cost, one of them is billed from its
 * own page, the invoice is sent, and its PDF and Finvoice message are downloaded.
 */

const fi: Language = 'fi';
const t = (key: string, values?: Record<string, unknown>) => exactly(text(fi, key, values));
const KALLE = 'Kuljettaja Kalle';
const CUSTOMER = 'Pohjolan Tukku Oy';

/** Kalle and his two approved shifts on a costed demo vehicle, through the API. */
async function enterKallesShifts(page: Page, monday: string, zone: string): Promise<string> {
  const vehicles = await callApiAsPageUser<Vehicle[]>(page, 'GET', '/vehicles');
  const vehicle = vehicles.body.find((candidate) => candidate.isActive)!;
  const driver = await callApiAsPageUser<{ id: string }>(page, 'POST', '/drivers', {
    firstName: 'Kalle',
    lastName: 'Kuljettaja',
    username: `kalle.kuljettaja.${Date.now().toString(36)}`,
    employeeNumber: '',
    employmentStart: addDays(monday, -7),
  });
  expect(driver.status, JSON.stringify(driver.body)).toBe(201);
  for (const [day, km] of [
    [0, [120_000, 120_310]],
    [1, [120_310, 120_575]],
  ] as const) {
    const date = addDays(monday, day);
    const shift = await callApiAsPageUser<{ id: string; version: number }>(page, 'POST', '/shifts', {
      driverId: driver.body.id,
      vehicleIds: [vehicle.id],
      startKm: km[0],
      endKm: km[1],
      events: [{ workType: 1, start: wallTime(date, '07:00', zone), end: wallTime(date, '15:30', zone) }],
    });
    expect(shift.status, JSON.stringify(shift.body)).toBe(201);
    let version = shift.body.version;
    for (const action of ['check', 'approve']) {
      const changed = await callApiAsPageUser<{ version: number }>(page, 'POST', `/shifts/${shift.body.id}/approval`, {
        action,
        version,
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      version = changed.body.version;
    }
  }
  return driver.body.id;
}

describe('tasks and an invoice, in Finnish', () => {
  const browsing = useBrowser();

  it('makes tasks of approved shifts, bills one, sends it and downloads its PDF and Finvoice', async () => {
    const page = await browsing.openPage(fi);
    await keepBrowserLanguage(page, fi);
    await signInToWeb(page, fi, DEMO_USERS.admin, DEMO_PASSWORD);
    const zone = (await callApiAsPageUser<{ organisationTimeZone: string }>(page, 'GET', '/account/me')).body
      .organisationTimeZone;
    const today = localDateOf(Date.now(), zone);
    const monday = addDays(addDays(today, -weekdayIndex(today)), -21);
    const week = { from: monday, to: addDays(monday, 6) };
    const range = `${dateText(week.from)}–${dateText(week.to)}`;
    const driverId = await enterKallesShifts(page, monday, zone);

    // a. From the timesheet: Kalle's week, its approved shifts made into tasks for the customer.
    await page.goto('/timesheet');
    await page.getByLabel(fieldLabel(text(fi, 'web-timesheet:filters.from'))).fill(dateText(week.from));
    await page.getByLabel(fieldLabel(text(fi, 'web-timesheet:filters.to'))).fill(dateText(week.to));
    await page.getByRole('link', { name: exactly(KALLE) }).click();
    await page.getByRole('button', { name: t('web-tasks:fromShifts.buttonFor', { range }) }).click();
    const dialog = page.getByRole('dialog', { name: t('web-tasks:fromShifts.title') });
    await dialog.getByLabel(fieldLabel(text(fi, 'web-tasks:columns.customer'))).selectOption({ label: CUSTOMER });
    await screenshot(page, 'journey-tasks-from-shifts', fi);
    await dialog.getByRole('button', { name: t('web-tasks:fromShifts.submit', { count: 2 }) }).click();
    await expectNotified(page, text(fi, 'web-tasks:fromShifts.done', { count: 2 }));

    // b. The tasks priced by the vehicle's calculation; the customer pays 1 180 € for the first.
    const made = await callApiAsPageUser<{ items: Task[] }>(
      page,
      'GET',
      `/tasks?from=${week.from}&to=${week.to}&driverIds=${driverId}&sort=start`,
    );
    expect(made.body.items.map((task) => task.km)).toEqual([310, 265]);
    const first = made.body.items[0]!;
    expect(first.economics.hours).toBe(8.5);
    expect(first.economics.totalCost).toBeGreaterThan(0);
    const { id, economics: _economics, status: _status, createdAt: _c, updatedAt: _u, ...rest } = first;
    const priced = await callApiAsPageUser<Task>(page, 'PUT', `/tasks/${id}`, {
      customerId: rest.customerId,
      vehicleId: rest.vehicleId,
      driverId: rest.driverId,
      departmentId: rest.departmentId,
      start: rest.start,
      end: rest.end,
      km: rest.km,
      income: 1180,
      description: 'Vantaa – Tampere',
      version: rest.version,
    });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    await page.goto(`/taskProfitability?period=custom&from=${week.from}&to=${week.to}`);
    await expectVisible(page.getByRole('cell', { name: exactly('Vantaa – Tampere') }));
    await expectVisible(page.getByRole('cell', { name: exactly(KALLE) }));
    await screenshot(page, 'journey-tasks-profitability', fi);
    expect.soft(await seriousA11yViolations(page), 'the tasks page').toBe('');

    // c. The task's own page bills it: a draft with the task picked and its customer chosen.
    await page.goto(`/taskProfitability/task/${id}`);
    await page.getByRole('link', { name: t('web-tasks:detail.makeInvoice') }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: t('web-invoices:form.newTitle') }));
    await screenshot(page, 'journey-invoice-new', fi);
    await page.getByRole('button', { name: t('web-invoices:form.saveDraft') }).click();
    const heading = page.getByRole('heading', { level: 1, name: /^Lasku \d+$/ });
    await expectVisible(heading);
    const number = (await heading.textContent())!.replace(/\D/g, '');
    // 1 180 € at 25.5 %: VAT 300.90, to pay 1 480.90.
    await expectVisible(page.getByText(/1\s480,90/).first());

    // d. Sent, then its PDF and Finvoice downloaded.
    await page.getByRole('button', { name: t('web-invoices:actions.send') }).click();
    await expectNotified(page, text(fi, 'web-invoices:actions.sentDone', { number }));
    await screenshot(page, 'journey-invoice-sent', fi);
    expect.soft(await seriousA11yViolations(page), 'the invoice page').toBe('');
    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: t('web-invoices:documents.pdf') }).click();
    const pdf = await readFile((await (await pdfDownload).path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const xmlDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: t('web-invoices:documents.finvoice') }).click();
    const xml = await readFile((await (await xmlDownload).path())!, 'utf8');
    expect(xml).toContain('<Finvoice Version="3.0"');
    expect(xml).toContain(`<InvoiceNumber>${number}</InvoiceNumber>`);
    expect(xml).toContain('1480,90');
  });
});
