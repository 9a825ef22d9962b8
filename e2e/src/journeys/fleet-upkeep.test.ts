import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatNumber, localDateOf, type DriverGroup, type FleetPage, type Language } from '@rahti/domain';
import { seriousA11yViolations } from '../harness/a11y';
import { useBrowser } from '../harness/browser-fixture';
import { addDays, dateText, wallTime } from '../harness/dates';
import { DEMO_PASSWORD, DEMO_USERS } from '../harness/demo';
import { expectNotified, expectVisible } from '../harness/expect-page';
import { screenshot } from '../harness/screenshot';
import { callApiAsPageUser } from '../harness/signed-in-api';
import { exactly, fieldLabel, text } from '../harness/texts';
import { keepBrowserLanguage, signInToWeb } from '../harness/web-session';

/**
 * A Swedish-speaking office user keeps a new truck's upkeep (issue 25): the engine service at
 * 100 000 km and then every 30 000 km up to 400 000 km, typed in the fleet-management page's form.
 * Yesterday's shift took the truck from 98 200 to 98 900 km, which the database keeps as odometer
 * readings: the service is now due soon (within 1 500 km). Marked done in its dialog, the next
 * one falls due at 130 000 km and the done one is listed under "show done"; undone, it is open
 * again, and done again in the end.
 */

const sv: Language = 'sv';
const t = (key: string, values?: Record<string, unknown>) => exactly(text(sv, key, values));
const label = (key: string) => fieldLabel(text(sv, key));
/** Three letters and three digits (the demo's rule), different in each run; after the demo's own in order. */
const REGISTER_NUMBER = `UHL-${String(100 + (Date.now() % 900))}`;
const VEHICLE_NAME = 'Scania R 450';
const VEHICLE = `${REGISTER_NUMBER} ${VEHICLE_NAME}`;
const DESCRIPTION = 'Motorservice, olja och filter';
const FIRST_KM = 100_000;
const LAST_KM = 400_000;
const INTERVAL_KM = 30_000;
const START_KM = 98_200;
const END_KM = 98_900;

/** Km as the page writes them in Swedish ("100 000 km"). */
const km = (value: number) => formatNumber(value, sv, { maximumFractionDigits: 1 });
const kmText = (value: number) => text(sv, 'web-fleet:list.km', { km: km(value) });
/** The occurrence in one line, as buttons and dialogs name it. */
const summary = (dueKm: number) =>
  text(sv, 'web-fleet:list.summary', {
    type: text(sv, 'web-fleet:types.maintenance'),
    vehicle: VEHICLE,
    due: kmText(dueKm),
  });

/** A driver of the journey's own and yesterday's shift in the new truck, through the API. */
async function driveYesterday(page: Page, vehicleId: string, yesterday: string, zone: string): Promise<void> {
  const groups = await callApiAsPageUser<DriverGroup[]>(page, 'GET', '/driver-groups');
  const driver = await callApiAsPageUser<{ id: string }>(page, 'POST', '/drivers', {
    firstName: 'Elsa',
    lastName: 'Holmberg',
    username: `elsa.holmberg.${Date.now().toString(36)}`,
    employeeNumber: '',
    grossWagePerHour: 19,
    driverGroupId: groups.body[0]!.id,
  });
  expect(driver.status, JSON.stringify(driver.body)).toBe(201);
  const shift = await callApiAsPageUser(page, 'POST', '/shifts', {
    driverId: driver.body.id,
    vehicleIds: [vehicleId],
    startKm: START_KM,
    endKm: END_KM,
    events: [
      { workType: 1, start: wallTime(yesterday, '06:00', zone), end: wallTime(yesterday, '10:00', zone) },
      { workType: 5, start: wallTime(yesterday, '10:00', zone), end: wallTime(yesterday, '10:30', zone) },
      { workType: 1, start: wallTime(yesterday, '10:30', zone), end: wallTime(yesterday, '14:00', zone) },
    ],
  });
  expect(shift.status, JSON.stringify(shift.body)).toBe(201);
}

