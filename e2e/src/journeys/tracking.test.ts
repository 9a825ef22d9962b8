import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ExternalVehicle, Language, Vehicle, VehicleLocations } from '@rahti/domain';
import { seriousA11yViolations } from '../harness/a11y';
import { osmandUrl, rfmsUrl } from '../harness/base-url';
import { useBrowser } from '../harness/browser-fixture';
import { DEMO_PASSWORD, DEMO_USERS } from '../harness/demo';
import { expectVisible } from '../harness/expect-page';
import { screenshot } from '../harness/screenshot';
import { callApiAsPageUser } from '../harness/signed-in-api';
import { exactly, fieldLabel, text } from '../harness/texts';
import { keepBrowserLanguage, signInToWeb } from '../harness/web-session';

/**
 * The office of the demo organisation connects its Volvo trucks: it adds Volvo Connect
 * credentials pointing at the rFMS simulator (the harness starts it), checks them, links two of
 * the service's trucks to two activated vehicles, and fetches. The map shows both trucks moving
 * (the server polls every 3 s here), the history of a truck's day replays, and a tracker that
 * speaks the OsmAnd protocol (as Traccar Client does) puts a third vehicle on the map.
 */

const en: Language = 'en';
const t = (key: string, values?: Record<string, unknown>) => exactly(text(en, key, values));

/** The marker of a vehicle: Leaflet gives it the title "ABC-123, Active". */
const marker = (page: Page, registerNumber: string, language: Language, status: 'active' | 'inactive') =>
  page.locator(
    `[title="${text(language, 'web-tracking:markerTitle', { register: registerNumber, status: text(language, `web-tracking:status.${status}`) })}"]`,
  );

async function vehicleLocations(page: Page): Promise<VehicleLocations> {
  return (await callApiAsPageUser<VehicleLocations>(page, 'GET', '/vehicle-locations')).body;
}

