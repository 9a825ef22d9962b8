import { describe, expect, it } from 'vitest';
import { addDays, localDateOf, type Driver, type Language } from '@rahti/domain';
import { useBrowser } from '../harness/browser-fixture';
import { DEMO_DRIVER_IDS, DEMO_PASSWORD, DEMO_USERS } from '../harness/demo';
import { expectVisible } from '../harness/expect-page';
import { screenshot } from '../harness/screenshot';
import { signIn } from '../harness/sign-in';
import { callApiAsPageUser } from '../harness/signed-in-api';
import { exactly, fieldLabel, text } from '../harness/texts';
import { keepBrowserLanguage, signInToWeb } from '../harness/web-session';

/**
 * A Finnish planner gives next Monday's run of a new Monday–Friday route (issue 24): first to a
 * driver without the CE licence it needs, sees the conflict in words, gives it to Diego who holds
 * it, and publishes. Diego's phone then shows the planned shift among his upcoming ones.
 */

const fi: Language = 'fi';
const t = (key: string, values?: Record<string, unknown>) => exactly(text(fi, key, values));
const label = (key: string) => fieldLabel(text(fi, key));
const ROUTE_NAME = `Kouvolan iltasukkula ${Date.now().toString(36)}`;

describe('resource planning in Finnish', () => {
  const browsing = useBrowser();

  it('plans a run for a driver without its licence, sees the conflict, gives it to one with it, publishes, and the phone shows it', async () => {
    const page = await browsing.openPage(fi);
    await keepBrowserLanguage(page, fi);
    await signInToWeb(page, fi, DEMO_USERS.admin, DEMO_PASSWORD);
    const zone = (await callApiAsPageUser<{ organisationTimeZone: string }>(page, 'GET', '/account/me')).body
      .organisationTimeZone;
    const today = localDateOf(Date.now(), zone);
    const nextMonday = addDays(today, 7 - ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    // Monday to Friday at 15:00 for four hours, after Diego's morning runs; CE needed.
    const route = await callApiAsPageUser<{ id: string }>(page, 'POST', '/routes', {
      name: ROUTE_NAME,
      code: 'KVL',
      requiredLicences: ['CE'],
      waypoints: [
        { address: 'Vantaan terminaali', lat: 60.2934, lng: 25.0378 },
        { address: 'Kouvolan ratapiha', lat: 60.8681, lng: 26.7042 },
      ],
      recurrence: {
        frequency: 'weekly',
        interval: 1,
        weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
        startDate: nextMonday,
        startTime: '15:00',
        durationMinutes: 240,
        skipPublicHolidays: true,
      },
      income: 640,
      distanceKm: 140,
      drivingMinutes: 110,
    });
    expect(route.status).toBe(201);
    const drivers = (await callApiAsPageUser<Driver[]>(page, 'GET', '/drivers')).body;
    // 1006 holds only C.
    const unlicensed = drivers.find((driver) => driver.employeeNumber === '1006')!;
    const diego = drivers.find((driver) => driver.id === DEMO_DRIVER_IDS.diego)!;
    const nameOf = (driver: Driver) => `${driver.lastName} ${driver.firstName}`;

    await page.goto(`/resource-planning?date=${nextMonday}&span=week`);
    await expectVisible(page.getByRole('heading', { level: 1, name: t('web-resource-planning:title') }));
    // The route's first run of the week, by keyboard: the open run opens the plan's dialog.
    const run = page.getByRole('button', { name: new RegExp(`KVL ${ROUTE_NAME}`) }).first();
    await expectVisible(run);
    await run.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t('web-resource-planning:dialog.newTitle') });
    await expectVisible(dialog);
    await dialog.getByLabel(label('web-resource-planning:fields.driver')).selectOption({ label: nameOf(unlicensed) });
    await dialog.getByRole('button', { name: t('web:common.save') }).click();
    await expectVisible(page.getByText(text(fi, 'web-resource-planning:dialog.created')).first());

    // The conflict, in words, names the driver, the licence and what to do.
    const missing = page
      .getByRole('button')
      .filter({ hasText: new RegExp(`${nameOf(unlicensed)}.*CE.*${ROUTE_NAME}`) });
    await expectVisible(missing.first());
    await screenshot(page, 'resource-planning-conflict', fi);

    // Opened from the conflict, the plan goes to Diego, who holds CE.
    await missing.first().click();
    const edit = page.getByRole('dialog', { name: t('web-resource-planning:dialog.editTitle') });
    await expectVisible(edit);
    await edit.getByLabel(label('web-resource-planning:fields.driver')).selectOption({ label: nameOf(diego) });
    await edit.getByRole('button', { name: t('web:common.save') }).click();
    await expectVisible(page.getByText(text(fi, 'web-resource-planning:dialog.saved')).first());
    await expect.poll(() => missing.count()).toBe(0);

    // Published with the week's other drafts.
    await page.getByRole('button', { name: t('web-resource-planning:drafts.publish') }).click();
    await expectVisible(page.getByText(text(fi, 'web-resource-planning:drafts.published', { count: 1 })).first());
    const plans = (
      await callApiAsPageUser<{ routeId: string | null; driverId: string; status: string }[]>(
        page,
        'GET',
        `/planned-shifts?from=${nextMonday}&to=${nextMonday}`,
      )
    ).body.filter((plan) => plan.routeId === route.body.id);
    expect(plans).toEqual([expect.objectContaining({ driverId: diego.id, status: 'published' })]);

    // Diego's phone: the planned shift among the upcoming ones on the Status tab.
    const phone = await browsing.openPage(fi, 'phone');
    await phone.goto('/driver/');
    await phone.getByRole('button', { name: exactly(text(fi, 'driver:signIn.button')) }).click();
    await signIn(phone, DEMO_USERS.driver, DEMO_PASSWORD);
    const upcoming = phone.getByRole('region', { name: exactly(text(fi, 'driver:plans.upcoming')) });
    await expectVisible(upcoming);
    const showAll = upcoming.getByRole('button', {
      name: new RegExp(`^${text(fi, 'driver:plans.showAll', { count: 999 }).replace('999', '\\d+')}$`),
    });
    if ((await showAll.count()) > 0) await showAll.click();
    await expectVisible(upcoming.getByText(new RegExp(ROUTE_NAME)).first());
    await screenshot(phone, 'driver-upcoming-shifts', fi);
  });
});