/** A row of a table by its vehicle and its due km. */
const rowOf = (table: Locator, page: Page, dueKm: number) =>
  table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: exactly(VEHICLE) }) })
    .filter({ hasText: kmText(dueKm) });

/**
 * Opens the completion dialog of the occurrence due at `dueKm` and marks it done with what the
 * dialog proposes; with `checkOn` (today) it first checks what it proposes, pictures it and runs axe.
 */
async function complete(page: Page, dueKm: number, checkOn?: string): Promise<void> {
  await page.getByRole('button', { name: t('web-fleet:actions.completeItem', { item: summary(dueKm) }) }).click();
  const dialog = page.getByRole('dialog', { name: t('web-fleet:complete.title', { item: summary(dueKm) }) });
  await expectVisible(dialog);
  if (checkOn) {
    // Today, the km now (yesterday's shift's end) and the planned cost, as the user would type them.
    expect(await dialog.getByLabel(label('web-fleet:complete.date')).inputValue()).toBe(dateText(checkOn));
    expect(await dialog.getByLabel(label('web-fleet:complete.km')).inputValue()).toBe(String(END_KM));
    expect(await dialog.getByLabel(label('web-fleet:complete.cost')).inputValue()).toBe('450');
    await screenshot(page, 'journey-fleet-complete-dialog', sv, { fullPage: false });
    expect.soft(await seriousA11yViolations(page), 'completion dialog').toBe('');
  }
  await dialog.getByRole('button', { name: t('web-fleet:actions.complete') }).click();
  await expectNotified(page, t('web-fleet:complete.doneWithNext', { due: kmText(dueKm + INTERVAL_KM) }));
  await dialog.waitFor({ state: 'hidden' });
}

