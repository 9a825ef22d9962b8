import { describe, expect, it } from 'vitest';
import { estimateRoute, localDateOf, type Language, type Occurrence, type Route, type Vehicle } from '@rahti/domain';
import { seriousA11yViolations } from '../harness/a11y';
import { useBrowser } from '../harness/browser-fixture';
import { DEMO_PASSWORD, DEMO_USERS } from '../harness/demo';
import { expectVisible } from '../harness/expect-page';
import { screenshot } from '../harness/screenshot';
import { callApiAsPageUser } from '../harness/signed-in-api';
import { exactly, fieldLabel, text } from '../harness/texts';
import { keepBrowserLanguage, signInToWeb } from '../harness/web-session';

/**
 * A Finnish planner writes down the daily Vantaa–Hämeenlinna–Tampere shuttle once (issue 23):
 * three waypoints on the map, Monday to Friday at six, no runs on Finnish public holidays, priced
 * by the MAN's calculation. The route page shows the waypoints on the map with the run's economics,
 * and the route runs on no holiday (Easter 2027 checked through the API the page reads).
 */

const fi: Language = 'fi';
const t = (key: string, values?: Record<string, unknown>) => exactly(text(fi, key, values));
const label = (key: string, values?: Record<string, unknown>) => fieldLabel(text(fi, key, values));
const ROUTE_NAME = `Hämeenlinnan sukkula ${Date.now().toString(36)}`;
const WAYPOINTS = [
  { address: 'Vantaan terminaali, Tikkurilantie 136, Vantaa', lat: 60.2934, lng: 25.0378 },
  { address: 'Hämeenlinnan jakelu, Parolantie 66, Hämeenlinna', lat: 60.9959, lng: 24.4643 },
  { address: 'Tampereen terminaali, Nokiantie 2, Tampere', lat: 61.4991, lng: 23.7249 },
];

