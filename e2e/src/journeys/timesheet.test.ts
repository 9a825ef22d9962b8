import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  localDateOf,
  workTypeName,
  zoneOffsetMinutes,
  type Absence,
  type DriverPeriod,
  type Language,
  type Shift,
} from '@rahti/domain';
import { seriousA11yViolations } from '../harness/a11y';
import { useBrowser } from '../harness/browser-fixture';
import { addDays, weekdayIndex, dateText } from '../harness/dates';
import { DEMO_PASSWORD, DEMO_USERS } from '../harness/demo';
import { expectNotified, expectPath, expectVisible } from '../harness/expect-page';
import { screenshot } from '../harness/screenshot';
import { callApiAsPageUser } from '../harness/signed-in-api';
import { exactly, fieldLabel, text } from '../harness/texts';
import { keepBrowserLanguage, signInToWeb } from '../harness/web-session';

/**
 * The payroll clerk's month in Finnish, on the demo organisation's seeded four weeks
 * (apps/server/src/seed/demo-shift-plans.ts): Jari's recent weeks are unapproved, Diego's
 * second-latest shift carries his own edit, Anna was off sick (type 15) for two days.
 */

const fi: Language = 'fi';
const t = (key: string, values?: Record<string, unknown>) => exactly(text(fi, key, values));

/** The timesheet names drivers last name first, as payroll lists do. */
const JARI = 'Laine Jari';
const ANNA = 'Mäkinen Anna';
const PEKKA = 'Heikkinen Pekka';
const DIEGO = 'Driver Diego';
const SICK_LEAVE = 15;

interface Period {
  from: string;
  to: string;
}

/** 'DD.MM.YYYY', as the timesheet writes a date. */
const rangeText = (period: Period) => `${dateText(period.from)}–${dateText(period.to)}`;

/** 'HH:mm' on the zone's clock, with '(DD.MM.)' when on another date than the shift's own. */
function clock(instant: number, zone: string, onDate: string): string {
  const local = new Date(instant + zoneOffsetMinutes(instant, zone) * 60_000);
  const time = local.toISOString().slice(11, 16);
  const date = localDateOf(instant, zone);
  return date === onDate ? time : `${time} (${date.slice(8, 10)}.${date.slice(5, 7)}.)`;
}

type Times = { start: string; end: string | null };

/** A shift's times on its card ("07:05–15:40"), on the date it starts. */
function shiftTimes(shift: Times, zone: string): string {
  const start = Date.parse(shift.start);
  const date = localDateOf(start, zone);
  return `${clock(start, zone, date)}–${shift.end ? clock(Date.parse(shift.end), zone, date) : text(fi, 'web-timesheet:shift.openEnd')}`;
}

/** A shift's name ("Vuoro 16.11. 07:05–15:40"), which names its card and its actions menu. */
function shiftName(shift: Times, zone: string): string {
  const date = localDateOf(Date.parse(shift.start), zone);
  return text(fi, 'web-timesheet:shift.named', {
    date: `${date.slice(8, 10)}.${date.slice(5, 7)}.`,
    time: shiftTimes(shift, zone),
  });
}

function absenceName(absence: Absence): string {
  const dates =
    absence.startDate === absence.endDate
      ? dateText(absence.startDate)
      : rangeText({ from: absence.startDate, to: absence.endDate });
  return text(fi, 'web-timesheet:absence.named', {
    name: text(fi, `work-types:${workTypeName(absence.workType)}`),
    dates,
  });
}

/**
 * Waits until the locator matches exactly `count` elements (Playwright's own waiting: the
 * count-th is there and the one after it is not), then asserts it.
 */
async function expectCount(locator: Locator, count: number, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  const left = () => Math.max(1, deadline - Date.now());
  do {
    if (count > 0) await locator.nth(count - 1).waitFor({ state: 'attached', timeout: left() });
    await locator.nth(count).waitFor({ state: 'detached', timeout: left() });
  } while ((await locator.count()) !== count && Date.now() < deadline);
  expect(await locator.count()).toBe(count);
}

