import { describe, expect, it } from 'vitest';
import { addDays, localDateOf, type FleetItemEntry, type Language, type PreTripCheck } from '@rahti/domain';
import { seriousA11yViolations } from '../harness/a11y';
import { useBrowser } from '../harness/browser-fixture';
import { DEMO_PASSWORD, DEMO_USERS } from '../harness/demo';
import { expectPath, expectVisible } from '../harness/expect-page';
import { screenshot } from '../harness/screenshot';
import { signIn } from '../harness/sign-in';
import { callApiAsPageUser } from '../harness/signed-in-api';
import { exactly, text } from '../harness/texts';
import { cameraPhoto, truckAndDriver } from '../harness/truck-and-driver';
import { keepBrowserLanguage, signInToWeb } from '../harness/web-session';

/**
 * A Swedish-speaking driver starts a shift on the phone in a new truck (issue 25): the app asks
 * the truck's pre-trip check; the brakes are wrong, so the driver writes what is wrong and takes
 * a photo (a 2 000 × 1 500 image the phone shrinks to a 1 600 px JPEG), and marks the rest OK. The
 * office's fleet page then shows the defect with its photo, and the maintenance item it became,
 * due today.
 */

const sv: Language = 'sv';
const t = (key: string, values?: Record<string, unknown>) => exactly(text(sv, key, values));
/** Three letters and three digits (the demo's rule), different in each run. */
const REGISTER_NUMBER = `BRK-${String(100 + (Date.now() % 900))}`;
const VEHICLE_NAME = 'Volvo FM 420';
const VEHICLE = `${REGISTER_NUMBER} ${VEHICLE_NAME}`;
const DRIVER = { firstName: 'Linnea', lastName: 'Sjöberg' };
const DRIVER_PASSWORD = 'Linnea-Kor-2026';
const NOTE = 'Vänster bakbroms kärvar och gnisslar vid inbromsning';