describe('fleet upkeep in Swedish', () => {
  const browsing = useBrowser();

  it('adds a km service to a new truck, sees it due soon after a shift, marks it done, undoes it and marks it done again', async () => {
    const page = await browsing.openPage(sv);
    await keepBrowserLanguage(page, sv);
    await signInToWeb(page, sv, DEMO_USERS.admin, DEMO_PASSWORD);
    const zone = (await callApiAsPageUser<{ organisationTimeZone: string }>(page, 'GET', '/account/me')).body
      .organisationTimeZone;
    const today = localDateOf(Date.now(), zone);

    // The new truck, through the API: the journey is about its upkeep.
    const vehicle = await callApiAsPageUser<{ id: string }>(page, 'POST', '/vehicles', {
      registerNumber: REGISTER_NUMBER,
      name: VEHICLE_NAME,
      vehicleClass: 3,
    });
    expect(vehicle.status, JSON.stringify(vehicle.body)).toBe(201);

    await page.goto('/vehicle/fleet-management');
    await expectVisible(page.getByRole('heading', { level: 1, name: t('web:menu.fleetManagement') }));
    const open = page.getByRole('table', { name: t('web-fleet:list.openCaption') });
    await expectVisible(open);

    // The service by km, through the form: first at 100 000, every 30 000 up to 400 000.
    await page
      .getByRole('main')
      .getByRole('button', { name: t('web-fleet:add') })
      .first()
      .click();
    const form = page.getByRole('dialog', { name: t('web-fleet:form.addTitle') });
    await expectVisible(form);
    await form.getByLabel(label('web-fleet:form.vehicle')).selectOption({ label: VEHICLE });
    await form
      .getByLabel(label('web-fleet:form.type'))
      .selectOption({ label: text(sv, 'web-fleet:types.maintenance') });
    await form.getByText(t('web-fleet:form.dueTypes.distance')).click();
    expect(await form.getByRole('radio', { name: t('web-fleet:form.dueTypes.distance') }).isChecked()).toBe(true);
    await form.getByLabel(label('web-fleet:form.firstKm')).fill(String(FIRST_KM));
    await form.getByLabel(label('web-fleet:form.lastKm')).fill(String(LAST_KM));
    await form.getByLabel(label('web-fleet:form.intervalKm')).fill(String(INTERVAL_KM));
    await form.getByLabel(label('web-fleet:form.cost')).fill('450');
    await form.getByLabel(label('web-fleet:form.description')).fill(DESCRIPTION);
    await screenshot(page, 'journey-fleet-item-form', sv, { fullPage: false });
    expect.soft(await seriousA11yViolations(page), 'new item dialog').toBe('');
    await form.getByRole('button', { name: t('web-fleet:form.add') }).click();
    await expectNotified(page, t('web-fleet:form.added'));
    await form.waitFor({ state: 'hidden' });

    // Without a reading of the truck yet, the service is pending.
    const service = rowOf(open, page, FIRST_KM);
    await expectVisible(service);
    await expectVisible(service.getByText(t('web-fleet:states.pending')));
    await expectVisible(service.getByText(t('web-fleet:list.noCurrentKm')));
    await expectVisible(
      service.getByText(t('web-fleet:repeat.distance', { interval: km(INTERVAL_KM), last: km(LAST_KM) })),
    );

    // Yesterday's shift in the truck ended at 98 900 km: 1 100 km before the service, so it is due soon.
    await driveYesterday(page, vehicle.body.id, addDays(today, -1), zone);
    await page.reload();
    await expectVisible(service.getByText(t('web-fleet:states.dueSoon')));
    await expectVisible(service.getByText(t('web-fleet:list.currentKm', { km: km(END_KM) })));
    await screenshot(page, 'journey-fleet-due-soon', sv);
    expect.soft(await seriousA11yViolations(page), 'fleet page').toBe('');

    // Marked done in its dialog: the next service falls due at 130 000 km, pending.
    await complete(page, FIRST_KM, today);
    const next = rowOf(open, page, FIRST_KM + INTERVAL_KM);
    await expectVisible(next);
    await expectVisible(next.getByText(t('web-fleet:states.pending')));
    await expect.poll(() => service.count()).toBe(0);

    // The done one under "show done": done today at 98 900 km, for the planned cost.
    await page.getByRole('switch', { name: t('web-fleet:filters.showDone') }).check();
    const done = page.getByRole('table', { name: t('web-fleet:list.doneCaption') });
    await expectVisible(done);
    const doneService = rowOf(done, page, FIRST_KM);
    await expectVisible(doneService);
    await expectVisible(doneService.getByText(t('web-fleet:states.done')));
    await expectVisible(doneService.getByText(exactly(dateText(today))));
    await expectVisible(doneService.getByText(exactly(kmText(END_KM))));
    // The whole page from its top: pictured scrolled, the page's fixed header would cover its heading.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'journey-fleet-done', sv);

    // Undone: the service is open and due soon again, and the next one it added is gone.
    await doneService
      .getByRole('button', { name: t('web-fleet:actions.undoItem', { item: summary(FIRST_KM) }) })
      .click();
    await expectNotified(page, t('web-fleet:actions.undone'));
    await expectVisible(service.getByText(t('web-fleet:states.dueSoon')));
    await expect.poll(() => next.count()).toBe(0);
    await expect.poll(() => doneService.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'journey-fleet-undone', sv);

    // And done again, which the page's API tells the same way.
    await complete(page, FIRST_KM);
    await expectVisible(next);
    await expectVisible(doneService);
    const fleet = (await callApiAsPageUser<FleetPage>(page, 'GET', '/fleet-management')).body;
    const truckItems = fleet.items
      .filter((item) => item.vehicleId === vehicle.body.id)
      .sort((a, b) => a.sequence - b.sequence);
    expect(truckItems).toEqual([
      expect.objectContaining({ dueKm: FIRST_KM, state: 'done', completedDate: today, completedKm: END_KM }),
      expect.objectContaining({ dueKm: FIRST_KM + INTERVAL_KM, state: 'pending', currentKm: END_KM }),
    ]);
  });
});