async function driverIdOf(page: Page, name: string, period: Period): Promise<string> {
  const query = new URLSearchParams({ ...period, search: name });
  const answer = await callApiAsPageUser<{ items: { driverId: string; name: string }[] }>(
    page,
    'GET',
    `/timesheet/drivers?${query.toString()}`,
  );
  const row = answer.body.items.find((item) => item.name === name);
  if (!row) throw new Error(`${name} is not in the demo timesheet: ${JSON.stringify(answer.body)}`);
  return row.driverId;
}

async function driverPeriod(page: Page, driverId: string, period: Period): Promise<DriverPeriod> {
  const answer = await callApiAsPageUser<DriverPeriod>(
    page,
    'GET',
    `/timesheet/drivers/${driverId}?from=${period.from}&to=${period.to}`,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** From the period's list, the driver's own period, by the link on their name. */
async function openDriver(page: Page, name: string): Promise<void> {
  const back = page.getByRole('button', { name: t('web-timesheet:period.back') });
  if (await back.isVisible()) await back.click();
  await page.getByRole('link', { name: exactly(name) }).click();
  await expectVisible(page.getByRole('heading', { level: 2, name: exactly(name) }));
}

/** Picks an entry of the shift's actions menu. */
async function shiftAction(page: Page, item: string, actionKey: string): Promise<void> {
  await page.getByRole('button', { name: t('web-timesheet:actions.menuFor', { item }) }).click();
  await page.getByRole('menuitem', { name: t(actionKey) }).click();
}

describe('a payroll clerk goes through the demo timesheet in Finnish', () => {
  const browsing = useBrowser();

  it('approves a week, rejects a driver edit, splits and merges a shift, approves a sick leave and opens a shift from a link', async () => {
    const page = await browsing.openPage(fi);
    await keepBrowserLanguage(page, fi);
    await signInToWeb(page, fi, DEMO_USERS.admin, DEMO_PASSWORD);

    // The seeded four weeks end yesterday in the organisation's zone; the period holds them and today.
    const zone = (await callApiAsPageUser<{ organisationTimeZone: string }>(page, 'GET', '/account/me')).body
      .organisationTimeZone;
    const today = localDateOf(Date.now(), zone);
    const period: Period = { from: addDays(today, -28), to: today };

    // a. The list of the chosen period, then Jari's period and his last whole week approved at once.
    await page.goto('/timesheet');
    await expectVisible(page.getByRole('heading', { level: 1, name: t('web:menu.timesheet') }));
    // The app's date fields take DD.MM.YYYY in every language (issue 21).
    await page.getByLabel(fieldLabel(text(fi, 'web-timesheet:filters.from'))).fill(dateText(period.from));
    await page.getByLabel(fieldLabel(text(fi, 'web-timesheet:filters.to'))).fill(dateText(period.to));
    await expectVisible(page.getByText(t('web-timesheet:list.caption', { range: rangeText(period) })));
    await expectVisible(page.getByRole('link', { name: exactly(JARI) }));
    await screenshot(page, 'journey-timesheet-list', fi);

    await openDriver(page, JARI);
    await screenshot(page, 'journey-timesheet-driver-period', fi);
    expect.soft(await seriousA11yViolations(page), 'a driver period').toBe('');
    const jari = await driverPeriod(page, await driverIdOf(page, JARI, period), period);
    const monday = addDays(today, -weekdayIndex(today));
    const week: Period = { from: addDays(monday, -7), to: addDays(monday, -1) };
    const weekShifts = jari.shifts.filter((shift) => {
      const date = localDateOf(Date.parse(shift.start), zone);
      return week.from <= date && date <= week.to;
    });
    expect(weekShifts.length).toBeGreaterThan(0);
    expect(weekShifts.every((shift) => shift.approval === 'unapproved')).toBe(true);

    await page
      .getByRole('button', { name: t('web-timesheet:approveWeek.buttonFor', { range: rangeText(week) }) })
      .click();
    const confirm = page.getByRole('dialog', { name: t('web-timesheet:approveWeek.title') });
    await expectVisible(
      confirm.getByText(t('web-timesheet:approveWeek.message', { driver: JARI, range: rangeText(week) })),
    );
    await confirm.getByRole('button', { name: t('web-timesheet:approveWeek.submit') }).click();
    const done = text(fi, 'web-timesheet:approveWeek.done', {
      shifts: weekShifts.length,
      absences: 0,
      range: rangeText(week),
    });
    await expectVisible(page.getByRole('status').filter({ hasText: done }));
    const weekSection = page.getByRole('region', { name: t('web-timesheet:period.week', { range: rangeText(week) }) });
    const approvedBadges = weekSection.getByText(t('web-timesheet:approval.approved'));
    await expectCount(approvedBadges, weekShifts.length);
    await expectCount(weekSection.getByText(t('web-timesheet:approval.unapproved')), 0);
    for (const shift of weekShifts) {
      await expectVisible(
        weekSection
          .getByRole('article', { name: exactly(shiftName(shift, zone)) })
          .getByText(t('web-timesheet:approval.approved')),
      );
    }

    // b. Diego's own edit of his second-latest shift is rejected: the office's version returns, unflagged.
    await openDriver(page, DIEGO);
    const diegoId = await driverIdOf(page, DIEGO, period);
    const diego = await driverPeriod(page, diegoId, period);
    const edited = diego.shifts.filter((shift) => shift.hasDriverEdit);
    expect(edited).toHaveLength(1);
    const editedName = shiftName(edited[0]!, zone);
    const driverEditFlags = page.getByRole('main').getByText(t('web-timesheet:status.driverEdit'));
    await expectVisible(
      page.getByRole('article', { name: exactly(editedName) }).getByText(t('web-timesheet:status.driverEdit')),
    );
    await shiftAction(page, editedName, 'web-timesheet:actions.rejectDriverEdit');
    const reject = page.getByRole('dialog', { name: t('web-timesheet:driverEdit.rejectDriverEditTitle') });
    await expectVisible(reject.getByText(t('web-timesheet:driverEdit.rejectDriverEditIntro', { item: editedName })));
    await expectVisible(reject.getByRole('table')); // what the driver changed, from the history
    await screenshot(page, 'journey-timesheet-reject-driver-edit', fi, { fullPage: false });
    await reject.getByRole('button', { name: t('web-timesheet:actions.rejectDriverEdit') }).click();
    await expectNotified(page, t('web-timesheet:approvalDone.rejectDriverEdit', { item: editedName }));
    await expectCount(driverEditFlags, 0);
    const restored = await callApiAsPageUser<Shift>(page, 'GET', `/shifts/${edited[0]!.id}`);
    expect(restored.body.hasDriverEdit).toBe(false);
    expect(Date.parse(restored.body.end!)).toBeLessThan(Date.parse(edited[0]!.end!));
    await expectVisible(page.getByRole('article', { name: exactly(shiftName(restored.body, zone)) }));

    // c. Diego's latest finished shift split in the middle, then merged back into one.
    const target = diego.shifts
      .filter((shift) => shift.end !== null && shift.approval === 'unapproved' && !shift.hasDriverEdit)
      .at(-1)!;
    const targetName = shiftName(target, zone);
    const [start, end] = [Date.parse(target.start), Date.parse(target.end!)];
    const at = Math.floor((start + end) / 2 / 60_000) * 60_000;
    const atTime = clock(at, zone, localDateOf(at, zone));

    await shiftAction(page, targetName, 'web-timesheet:actions.edit');
    const editor = page.getByRole('dialog', { name: t('web-timesheet:editor.editTitle') });
    await expectVisible(editor);
    await screenshot(page, 'journey-timesheet-shift-editor', fi, { fullPage: false });
    expect.soft(await seriousA11yViolations(page), 'the shift editor').toBe('');
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'hidden' });

    await shiftAction(page, targetName, 'web-timesheet:actions.split');
    const split = page.getByRole('dialog', { name: t('web-timesheet:split.title') });
    await split.getByLabel(fieldLabel(text(fi, 'web-timesheet:actions.atDate'))).fill(dateText(localDateOf(at, zone)));
    await split.getByLabel(fieldLabel(text(fi, 'web-timesheet:actions.atTime'))).fill(atTime);
    await screenshot(page, 'journey-timesheet-split-dialog', fi, { fullPage: false });
    await split.getByRole('button', { name: t('web-timesheet:split.submit') }).click();
    await expectNotified(page, t('web-timesheet:split.done', { item: targetName, time: atTime }));
    const secondTimes = { start: new Date(at).toISOString(), end: target.end };
    const firstHalf = shiftName({ start: target.start, end: secondTimes.start }, zone);
    const secondHalf = shiftName(secondTimes, zone);
    await expectVisible(page.getByRole('article', { name: exactly(firstHalf) }));
    await expectVisible(page.getByRole('article', { name: exactly(secondHalf) }));
    await expectCount(page.getByRole('article', { name: exactly(targetName) }), 0);
    await screenshot(page, 'journey-timesheet-split-shifts', fi, { fullPage: false });

    await shiftAction(page, firstHalf, 'web-timesheet:actions.merge');
    const merge = page.getByRole('dialog', { name: t('web-timesheet:merge.title') });
    await merge.getByRole('button', { name: t('web-timesheet:merge.submit') }).click();
    await expectNotified(page, t('web-timesheet:merge.done', { item: firstHalf, next: shiftTimes(secondTimes, zone) }));
    await expectVisible(page.getByRole('article', { name: exactly(targetName) }));
    await expectCount(page.getByRole('article', { name: exactly(firstHalf) }), 0);
    await expectCount(page.getByRole('article', { name: exactly(secondHalf) }), 0);

    // d. Anna's sick leave approved from its card in her period (it shows on each of its days).
    await openDriver(page, ANNA);
    const anna = await driverPeriod(page, await driverIdOf(page, ANNA, period), period);
    const sickLeave = anna.absences.find((absence) => absence.workType === SICK_LEAVE);
    expect(sickLeave).toBeDefined();
    expect(sickLeave!.approval).not.toBe('approved');
    const sickName = absenceName(sickLeave!);
    const sickCards = page.getByRole('article', { name: exactly(sickName) });
    await expectVisible(sickCards);
    await sickCards
      .first()
      .getByRole('button', { name: t('web-timesheet:actions.approveFor', { item: sickName }) })
      .click();
    await expectNotified(page, t('web-timesheet:approvalDone.approve', { item: sickName }));
    await expectVisible(sickCards.first().getByText(t('web-timesheet:approval.approved')));
    await expectCount(page.getByRole('button', { name: t('web-timesheet:actions.approveFor', { item: sickName }) }), 0);

    // e. A link to one shift opens its driver's period around it, with the shift focused and open.
    const pekkaId = await driverIdOf(page, PEKKA, period);
    const linked = (await driverPeriod(page, pekkaId, period)).shifts[0]!;
    await page.goto(`/timesheet?shiftId=${linked.id}`);
    await expectVisible(page.getByRole('heading', { level: 2, name: exactly(PEKKA) }));
    expect(new URL(page.url()).searchParams.get('driverId')).toBe(pekkaId);
    await expectPath(page, '/timesheet');
    const linkedCard = page.getByRole('article', { name: exactly(shiftName(linked, zone)) });
    await expectVisible(linkedCard.getByRole('button', { name: t('web-timesheet:shift.hideDetails') }));
    await expectVisible(
      linkedCard.getByRole('table', {
        name: t('web-timesheet:shift.eventsCaption', { item: shiftName(linked, zone) }),
      }),
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(shiftName(linked, zone));
    await screenshot(page, 'journey-timesheet-linked-shift', fi, { fullPage: false });
  }, 180_000);
});
