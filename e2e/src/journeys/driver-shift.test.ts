import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { workTypeName, type Language, type Shift } from '@rahti/domain';
import { expectNoSeriousA11yViolations } from '../harness/a11y';
import { useBrowser } from '../harness/browser-fixture';
import { DEMO_DRIVER_IDS, DEMO_PASSWORD, DEMO_USERS } from '../harness/demo';
import { expectPath, expectVisible } from '../harness/expect-page';
import { screenshot } from '../harness/screenshot';
import { signIn } from '../harness/sign-in';
import { callApiAsPageUser } from '../harness/signed-in-api';
import { exactly, text } from '../harness/texts';
import { signInToWeb } from '../harness/web-session';

/**
 * Anna drives a shift with the app on her phone in Finnish, most of it without a network: the
 * shift must reach the office exactly once. Positions come from Chromium's geolocation
 * emulation and the page's clock is moved on, so minutes of driving take a moment.
 */

const fi: Language = 'fi';
const t = (key: string, values?: Record<string, unknown>) => exactly(text(fi, key, values));
const ANNA_PASSWORD = 'Anna-Ajaa-2026';
/** Anna's default vehicle in the demo (apps/server/src/seed/demo-organisation-data.ts). */
const ANNA_VEHICLE = 'JKL-630';
const DEPOT = { latitude: 61.4981, longitude: 23.761 };
const LOAD = 2;
const DRIVE = 1;
const BREAK = 5;
const UNLOAD = 3;

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A counted message (`key` with i18next's plural forms) for any count. */
const anyCount = (key: string) =>
  new RegExp(`${escape(text(fi, key, { count: 1 }))}|${escape(text(fi, key, { count: 987 })).replace('987', '\\d+')}`);

const workTypeButton = (page: Page, workType: number) =>
  page.getByRole('button', { name: t(`work-types:${workTypeName(workType)}`) });

/** Moves the phone north at about 40 km/h for `minutes`, one fix every 15 s of page time. */
async function drive(page: Page, from: { latitude: number; longitude: number }, minutes: number) {
  let { latitude } = from;
  for (let step = 0; step < minutes * 4; step++) {
    await page.clock.fastForward(15_000);
    latitude += 0.0015; // ≈ 167 m per 15 s
    await page.context().setGeolocation({ latitude, longitude: from.longitude, accuracy: 10 });
  }
  return { latitude, longitude: from.longitude };
}

/** Keeps the phone in one place (a few metres of GPS jitter) for `minutes`. */
async function standStill(page: Page, at: { latitude: number; longitude: number }, minutes: number) {
  for (let step = 0; step < minutes * 4; step++) {
    await page.clock.fastForward(15_000);
    await page
      .context()
      .setGeolocation({ latitude: at.latitude + (step % 2) * 0.00002, longitude: at.longitude, accuracy: 10 });
  }
}

async function openTab(page: Page, key: string) {
  await page.getByRole('tab', { name: t(key) }).click();
}

describe('a driver records a shift on a phone without a network (Finnish)', () => {
  const browsing = useBrowser();

  it('starts, records load, auto drive, auto break and unload offline, ends, and the office gets the shift once; a shift left unsent at sign-out uploads at the next sign-in', async () => {
    const office = await browsing.openPage(fi);
    await signInToWeb(office, fi, DEMO_USERS.admin, DEMO_PASSWORD);
    const accounts = await callApiAsPageUser<{ username: string }[]>(office, 'POST', '/drivers/app-accounts', {
      driverIds: [DEMO_DRIVER_IDS.anna],
      active: true,
      password: ANNA_PASSWORD,
    });
    expect(accounts.status).toBe(200);
    const username = accounts.body[0]!.username;
    const seeded = new Set((await annasShiftsToday(office)).map((shift) => shift.id));
    const newShifts = async () => (await annasShiftsToday(office)).filter((shift) => !seeded.has(shift.id));

    const phone = await browsing.openPage(fi, 'phone');
    await phone.context().grantPermissions(['geolocation']);
    await phone.context().setGeolocation({ ...DEPOT, accuracy: 10 });
    await phone.clock.install();
    await phone.goto('/driver/');
    await phone.getByRole('button', { name: t('driver:signIn.button') }).click();
    await signIn(phone, username, ANNA_PASSWORD);
    await expectPath(phone, '/driver/');
    await expectVisible(phone.getByRole('heading', { level: 1, name: t('driver:tabs.status') }));

    // Vehicle and start km, then the first work type: Load.
    await openTab(phone, 'driver:tabs.vehicle');
    await phone.getByRole('searchbox', { name: t('driver:vehicle.search') }).fill('jkl');
    await phone.getByRole('checkbox', { name: new RegExp(ANNA_VEHICLE) }).check();
    await phone
      .getByRole('spinbutton', { name: new RegExp(text(fi, 'driver:km.start')) })
      .or(phone.getByLabel(new RegExp(text(fi, 'driver:km.start'))))
      .first()
      .fill('120500');
    await screenshot(phone, 'driver-vehicle-tab', fi);
    await phone.getByRole('button', { name: t('driver:vehicle.startShift') }).click();
    await workTypeButton(phone, LOAD).click();
    // The truck's pre-trip check comes first (issue 25): all is well.
    await phone.getByRole('button', { name: t('pre-trip:driver.markRestOk') }).click();
    await phone.getByRole('button', { name: t('pre-trip:driver.save') }).click();
    await expectVisible(phone.getByRole('heading', { name: t('driver:status.shiftRunning') }));
    await expectVisible(phone.getByText(text(fi, 'driver:sync.saved'), { exact: true }), 20_000);

    // The network goes; loading takes 20 minutes, then the truck leaves.
    await phone.context().setOffline(true);
    await phone.clock.fastForward('20:00');
    const away = await drive(phone, DEPOT, 4);
    await openTab(phone, 'driver:tabs.status');
    await expectVisible(phone.getByText(new RegExp(text(fi, 'driver:autoSwitch.undo'))));
    await expectVisible(phone.getByText(new RegExp(text(fi, `work-types:${workTypeName(DRIVE)}`))).first());
    await screenshot(phone, 'driver-auto-drive', fi);

    // Parked for six minutes: auto break.
    await standStill(phone, away, 6);
    await expectVisible(phone.getByText(new RegExp(text(fi, `work-types:${workTypeName(BREAK)}`))).first());

    // Unloading, then the end of the shift, still offline.
    await phone.clock.fastForward('30:00');
    await openTab(phone, 'driver:tabs.workType');
    await workTypeButton(phone, UNLOAD).click();
    await expect.poll(() => workTypeButton(phone, UNLOAD).getAttribute('aria-pressed')).toBe('true');
    await screenshot(phone, 'driver-work-type-tab', fi);
    await phone.clock.fastForward('25:00');
    await phone.getByRole('button', { name: t('driver:endShift.open') }).click();
    const endDialog = phone.getByRole('dialog', { name: t('driver:endShift.title') });
    await endDialog.getByLabel(new RegExp(text(fi, 'driver:km.end'))).fill('120548');
    await endDialog.getByRole('button', { name: t('driver:endShift.confirm') }).click();
    await openTab(phone, 'driver:tabs.status');
    await expectVisible(phone.getByText(anyCount('driver:sync.offlineWaiting')));
    await screenshot(phone, 'driver-offline-waiting', fi);
    await expectNoSeriousA11yViolations(phone);

    // Back online: everything goes up, once.
    await phone.context().setOffline(false);
    await expectVisible(phone.getByText(text(fi, 'driver:sync.saved'), { exact: true }), 30_000);
    const shifts = await newShifts();
    expect(shifts).toHaveLength(1);
    const recorded = shifts[0]!;
    expect(recorded.status).toBe('completed');
    expect(recorded.vehicles.map((vehicle) => vehicle.registerNumber)).toEqual([ANNA_VEHICLE]);
    expect(recorded.events.map((event) => event.workType)).toEqual([LOAD, DRIVE, BREAK, UNLOAD]);
    expect([recorded.startKm, recorded.endKm]).toEqual([120500, 120548]);
    await office.goto(`/timesheet?shiftId=${recorded.id}`);
    await expectVisible(
      office
        .getByRole('dialog')
        .or(office.getByRole('heading', { level: 1 }))
        .first(),
    );
    await screenshot(office, 'driver-shift-in-timesheet', fi);

    // A second shift stays on the phone while the server cannot be reached, through a sign-out.
    await phone.route('**/api/driver/sync', (route) => route.abort());
    await openTab(phone, 'driver:tabs.workType');
    await workTypeButton(phone, DRIVE).click();
    await phone.getByRole('button', { name: t('pre-trip:driver.markRestOk') }).click();
    await phone.getByRole('button', { name: t('pre-trip:driver.save') }).click();
    // Saving the check returns to the Status tab: wait for it, or a slow return lands after the tab below opens.
    await expectPath(phone, '/driver/');
    await expectVisible(phone.getByRole('heading', { name: t('driver:status.shiftRunning') }));
    await openTab(phone, 'driver:tabs.workType');
    await phone.clock.fastForward('10:00');
    await phone.getByRole('button', { name: t('driver:endShift.open') }).click();
    await phone
      .getByRole('dialog', { name: t('driver:endShift.title') })
      .getByRole('button', { name: t('driver:endShift.confirm') })
      .click();
    await phone.getByRole('button', { name: t('driver:menu.open') }).click();
    await phone.getByRole('button', { name: t('driver:home.signOut') }).click();
    const signOut = phone.getByRole('dialog', { name: t('driver:menu.signOutTitle') });
    await expectVisible(signOut.getByText(anyCount('driver:menu.signOutKeeps')));
    await signOut.getByRole('button', { name: t('driver:home.signOut') }).click();
    await expectVisible(phone.getByRole('button', { name: t('driver:signIn.button') }), 30_000);
    await expectVisible(phone.getByText(text(fi, 'driver:warning.signedOut')));
    await screenshot(phone, 'driver-signed-out-kept', fi);

    await phone.unroute('**/api/driver/sync');
    await phone.getByRole('button', { name: t('driver:signIn.button') }).click();
    await signIn(phone, username, ANNA_PASSWORD);
    await expectVisible(phone.getByText(text(fi, 'driver:sync.saved'), { exact: true }), 30_000);
    const uploaded = (await newShifts()).filter((shift) => shift.id !== recorded.id);
    expect(uploaded.map((shift) => shift.events.map((event) => event.workType))).toEqual([[DRIVE]]);
  });
});

/** Anna's shifts of yesterday, today and tomorrow (the phone's clock runs ahead of the office's). */
async function annasShiftsToday(office: Page): Promise<Shift[]> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const response = await callApiAsPageUser<{ items: Shift[] }>(
    office,
    'GET',
    `/shifts?driverId=${DEMO_DRIVER_IDS.anna}&from=${day(-1)}&to=${day(1)}&limit=500`,
  );
  expect(response.status).toBe(200);
  return response.body.items;
}