describe('a pre-trip defect on the phone reaches the office (Swedish)', () => {
  const browsing = useBrowser();

  it('asks the truck’s check at the start of a shift, takes a defect with a note and a photo, and the fleet page shows it with its maintenance item', async () => {
    const office = await browsing.openPage(sv);
    await keepBrowserLanguage(office, sv);
    await signInToWeb(office, sv, DEMO_USERS.admin, DEMO_PASSWORD);
    const { vehicleId, username } = await truckAndDriver(
      office,
      { registerNumber: REGISTER_NUMBER, name: VEHICLE_NAME },
      { ...DRIVER, password: DRIVER_PASSWORD },
    );
    const zone = (await callApiAsPageUser<{ organisationTimeZone: string }>(office, 'GET', '/account/me')).body
      .organisationTimeZone;
    const today = localDateOf(Date.now(), zone);

    // On the phone: the truck and the start km, then Load; the truck's check opens.
    const phone = await browsing.openPage(sv, 'phone');
    await phone.goto('/driver/');
    await phone.getByRole('button', { name: t('driver:signIn.button') }).click();
    await signIn(phone, username, DRIVER_PASSWORD);
    await expectPath(phone, '/driver/');
    await phone.getByRole('tab', { name: t('driver:tabs.vehicle') }).click();
    await phone.getByRole('searchbox', { name: t('driver:vehicle.search') }).fill(REGISTER_NUMBER);
    await phone.getByRole('checkbox', { name: new RegExp(REGISTER_NUMBER) }).check();
    await phone
      .getByLabel(new RegExp(text(sv, 'driver:km.start')))
      .first()
      .fill('84200');
    await phone.getByRole('button', { name: t('driver:vehicle.startShift') }).click();
    await phone.getByRole('button', { name: t('work-types:load') }).click();
    await expectPath(phone, '/driver/pre-trip');
    await expectVisible(phone.getByRole('heading', { level: 1, name: t('pre-trip:driver.title') }));
    await expectVisible(phone.getByText(exactly(VEHICLE)));

    // The brakes are wrong: what is wrong, and a photo; the rest is OK.
    const brakes = phone.getByRole('group', { name: t('pre-trip:items.brakes') });
    await brakes.getByRole('radio', { name: t('pre-trip:driver.defect') }).check();
    await brakes
      .getByRole('textbox', { name: t('pre-trip:driver.note', { item: text(sv, 'pre-trip:items.brakes') }) })
      .fill(NOTE);
    await brakes
      .getByLabel(t('pre-trip:driver.addPhoto'))
      .setInputFiles({ name: 'IMG_2041.png', mimeType: 'image/png', buffer: cameraPhoto() });
    const photoName = text(sv, 'pre-trip:driver.photoName', { item: text(sv, 'pre-trip:items.brakes'), number: 1 });
    await expectVisible(brakes.getByRole('img', { name: exactly(photoName) }), 20_000);
    await phone.getByRole('button', { name: t('pre-trip:driver.markRestOk') }).click();
    // What the driver sees of the defect (the whole screen's picture below shows the sticky bars mid-page).
    await brakes.scrollIntoViewIfNeeded();
    await screenshot(phone, 'journey-pre-trip-defect-phone', sv, { fullPage: false });
    await screenshot(phone, 'journey-pre-trip-check-phone', sv);
    expect.soft(await seriousA11yViolations(phone), 'pre-trip check on the phone').toBe('');
    await phone.getByRole('button', { name: t('pre-trip:driver.save') }).click();

    // Back on the Status tab, with nothing waiting once the photo and the check are up.
    await expectPath(phone, '/driver/');
    await expectVisible(phone.getByRole('heading', { name: t('driver:status.shiftRunning') }));
    await expectVisible(phone.getByText(text(sv, 'driver:sync.saved'), { exact: true }), 30_000);
    await expect.poll(() => phone.getByRole('heading', { name: t('pre-trip:driver.dueTitle') }).count()).toBe(0);
    await screenshot(phone, 'journey-pre-trip-saved-phone', sv);

    // The office: the check with its defect, photo and maintenance item, as the API tells it too.
    const checks = await callApiAsPageUser<PreTripCheck[]>(
      office,
      'GET',
      `/pre-trip-checks?from=${addDays(today, -1)}&to=${today}`,
    );
    const check = checks.body.find((candidate) => candidate.vehicleId === vehicleId);
    expect(check?.answers.filter((answer) => answer.result === 'defect')).toEqual([
      expect.objectContaining({
        item: { kind: 'builtIn', key: 'brakes' },
        note: NOTE,
        photos: [expect.objectContaining({ id: expect.any(String) })],
        fleetItem: expect.objectContaining({ state: 'dueSoon', dueDate: today }),
      }),
    ]);
    expect(check?.driverName?.split(' ').sort()).toEqual([DRIVER.firstName, DRIVER.lastName]);
    const description = check!.answers.find((answer) => answer.result === 'defect')!.fleetItem!.description;
    // "Bromsar: " and the note's first 40 characters make 49, then the ellipsis: 50 (spec section 9).
    expect(description).toBe(`${text(sv, 'pre-trip:items.brakes')}: Vänster bakbroms kärvar och gnisslar vid…`);

    await office.goto('/vehicle/fleet-management');
    await expectVisible(office.getByRole('heading', { level: 1, name: t('web:menu.fleetManagement') }));
    const defects = office.getByRole('table', {
      name: t('web-pre-trip:defects.caption', { count: 14 }),
    });
    await expectVisible(defects);
    const row = defects.getByRole('row').filter({ has: office.getByRole('rowheader', { name: exactly(VEHICLE) }) });
    await expectVisible(row.getByText(t('pre-trip:items.brakes')));
    await expectVisible(row.getByText(exactly(NOTE)));
    await expectVisible(row.getByText(exactly(check!.driverName ?? '')));
    await expectVisible(row.getByText(exactly(description)));
    await expectVisible(row.getByText(t('web-fleet:states.dueSoon')));
    const officePhotoName = text(sv, 'web-pre-trip:defects.photoName', {
      item: text(sv, 'pre-trip:items.brakes'),
      vehicle: VEHICLE,
      number: 1,
    });
    const thumbnail = row.getByRole('img', { name: exactly(officePhotoName) });
    await expectVisible(thumbnail);
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1600);

    // The maintenance item is on the open list too, due today.
    const entries = await callApiAsPageUser<FleetItemEntry[]>(office, 'GET', '/fleet-items');
    expect(entries.body.filter((entry) => entry.vehicleId === vehicleId)).toEqual([
      expect.objectContaining({ type: 'maintenance', state: 'dueSoon', dueDate: today }),
    ]);
    const open = office.getByRole('table', { name: new RegExp(text(sv, 'web-fleet:list.openCaption')) });
    await expectVisible(
      open
        .getByRole('row')
        .filter({ has: office.getByRole('rowheader', { name: exactly(VEHICLE) }) })
        .getByText(exactly(description)),
    );
    // The whole page from its top: pictured scrolled, the page's fixed header would cover its heading.
    await office.evaluate(() => window.scrollTo(0, 0));
    await screenshot(office, 'journey-pre-trip-defect-office', sv);
    expect.soft(await seriousA11yViolations(office), 'fleet page with the defect').toBe('');

    // The photo large, in its dialog.
    await row.getByRole('button', { name: t('web-pre-trip:defects.openPhoto', { photo: officePhotoName }) }).click();
    const dialog = office.getByRole('dialog', { name: exactly(officePhotoName) });
    await expectVisible(dialog);
    await screenshot(office, 'journey-pre-trip-photo-office', sv, { fullPage: false });
    await office.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The checklists behind it, an Admin's page.
    await office.getByRole('link', { name: t('web-pre-trip:defects.editChecklists') }).click();
    await expectVisible(office.getByRole('heading', { level: 1, name: t('web:menu.preTripChecklists') }));
    await expectVisible(
      office.getByRole('region', {
        name: t('web-pre-trip:checklists.listOf', { vehicleClass: text(sv, 'web-calc-wizard:vehicleClasses.3') }),
      }),
    );
    await screenshot(office, 'journey-pre-trip-checklists', sv);
    expect.soft(await seriousA11yViolations(office), 'pre-trip checklists page').toBe('');
  });
});
