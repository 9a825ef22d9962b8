import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { formatNumber, localDateOf, type Language } from '@rahti/domain';
import { seriousA11yViolations } from '../harness/a11y';
import { useBrowser } from '../harness/browser-fixture';
import { addDays, dateText, wallTime } from '../harness/dates';
import { DEMO_ORGANISATION, DEMO_PASSWORD, DEMO_USERS } from '../harness/demo';
import { expectVisible } from '../harness/expect-page';
import { screenshot } from '../harness/screenshot';
import { callApiAsPageUser } from '../harness/signed-in-api';
import { exactly, fieldLabel, text } from '../harness/texts';
import { keepBrowserLanguage, signInToWeb } from '../harness/web-session';

/**
 * A Swedish-speaking office user sends a customer its emissions (issue 25). Today a new truck
 * carried 10 t of sawn timber 200 km for a new customer, its only task this month, and was
 * refuelled with 80 l of diesel, so the whole 80 l is the task's, at the built-in diesel factors
 * (EN 16258: 2.67 kg TTW and 3.24 kg WTW a litre): 213.6 kg TTW, 45.6 kg WTT, 259.2 kg WTW, and
 * 259 200 g ÷ 2 000 t·km = 129.6 g per t·km. The report of this month by customer shows that row;
 * its PDF is a real PDF with the customer's name, the figures and the method in Swedish.
 */

const sv: Language = 'sv';
const t = (key: string, values?: Record<string, unknown>) => exactly(text(sv, key, values));
const label = (key: string) => fieldLabel(text(sv, key));
const RUN = String(100 + (Date.now() % 900));
/** Three letters and three digits (the demo's rule), different in each run. */
const REGISTER_NUMBER = `UTS-${RUN}`;
const CUSTOMER = `Skärgårdens Trävaror ${RUN} Ab`;
const DESCRIPTION = 'Sågat virke Borgå – Helsingfors';
/** Figures as the page writes them in Swedish, to 0.1. */
const figure = (value: number) => formatNumber(value, sv, { maximumFractionDigits: 1 });

/** The new truck with a calculation, the customer, the task and the refuel, through the API: the journey is about the report. */
async function driveForNewCustomer(page: Page, today: string, zone: string): Promise<void> {
  const vehicle = await callApiAsPageUser<{ id: string }>(page, 'POST', '/vehicles', {
    registerNumber: REGISTER_NUMBER,
    name: 'Volvo FH 500',
    vehicleClass: 3,
  });
  expect(vehicle.status, JSON.stringify(vehicle.body)).toBe(201);
  // A task is priced by its vehicle's calculation: one of the demo's. Refuelled, the truck's fuel is measured.
  const calculations = await callApiAsPageUser<{ id: string }[]>(page, 'GET', '/calculations');
  const assigned = await callApiAsPageUser(page, 'PUT', `/vehicles/${vehicle.body.id}/calculation`, {
    calculationId: calculations.body[0]!.id,
  });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
  const customer = await callApiAsPageUser<{ id: string }>(page, 'POST', '/organisation/customers', {
    name: CUSTOMER,
  });
  expect(customer.status, JSON.stringify(customer.body)).toBe(201);
  const task = await callApiAsPageUser(page, 'POST', '/tasks', {
    vehicleId: vehicle.body.id,
    customerId: customer.body.id,
    start: wallTime(today, '06:00', zone),
    end: wallTime(today, '10:00', zone),
    km: 200,
    income: 900,
    weightKg: 10_000,
    description: DESCRIPTION,
  });
  expect(task.status, JSON.stringify(task.body)).toBe(201);
  const refuel = await callApiAsPageUser(page, 'POST', '/refuels', {
    vehicleId: vehicle.body.id,
    at: wallTime(today, '05:30', zone),
    fuelType: 0,
    amount: 80,
    unit: 'l',
  });
  expect(refuel.status, JSON.stringify(refuel.body)).toBe(201);
}

/** The PDF's text as pdf.js reads it, lines joined by a space. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text: pages } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return pages.replace(/\s+/g, ' ');
}

describe('the emissions report for a customer, in Swedish', () => {
  const browsing = useBrowser();

  it("groups this month by customer, checks the customer's row and downloads the customer's PDF", async () => {
    const page = await browsing.openPage(sv);
    await keepBrowserLanguage(page, sv);
    await signInToWeb(page, sv, DEMO_USERS.admin, DEMO_PASSWORD);
    const zone = (await callApiAsPageUser<{ organisationTimeZone: string }>(page, 'GET', '/account/me')).body
      .organisationTimeZone;
    const today = localDateOf(Date.now(), zone);
    const firstOfMonth = `${today.slice(0, 8)}01`;
    const lastOfMonth = addDays(`${addDays(firstOfMonth, 31).slice(0, 8)}01`, -1);
    await driveForNewCustomer(page, today, zone);

    // The report opens on this month; grouped by customer, the address keeps it.
    await page.goto('/report/emissions');
    await expectVisible(page.getByRole('heading', { level: 1, name: t('web-fuel:emissions.title') }));
    await page
      .getByLabel(label('web-fuel:emissions.groupBy'))
      .selectOption({ label: text(sv, 'web-fuel:emissions.groupings.customer') });
    await page.waitForURL((url) => url.searchParams.get('groupBy') === 'customer');
    const table = page.getByRole('table', {
      name: t('web-fuel:emissions.caption.customer', { from: dateText(firstOfMonth), to: dateText(lastOfMonth) }),
    });
    await expectVisible(table);

    // The customer's row: all of the truck's 80 l, hand-computed above.
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: exactly(CUSTOMER) }) });
    await expectVisible(row);
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      text(sv, 'web-fuel:emissions.fuelAmount', { amount: '80', unit: 'l', fuel: 'diesel' }),
      figure(2_000),
      figure(213.6),
      figure(45.6),
      figure(259.2),
      figure(129.6),
      text(sv, 'web-fuel:emissions.quality.measured'),
      text(sv, 'web-fuel:emissions.pdf.rowAction'),
    ]);
    await screenshot(page, 'journey-emissions-by-customer', sv);
    expect.soft(await seriousA11yViolations(page), 'emissions page by customer').toBe('');

    // The customer's PDF from its row: a PDF in Swedish with the customer, the period, the task and its figures.
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: t('web-fuel:emissions.pdf.forCustomer', { customer: CUSTOMER }) }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(
      text(sv, 'web-fuel:emissions.pdf.fileName', { customer: CUSTOMER, from: firstOfMonth, to: lastOfMonth }),
    );
    const bytes = new Uint8Array(await readFile((await file.path())!));
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const pdf = await pdfText(bytes);
    for (const expected of [
      text(sv, 'emissions-document:title'),
      DEMO_ORGANISATION.name,
      CUSTOMER,
      `${dateText(firstOfMonth)}–${dateText(lastOfMonth)}`,
      'ISO 14083',
      'EN 16258:2012 Annex A, diesel B0',
      `${dateText(today)} ${DESCRIPTION}`,
      [2_000, 213.6, 45.6, 259.2, 129.6].map(figure).join(' '),
      text(sv, 'emissions-document:qualityShort.measured'),
    ])
      expect(pdf).toContain(expected);
  });
});