describe('a route in Finnish', () => {
  const browsing = useBrowser();

  it('writes a Monday–Friday route with three waypoints that skips Finnish holidays, and shows it on the map with its economics', async () => {
    const page = await browsing.openPage(fi);
    await keepBrowserLanguage(page, fi);
    await signInToWeb(page, fi, DEMO_USERS.admin, DEMO_PASSWORD);
    const vehicles = await callApiAsPageUser<Vehicle[]>(page, 'GET', '/vehicles');
    const truck = vehicles.body.find((vehicle) => vehicle.registerNumber === 'RTY-184')!;
    const zone = (await callApiAsPageUser<{ organisationTimeZone: string }>(page, 'GET', '/account/me')).body
      .organisationTimeZone;
    const today = localDateOf(Date.now(), zone);

    await page.goto('/routes');
    await expectVisible(page.getByRole('heading', { level: 1, name: t('web-routes:title') }));
    await page
      .getByRole('link', { name: t('web-routes:list.add') })
      .or(page.getByRole('button', { name: t('web-routes:list.add') }))
      .first()
      .click();
    await expectVisible(page.getByRole('heading', { level: 1, name: t('web-routes:form.newTitle') }));

    await page.getByLabel(label('web-routes:fields.name')).fill(ROUTE_NAME);
    await page.getByLabel(label('web-routes:fields.code')).fill('HML');
    await page.getByLabel(label('web-routes:fields.customer')).selectOption({ label: 'Pohjolan Tukku Oy' });
    await page.getByLabel(label('web-routes:fields.vehicle')).selectOption(truck.id);
    await page.getByLabel(label('web-routes:fields.incomePerRun')).fill('950');

    // The first waypoint by a click on the map, then each one's place typed exactly in the list.
    const map = page.getByRole('region', { name: t('web-routes:waypoints.mapLabel') });
    await expectVisible(map);
    await map.click({ position: { x: 200, y: 150 } });
    await expectVisible(page.getByLabel(label('web-routes:waypoints.lat', { number: 1 })));
    for (const [index, waypoint] of WAYPOINTS.entries()) {
      const number = index + 1;
      if (index > 0) await page.getByRole('button', { name: t('web-routes:waypoints.add') }).click();
      await page.getByLabel(label('web-routes:waypoints.address', { number })).fill(waypoint.address);
      await page.getByLabel(label('web-routes:waypoints.lat', { number })).fill(String(waypoint.lat).replace('.', ','));
      await page.getByLabel(label('web-routes:waypoints.lng', { number })).fill(String(waypoint.lng).replace('.', ','));
    }
    // Without a routing server the distance is the great circle × 1.3 at 70 km/h, said to be an estimate.
    const estimate = estimateRoute(WAYPOINTS);
    await expectVisible(page.getByText(text(fi, 'web-routes:distance.source.estimate')));
    await expect
      .poll(() => page.getByLabel(label('web-routes:fields.distanceKm')).inputValue())
      .toMatch(new RegExp(`^${String(estimate.distanceKm).replace('.', '[.,]')}$`));

    // Monday to Friday (the new route's default) at six for nine hours, no runs on public holidays.
    for (const day of ['MO', 'TU', 'WE', 'TH', 'FR'])
      expect(
        await page
          .getByRole('button', { name: t(`web-routes:recurrence.weekdayName.${day}`) })
          .getAttribute('aria-pressed'),
      ).toBe('true');
    await page.getByLabel(label('web-routes:recurrence.startTime')).fill('06:00');
    await page.getByLabel(exactly(text(fi, 'web-routes:recurrence.durationHours'))).fill('9');
    await page.getByLabel(label('web-routes:recurrence.skipPublicHolidays')).check();
    await expectVisible(page.getByText(text(fi, 'web-routes:economics.cost')).first());
    await screenshot(page, 'journey-route-form', fi);
    expect.soft(await seriousA11yViolations(page), 'new route').toBe('');

    await page.getByRole('button', { name: t('web-routes:form.create') }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/route/edit/'));
    const routeId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

    // The route page: the three waypoints on the map, the run's economics from the MAN's calculation.
    for (const [index, waypoint] of WAYPOINTS.entries())
      await expectVisible(
        page
          .getByLabel(label('web-routes:waypoints.address', { number: index + 1 }))
          .and(page.locator(`[value="${waypoint.address}"]`)),
      );
    await expect.poll(() => page.locator('.leaflet-marker-icon').count()).toBe(3);
    const route = (await callApiAsPageUser<Route>(page, 'GET', `/routes/${routeId}`)).body;
    expect(route).toMatchObject({
      name: ROUTE_NAME,
      code: 'HML',
      distanceKm: estimate.distanceKm,
      distanceSource: 'estimate',
      recurrence: {
        frequency: 'weekly',
        weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
        startTime: '06:00',
        durationMinutes: 540,
        skipPublicHolidays: true,
      },
    });
    expect(route.economics.estimatedCost).toBeGreaterThan(0);
    expect(route.economics.incomePerRun).toBe(950);
    await screenshot(page, 'journey-route-page', fi);
    expect.soft(await seriousA11yViolations(page), 'route page').toBe('');

    // Easter 2027: Good Friday 26 March and Easter Monday 29 March are not runs.
    const occurrences = await callApiAsPageUser<Occurrence[]>(
      page,
      'GET',
      `/routes/${routeId}/occurrences?from=2027-03-22&to=2027-04-02`,
    );
    expect(occurrences.body.map((run) => run.date)).toEqual(
      [
        '2027-03-22',
        '2027-03-23',
        '2027-03-24',
        '2027-03-25',
        '2027-03-30',
        '2027-03-31',
        '2027-04-01',
        '2027-04-02',
      ].filter((date) => date >= today),
    );
    expect(occurrences.body[0]?.start).toMatch(/T06:00:00\+0[23]:00$/);

    // The list: the new route among the demo's, with its runs and turnover this month.
    await page.goto('/routes');
    const row = page.getByRole('row').filter({ hasText: ROUTE_NAME });
    await expectVisible(row);
    await expectVisible(row.getByText('HML'));
    await screenshot(page, 'journey-routes-list', fi);
  });
});