describe('a transport manager follows the fleet on the map (English, with the map in Finnish and Swedish)', () => {
  const browsing = useBrowser();

  it('adds Volvo Connect, links two trucks, sees them move, replays a day, and a Traccar Client position shows within seconds', async () => {
    const page = await browsing.openPage(en);
    await keepBrowserLanguage(page, en);
    await signInToWeb(page, en, DEMO_USERS.admin, DEMO_PASSWORD);
    const vehicles = (await callApiAsPageUser<Vehicle[]>(page, 'GET', '/vehicles')).body;
    const active = vehicles.filter((vehicle) => vehicle.isActive);
    const [first, second, tracked] = [active[0]!, active[1]!, active.find((vehicle) => vehicle.imei) ?? active[2]!];

    // a. Credentials, checked, then saved; the password never shows again.
    await page.goto('/organisation');
    const card = page.getByRole('region', { name: t('web-organisation:externalServices.services.volvoConnect') });
    await card.getByRole('button', { name: t('web-organisation:externalServices.add') }).click();
    const dialog = page.getByRole('dialog', {
      name: t('web-organisation:externalServices.addTitle', { service: 'Volvo Connect' }),
    });
    await dialog.getByLabel(fieldLabel(text(en, 'web-organisation:externalServices.baseUrl'))).fill(rfmsUrl());
    await dialog.getByLabel(fieldLabel(text(en, 'web-organisation:externalServices.username'))).fill('rahti-demo');
    await dialog.getByLabel(fieldLabel(text(en, 'web-organisation:externalServices.password'))).fill('rfms-simulator');
    await dialog.getByRole('button', { name: t('web-organisation:externalServices.check') }).click();
    await expectVisible(dialog.getByText(t('web-organisation:externalServices.checkOk', { version: '2.1' })));
    await screenshot(page, 'journey-tracking-credentials', en);
    await dialog.getByRole('button', { name: t('web:common.save') }).click();
    await expectVisible(
      card.getByText(t('web-organisation:externalServices.signedInAs', { username: 'rahti-demo', url: rfmsUrl() })),
    );

    // b. The service's trucks, two of them linked to ours.
    await card.getByRole('button', { name: t('web-organisation:externalServices.fetchVehicles') }).click();
    const trucks = card.getByRole('table', {
      name: t('web-organisation:externalServices.vehiclesCaption', { service: 'Volvo Connect' }),
    });
    await expectVisible(trucks);
    const listed = (
      await callApiAsPageUser<ExternalVehicle[]>(page, 'GET', '/organisation/externalvehicles?serviceName=volvoConnect')
    ).body;
    expect(listed).toHaveLength(4);
    for (const [truck, vehicle] of [
      [listed[0]!, first],
      [listed[1]!, second],
    ] as const) {
      await card
        .getByLabel(t('web-organisation:externalServices.linkFor', { name: truck.name || truck.vin }))
        .selectOption(vehicle.id);
      await expect
        .poll(
          async () =>
            (
              await callApiAsPageUser<ExternalVehicle[]>(
                page,
                'GET',
                '/organisation/externalvehicles?serviceName=volvoConnect',
              )
            ).body.find((row) => row.vin === truck.vin)?.vehicleId,
        )
        .toBe(vehicle.id);
    }
    await card.getByRole('button', { name: t('web-organisation:externalServices.fetchNow') }).click();
    await expectVisible(card.getByText(/^Last fetch: .*; [1-9][\d,]* positions stored in all\.$/), 30_000);
    // The driver cards in the trucks' tachographs; the demo's drivers have other cards.
    await card.getByRole('button', { name: t('web-organisation:externalServices.fetchDrivers') }).click();
    const cards = card.getByRole('table', {
      name: t('web-organisation:externalServices.driversCaption', { service: 'Volvo Connect' }),
    });
    await expectVisible(cards);
    await expect.poll(() => cards.getByRole('rowheader').count()).toBe(4);
    await expectVisible(card.getByText(t('web-organisation:externalServices.unmatchedCards', { count: 4 })));
    await screenshot(page, 'journey-tracking-organisation', en);
    expect.soft(await seriousA11yViolations(page), 'external services').toBe('');

    // c. The map: both trucks active, and moving as the server keeps polling.
    await page.goto('/vehicle/location-map');
    await expectVisible(marker(page, first.registerNumber, en, 'active'), 30_000);
    await expectVisible(marker(page, second.registerNumber, en, 'active'));
    const before = (await vehicleLocations(page)).vehicles.find((vehicle) => vehicle.vehicleId === first.id)!.position!;
    await expect
      .poll(
        async () =>
          (await vehicleLocations(page)).vehicles.find((vehicle) => vehicle.vehicleId === first.id)!.position!.at,
        { timeout: 30_000, interval: 1000 },
      )
      .not.toBe(before.at);
    await screenshot(page, 'journey-tracking-map', en);
    expect.soft(await seriousA11yViolations(page), 'the map').toBe('');

    // d. The truck's day: track, stops and the replay.
    await page.getByRole('button', { name: t('web-tracking:historyOf', { register: first.registerNumber }) }).click();
    const history = page.getByRole('region', {
      name: t('web-tracking:historyTitle', { register: first.registerNumber }),
    });
    await expectVisible(history.getByText(/^Positions recorded: [\d,]+, drawn: [\d,]+, stops: [\d,]+\.$/), 30_000);
    const slider = history.getByRole('slider', { name: t('web-tracking:slider') });
    const startsAt = await slider.getAttribute('aria-valuetext');
    await history.getByRole('button', { name: t('web-tracking:play') }).click();
    await expect.poll(() => slider.getAttribute('aria-valuetext'), { timeout: 10_000 }).not.toBe(startsAt);
    await history.getByRole('button', { name: t('web-tracking:pause') }).click();
    // The track is drawn as one line of the map.
    expect(await page.locator('.leaflet-overlay-pane path').count()).toBeGreaterThan(0);
    await screenshot(page, 'journey-tracking-history', en);

    // e. A tracker speaking OsmAnd (Traccar Client's query form) for a third vehicle.
    const imei = tracked.imei;
    expect(imei, 'the demo has a vehicle with a tracker').toMatch(/^\d{15}$/);
    // It reports from Utsjoki, far north of the trucks, while the view is on the replayed day.
    const sent = await fetch(
      `${osmandUrl()}/?id=${imei}&timestamp=${Math.floor(Date.now() / 1000)}&lat=69.9077&lon=27.0265&speed=20&bearing=90`,
      { method: 'POST' },
    );
    expect(sent.status).toBe(200);
    const tracker = marker(page, tracked.registerNumber, en, 'active');
    await expectVisible(tracker, 15_000);
    // "Show all vehicles" brings it into view with the trucks.
    await page.getByRole('button', { name: t('web-tracking:fitAll') }).click();
    const map = (await page.getByTestId('location-map').boundingBox())!;
    for (const shown of [tracker, marker(page, first.registerNumber, en, 'active')]) {
      const box = (await shown.boundingBox())!;
      expect(
        box.x >= map.x &&
          box.y >= map.y &&
          box.x + box.width <= map.x + map.width + 80 &&
          box.y + box.height <= map.y + map.height,
        'the marker is inside the map',
      ).toBe(true);
    }
  });

  for (const language of ['fi', 'sv'] as const) {
    it(`shows the map and the external services in ${language === 'fi' ? 'Finnish' : 'Swedish'}`, async () => {
      const page = await browsing.openPage(language);
      await keepBrowserLanguage(page, language);
      await signInToWeb(page, language, DEMO_USERS.admin, DEMO_PASSWORD);
      await page.goto('/vehicle/location-map');
      await expectVisible(page.getByRole('table', { name: exactly(text(language, 'web-tracking:vehiclesCaption')) }));
      await expectVisible(page.getByText(exactly(text(language, 'web-tracking:legend.active'))));
      await screenshot(page, 'journey-tracking-map', language);
      expect.soft(await seriousA11yViolations(page), 'the map').toBe('');
      await page.goto('/organisation');
      await expectVisible(
        page.getByRole('region', {
          name: exactly(text(language, 'web-organisation:externalServices.services.volvoConnect')),
        }),
      );
      await screenshot(page, 'journey-tracking-organisation', language);
    });
  }
});
