import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { localDateOf, type DriverGroup, type Language } from '@rahti/domain';
import { seriousA11yViolations } from '../harness/a11y';
import { useBrowser } from '../harness/browser-fixture';
import { addDays, weekdayIndex, dateText, wallTime } from '../harness/dates';
import { DEMO_PASSWORD, DEMO_USERS } from '../harness/demo';
import { expectVisible } from '../harness/expect-page';
import { screenshot } from '../harness/screenshot';
import { callApiAsPageUser } from '../harness/signed-in-api';
import { exactly, text } from '../harness/texts';
import { keepBrowserLanguage, signInToWeb } from '../harness/web-session';

/**
 * A Finnish transport manager checks driving times on the demo organisation. A new driver,
 * Ville Virtanen, drove 10 h on Monday, Tuesday and Wednesday last week (4 h + 45 min break +
 * 4 h + 45 min break + 2 h each day). The 10 h day is allowed twice a fixed week, so Wednesday is
 * one too many: 10 h against 9 h, 1 h over, serious (10 h is the SI floor of the 9 h row), from
 * 16:30 (06:00 + 4 h + 0:45 + 4 h + 0:45 + 1 h reaches 9 h).
 */

const fi: Language = 'fi';
const t = (key: string, values?: Record<string, unknown>) => exactly(text(fi, key, values));
const VILLE = 'Virtanen Ville';

/** Ville and his three 10-hour days, through the API: the journey tests what the office sees. */
async function enterVillesDays(page: Page, monday: string, zone: string): Promise<string> {
  const groups = await callApiAsPageUser<DriverGroup[]>(page, 'GET', '/driver-groups');
  const username = `ville.virtanen.${Date.now().toString(36)}`;
  const driver = await callApiAsPageUser<{ id: string }>(page, 'POST', '/drivers', {
    firstName: 'Ville',
    lastName: 'Virtanen',
    username,
    employeeNumber: '',
    grossWagePerHour: 18,
    driverGroupId: groups.body[0]!.id,
  });
  expect(driver.status, JSON.stringify(driver.body)).toBe(201);
  for (let day = 0; day < 3; day++) {
    const date = addDays(monday, day);
    const events = [
      { workType: 1, start: wallTime(date, '06:00', zone), end: wallTime(date, '10:00', zone) },
      { workType: 5, start: wallTime(date, '10:00', zone), end: wallTime(date, '10:45', zone) },
      { workType: 1, start: wallTime(date, '10:45', zone), end: wallTime(date, '14:45', zone) },
      { workType: 5, start: wallTime(date, '14:45', zone), end: wallTime(date, '15:30', zone) },
      { workType: 1, start: wallTime(date, '15:30', zone), end: wallTime(date, '17:30', zone) },
    ];
    const shift = await callApiAsPageUser(page, 'POST', '/shifts', { driverId: driver.body.id, events });
    expect(shift.status, JSON.stringify(shift.body)).toBe(201);
  }
  return driver.body.id;
}

describe('a transport manager checks driving times in Finnish', () => {
  const browsing = useBrowser();

  it('sees the third 10-hour day of a week as a serious daily-driving infringement, on the driving-time page and beside the shift in the timesheet', async () => {
    const page = await browsing.openPage(fi);
    await keepBrowserLanguage(page, fi);
    await signInToWeb(page, fi, DEMO_USERS.admin, DEMO_PASSWORD);
    const zone = (await callApiAsPageUser<{ organisationTimeZone: string }>(page, 'GET', '/account/me')).body
      .organisationTimeZone;
    const today = localDateOf(Date.now(), zone);
    const monday = addDays(today, -weekdayIndex(today) - 7);
    const driverId = await enterVillesDays(page, monday, zone);
    const wednesday = addDays(monday, 2);
    const severity = text(fi, 'web-driving-time:severities.SI');
    const rule = text(fi, 'web-driving-time:rules.daily-driving');

    // The driving-time page: Ville's row counts the infringement in words; his timeline lists it.
    await page.goto('/timesheet/driving-time');
    await expectVisible(page.getByRole('heading', { level: 1, name: t('web-driving-time:title') }));
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: exactly(VILLE) }) });
    await expectVisible(row.getByText(t('web-driving-time:severityCounts.SI', { count: 1 })));
    await row.getByRole('button', { name: exactly(VILLE) }).click();
    const timeline = page.getByRole('region', { name: t('web-driving-time:timeline.title', { name: VILLE }) });
    const list = timeline.getByRole('table', { name: t('web-driving-time:timeline.infringements') });
    await expectVisible(list.getByRole('row').filter({ hasText: rule }));
    expect(await list.getByRole('row').filter({ hasText: rule }).getByRole('cell').allTextContents()).toEqual([
      rule,
      severity,
      `${dateText(wednesday)} 16:30`,
      `1 ${text(fi, 'web-timesheet:units.hours')}`,
    ]);
    await screenshot(page, 'journey-driving-time', fi);
    expect.soft(await seriousA11yViolations(page), 'the driving-time page').toBe('');

    // The timesheet: the summary above the week, and the infringement beside Wednesday's shift only.
    await page.goto(`/timesheet?driverId=${driverId}&from=${monday}&to=${addDays(monday, 6)}`);
    const summary = page.getByRole('region', { name: t('web-driving-time:timesheet.title') });
    await expectVisible(summary.getByText(t('web-driving-time:timesheet.count', { count: 1 })));
    const beside = page.getByRole('list', { name: t('web-driving-time:timesheet.shiftLabel') });
    await expectVisible(beside);
    expect(await beside.count()).toBe(1);
    const item = text(fi, 'web-driving-time:timesheet.item', {
      rule,
      severity,
      amount: `1 ${text(fi, 'web-timesheet:units.hours')}`,
      time: `${dateText(wednesday)} 16:30`,
    });
    expect(await beside.getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining(item)]);
    const wednesdayRegion = page.getByRole('region', {
      name: new RegExp(`${dateText(wednesday).replace(/\./g, '\\.')}$`),
    });
    expect(await wednesdayRegion.getByRole('list', { name: t('web-driving-time:timesheet.shiftLabel') }).count()).toBe(
      1,
    );
    await screenshot(page, 'journey-driving-time-timesheet', fi);
    expect.soft(await seriousA11yViolations(page), 'the timesheet with infringements').toBe('');
  });
});
