import { describe, expect as expectOfFile, it, type ExpectStatic } from 'vitest';
import type { Page } from 'playwright-core';
import type { Language } from '@rahti/domain';
import { seriousA11yViolations } from '../harness/a11y';
import type { Device } from '../harness/browser-context';
import { useBrowser } from '../harness/browser-fixture';
import { DEMO_DRIVER_IDS, DEMO_ORGANISATION, DEMO_PASSWORD, DEMO_SUBCONTRACTOR, DEMO_USERS } from '../harness/demo';
import { expectVisible } from '../harness/expect-page';
import { TEST_LANGUAGES } from '../harness/languages';
import { screenshot } from '../harness/screenshot';
import { callApiAsPageUser } from '../harness/signed-in-api';
import { signIn } from '../harness/sign-in';
import { exactly, text } from '../harness/texts';
import { findOrSaveTourTask, TOUR_CUSTOMER, TOUR_TASK_DESCRIPTION } from '../harness/tour-task';
import { findOrSaveTourTransportTask, TOUR_TRANSPORT_REFERENCE } from '../harness/tour-transport-task';
import { keepBrowserLanguage } from '../harness/web-session';

/** The demo's weekly terminal shuttle (seed/demo-routes-data.ts): the route page of the tour. */
const TOUR_ROUTE = 'Turun satama, päivävuoro';

type Heading = { key: string; values?: Record<string, unknown> } | { literal: string };

/** A dialog opened from a page: the button that opens it and the dialog's title. */
interface TourDialog {
  name: string;
  opener: { key: string; values?: Record<string, unknown> };
  title: { key: string; values?: Record<string, unknown> };
}

/**
 * Signed-in pages: path (`:calculation`, `:task`, `:invoice` and `:route` are the tour's records), screenshot name,
 * the main heading, and the dialogs checked with the page behind them.
 */
const SIGNED_IN_PAGES: readonly { path: string; name: string; heading: Heading; dialogs?: readonly TourDialog[] }[] = [
  { path: '/dashboard', name: 'dashboard', heading: { literal: DEMO_ORGANISATION.name } },
  { path: '/calculations', name: 'calculations', heading: { key: 'web:calculations.title' } },
  {
    path: '/calculationResultsVue/:calculation',
    name: 'calculation-results',
    heading: { key: 'web-calc-wizard:results.title' },
  },
  {
    path: '/timebasedcosts/:calculation',
    name: 'time-based-costs',
    heading: { key: 'web-calc-wizard:timeBased.title' },
  },
  {
    path: '/distancebasedcosts/:calculation',
    name: 'distance-based-costs',
    heading: { key: 'web-calc-wizard:distanceBased.title' },
  },
  { path: '/organisation', name: 'organisation', heading: { key: 'web-organisation:title' } },
  { path: '/userprofile', name: 'user-profile', heading: { key: 'web-account:title' } },
  { path: '/contact-us', name: 'contact', heading: { key: 'web-contact:title' } },
  { path: '/no-access?feature=tasks', name: 'no-access', heading: { key: 'web:accessDenied.title' } },
  {
    path: '/administration',
    name: 'administration',
    heading: { key: 'web-administration:title' },
    dialogs: [
      {
        name: 'subscription-dialog',
        opener: {
          key: 'web-administration:organisations.editSubscriptionOf',
          values: { name: DEMO_ORGANISATION.name },
        },
        title: { key: 'web-administration:subscription.title', values: { name: DEMO_ORGANISATION.name } },
      },
    ],
  },
  {
    path: '/drivers',
    name: 'demo-drivers',
    heading: { key: 'web:menu.drivers' },
    dialogs: [
      { name: 'driver-form', opener: { key: 'web-drivers:list.add' }, title: { key: 'web-drivers:form.createTitle' } },
    ],
  },
  {
    path: '/driver-groups',
    name: 'demo-driver-groups',
    heading: { key: 'web-driver-groups:title' },
    dialogs: [
      {
        name: 'driver-group-form',
        opener: { key: 'web-driver-groups:add' },
        title: { key: 'web-driver-groups:form.createTitle' },
      },
    ],
  },
  { path: '/departments', name: 'demo-departments', heading: { key: 'web-units:title' } },
  {
    path: '/vehicles',
    name: 'demo-vehicles',
    heading: { key: 'web:menu.vehicles' },
    dialogs: [
      { name: 'vehicle-form', opener: { key: 'web-vehicles:add' }, title: { key: 'web-vehicles:form.createTitle' } },
      {
        name: 'vehicle-activation',
        opener: { key: 'web-vehicles:actions.activateNamed', values: { name: 'JKL-630' } },
        title: { key: 'web-vehicles:activation.title' },
      },
    ],
  },
  { path: '/administration/equipment', name: 'demo-equipment', heading: { key: 'web:menu.equipment' } },
  { path: '/importVehicles', name: 'demo-import-vehicles', heading: { key: 'web-imports:kinds.vehicles.title' } },
  { path: '/timesheet', name: 'timesheet', heading: { key: 'web:menu.timesheet' } },
  // What the demo's subcontractor shares with it, read-only under its name (issue 27's sharingFilter).
  { path: '/timesheet?sharing=shared', name: 'timesheet-shared', heading: { key: 'web:menu.timesheet' } },
  {
    path: `/timesheet?driverId=${DEMO_DRIVER_IDS.diego}`,
    name: 'timesheet-driver',
    heading: { key: 'web:menu.timesheet' },
    dialogs: [
      {
        name: 'shift-editor',
        opener: { key: 'web-timesheet:editor.addTitle' },
        title: { key: 'web-timesheet:editor.addTitle' },
      },
    ],
  },
  { path: '/events', name: 'events', heading: { key: 'web:menu.events' } },
  {
    path: `/timesheet/absences?driverId=${DEMO_DRIVER_IDS.anna}`,
    name: 'absences',
    heading: { key: 'web:menu.absences' },
    dialogs: [
      { name: 'absence-form', opener: { key: 'web-absences:add' }, title: { key: 'web-absences:form.addTitle' } },
    ],
  },
  { path: '/timesheet/summary', name: 'shift-summary', heading: { key: 'web:menu.shiftSummary' } },
  {
    path: '/payperiods',
    name: 'pay-periods',
    heading: { key: 'web-pay-periods:title' },
    dialogs: [
      {
        name: 'create-pay-periods',
        opener: { key: 'web-pay-periods:create' },
        title: { key: 'web-pay-periods:createTitle' },
      },
    ],
  },
  {
    path: '/timesheet/payroll',
    name: 'payroll',
    heading: { key: 'web-payroll:title' },
    dialogs: [
      {
        name: 'payroll-export',
        opener: { key: 'web-payroll:export.open' },
        title: { key: 'web-payroll:export.title' },
      },
    ],
  },
  { path: '/timesheet/driving-time', name: 'driving-time', heading: { key: 'web-driving-time:title' } },
  { path: '/vehicle/location-map', name: 'location-map', heading: { key: 'web:menu.locationMap' } },
  {
    path: '/vehicle/fleet-management',
    name: 'fleet-management',
    heading: { key: 'web:menu.fleetManagement' },
    dialogs: [
      { name: 'fleet-item-form', opener: { key: 'web-fleet:add' }, title: { key: 'web-fleet:form.addTitle' } },
      {
        name: 'fleet-odometer',
        opener: { key: 'web-fleet:odometer.open' },
        title: { key: 'web-fleet:odometer.title' },
      },
    ],
  },
  {
    path: '/vehicle/fleet-management/pre-trip-checklists',
    name: 'pre-trip-checklists',
    heading: { key: 'web:menu.preTripChecklists' },
  },
  {
    path: `/fuelmanagement/${DEMO_ORGANISATION.id}`,
    name: 'fuel',
    heading: { key: 'web:menu.fuel' },
    dialogs: [
      { name: 'refuel', opener: { key: 'web-fuel:refuels.add' }, title: { key: 'web-fuel:refuelForm.title' } },
      { name: 'fuel-card-import', opener: { key: 'web-fuel-import:open' }, title: { key: 'web-fuel-import:title' } },
      { name: 'tank', opener: { key: 'web-fuel:tank.set' }, title: { key: 'web-fuel:tank.title' } },
    ],
  },
  { path: '/report/emissions', name: 'emissions', heading: { key: 'web-fuel:emissions.title' } },
  { path: '/taskProfitability', name: 'tasks', heading: { key: 'web:menu.tasks' } },
  {
    path: '/taskProfitability/task/:task',
    name: 'task-detail',
    heading: { literal: TOUR_TASK_DESCRIPTION },
    dialogs: [{ name: 'task-delete', opener: { key: 'web:common.delete' }, title: { key: 'web-tasks:delete.title' } }],
  },
  { path: '/taskProfitability/newTask', name: 'task-form', heading: { key: 'web-tasks:form.createTitle' } },
  { path: '/transport-tasks', name: 'transport-tasks', heading: { key: 'web:menu.transportTasks' } },
  {
    path: '/transport-tasks/task/:transportTask',
    name: 'transport-task',
    heading: { key: 'web-transport:detail.titleWithReference', values: { reference: TOUR_TRANSPORT_REFERENCE } },
    dialogs: [
      {
        name: 'transport-task-cancel',
        opener: { key: 'web-transport:cancel.open' },
        title: { key: 'web-transport:cancel.title' },
      },
    ],
  },
  {
    path: '/transport-tasks/task/new',
    name: 'transport-task-form',
    heading: { key: 'web-transport:form.createTitle' },
  },
  { path: '/transport-tasks/waybills', name: 'waybills', heading: { key: 'web:menu.waybills' } },
  {
    path: '/report',
    name: 'reports',
    heading: { key: 'web:menu.reports' },
    dialogs: [
      {
        name: 'report-schedule',
        opener: { key: 'web-reports:schedules.add' },
        title: { key: 'web-reports:schedules.addTitle' },
      },
    ],
  },
  { path: '/report-new', name: 'reports-beta', heading: { key: 'web:menu.reports2' } },
  {
    path: '/sharing',
    name: 'sharing',
    heading: { key: 'web-sharing:title' },
    dialogs: [
      { name: 'sharing-new', opener: { key: 'web-sharing:actions.new' }, title: { key: 'web-sharing:create.title' } },
      { name: 'sharing-join', opener: { key: 'web-sharing:actions.join' }, title: { key: 'web-sharing:join.title' } },
    ],
  },
  {
    path: '/sharing/:share',
    name: 'sharing-received',
    heading: { key: 'web-sharing:detail.title', values: { name: DEMO_SUBCONTRACTOR.name } },
  },
  {
    path: '/customers',
    name: 'customers',
    heading: { key: 'web-customers:title' },
    dialogs: [
      {
        name: 'customer-form',
        opener: { key: 'web-customers:list.add' },
        title: { key: 'web-customers:form.createTitle' },
      },
    ],
  },
  { path: '/routes', name: 'routes', heading: { key: 'web-routes:title' } },
  { path: '/newRoute', name: 'route-form', heading: { key: 'web-routes:form.newTitle' } },
  {
    path: '/route/edit/:route',
    name: 'route',
    heading: { literal: TOUR_ROUTE },
    dialogs: [
      {
        name: 'route-end',
        opener: { key: 'web-routes:end.open' },
        title: { key: 'web-routes:end.title', values: { name: TOUR_ROUTE } },
      },
    ],
  },
  {
    path: '/resource-planning',
    name: 'resource-planning',
    heading: { key: 'web-resource-planning:title' },
    dialogs: [
      {
        name: 'plan-new',
        opener: { key: 'web-resource-planning:dialog.newTitle' },
        title: { key: 'web-resource-planning:dialog.newTitle' },
      },
    ],
  },
  { path: '/invoices', name: 'invoices', heading: { key: 'web:menu.invoices' } },
  { path: '/newInvoice', name: 'new-invoice', heading: { key: 'web-invoices:form.newTitle' } },
  {
    path: '/invoice/:invoice',
    name: 'invoice',
    heading: { key: 'web-invoices:detail.title.invoice', values: { number: ':invoiceNumber' } },
    dialogs: [
      {
        name: 'invoice-cancel',
        opener: { key: 'web-invoices:actions.cancel' },
        title: { key: 'web-invoices:actions.cancelTitle', values: { number: ':invoiceNumber' } },
      },
    ],
  },
];

/** What the tour's calculation pages show: a truck bought new, as the wizard would save it. */
const TOUR_CALCULATION = {
  name: 'Page tour: Volvo FH',
  kind: 'newInvestment',
  vehicleClass: 3,
  currency: 'EUR',
  vehicle: { purchasePrice: 150000, downPayment: 30000, consumptionPer100Km: 30, tyreLifetimeKm: 100000 },
  usage: { kmPerYear: 100000, plannedUseYears: 6 },
  wages: { wageType: 'Hourlywage', hourlyWage: 15 },
  revenue: { revenueValue: 150000, yearlyCost: 5000, targetProfitMarginPercent: 15 },
  pricing: { hours: 9, km: 450, targetMarginPercent: 15 },
};

/** The tour's calculation in the demo organisation, saved once for every language and device. */
let tourCalculation: Promise<string> | undefined;
const tourCalculationId = (page: Page): Promise<string> => (tourCalculation ??= findOrSaveTourCalculation(page));

async function findOrSaveTourCalculation(page: Page): Promise<string> {
  const search = encodeURIComponent(TOUR_CALCULATION.name);
  const found = await callApiAsPageUser<{ id: string; name: string }[]>(page, 'GET', `/calculations?search=${search}`);
  const existing = found.body.find((calculation) => calculation.name === TOUR_CALCULATION.name);
  if (existing) return existing.id;
  const created = await callApiAsPageUser<{ id: string }>(page, 'POST', '/calculations', TOUR_CALCULATION);
  expectOfFile(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

/** The tour's draft invoice to the tour's customer (made with the tour's task), once for every language and device. */
let tourInvoice: Promise<{ id: string; number: number }> | undefined;

async function makeTourInvoice(page: Page): Promise<{ id: string; number: number }> {
  const customers = await callApiAsPageUser<{ id: string; name: string }[]>(page, 'GET', '/organisation/customers');
  const customer = customers.body.find((candidate) => candidate.name === TOUR_CUSTOMER.name);
  if (!customer) throw new Error("The tour's customer is missing");
  const invoice = await callApiAsPageUser<{ id: string; number: number }>(page, 'POST', '/invoices', {
    customerId: customer.id,
    date: new Date().toISOString().slice(0, 10),
    rows: [
      { description: 'Odotus Raumalla', quantity: 1.5, unit: 'h', unitPrice: 45.55, vatPercent: 25.5 },
      { description: 'Lautta', quantity: 1, unit: 'kpl', unitPrice: 30, vatPercent: 10 },
    ],
  });
  expectOfFile(invoice.status, JSON.stringify(invoice.body)).toBe(201);
  return invoice.body;
}

/** The tour's own records named in a page's path or texts (`:calculation`, `:task`, `:invoice`, `:invoiceNumber`) filled in. */
const fillIn = (value: string, records: Record<string, string>) =>
  value.replace(/:([a-zA-Z]+)/g, (placeholder, name: string) => records[name] ?? placeholder);
const fillValues = (values: Record<string, unknown> | undefined, records: Record<string, string>) =>
  values &&
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? fillIn(value, records) : value]),
  );

/** The tour's task, made once for every language and device. */
let tourTask: Promise<string> | undefined;
/** The tour's transport task (issue 26), made once for every language and device. */
let tourTransportTask: Promise<string> | undefined;

/**
 * Some 40 pages and 16 dialogs, each waited for and pictured (a third of them checked with axe): the
 * desktop tour took 490–625 s in CI beside the other journeys on two cores, so it gets 15 minutes.
 */
const TOUR_TIMEOUT_MS = 900_000;

const suffix = (device: Device) => (device === 'phone' ? '-phone' : '');

/**
 * Whether this language's tour runs axe on the page (and its dialogs): each page is audited in one
 * language per device, a different one on the phone, so every page is audited twice and the three
 * tours share the audits, which were most of the tour's time on two cores. Axe's findings are
 * about markup and colour, which the languages share; the desktop pictures are still taken in all
 * three. The phone tour visits a page only in the language that audits it (see `visitsIn`).
 */
function auditsIn(language: Language, pageIndex: number, device: Device): boolean {
  const offset = device === 'phone' ? 1 : 0;
  return TEST_LANGUAGES[(pageIndex + offset) % TEST_LANGUAGES.length] === language;
}

/**
 * Whether this language's tour visits the page: on the desktop every page in every language; on the
 * phone each page in one language, the one that audits it, so the three phone tours together picture
 * every page once: a third of their former work, which had the e2e step near an hour of CPU on two cores.
 */
const visitsIn = (language: Language, pageIndex: number, device: Device): boolean =>
  device === 'desktop' || auditsIn(language, pageIndex, device);

/** Opens the dialog, checks it with axe over the page (when the tour audits it), takes its picture and closes it again. */
async function checkDialog(
  expect: ExpectStatic,
  page: Page,
  language: Language,
  device: Device,
  dialog: TourDialog,
  records: Record<string, string>,
  audit: boolean,
): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('button', {
      name: exactly(text(language, dialog.opener.key, fillValues(dialog.opener.values, records))),
    })
    .first()
    .click();
  const opened = page.getByRole('dialog', {
    name: exactly(text(language, dialog.title.key, fillValues(dialog.title.values, records))),
  });
  await expectVisible(opened);
  await screenshot(page, `${dialog.name}${suffix(device)}`, language);
  if (audit) expect.soft(await seriousA11yViolations(page), `${dialog.name} dialog`).toBe('');
  await page.keyboard.press('Escape');
  await opened.waitFor({ state: 'hidden' });
}

/** Every signed-in page (and its dialogs) as the demo Admin: a picture and an axe check of each. */
async function tourSignedIn(expect: ExpectStatic, page: Page, language: Language, device: Device): Promise<void> {
  await keepBrowserLanguage(page, language);
  await page.goto('/');
  await page.getByRole('button', { name: exactly(text(language, 'web:welcome.signIn')) }).click();
  await signIn(page, DEMO_USERS.admin, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/calculations');
  const calculationId = await tourCalculationId(page);
  const taskId = await (tourTask ??= findOrSaveTourTask(page, calculationId));
  const invoice = await (tourInvoice ??= makeTourInvoice(page));
  const transportTask = await (tourTransportTask ??= findOrSaveTourTransportTask(page));
  const routes = await callApiAsPageUser<{ id: string; name: string }[]>(page, 'GET', '/routes');
  const route = routes.body.find((candidate) => candidate.name === TOUR_ROUTE);
  if (!route) throw new Error("The demo's route for the tour is missing");
  const shares = await callApiAsPageUser<{ id: string; status: string }[]>(page, 'GET', '/sharing');
  const share = shares.body.find((candidate) => candidate.status === 'receiving');
  if (!share) throw new Error("The demo's share from its subcontractor is missing");
  const records = {
    share: share.id,
    route: route.id,
    calculation: calculationId,
    task: taskId,
    invoice: invoice.id,
    invoiceNumber: String(invoice.number),
    transportTask,
  };
  // Every page is checked even when an earlier one has a problem; the test then lists them all.
  for (const [index, { path, name, heading, dialogs = [] }] of SIGNED_IN_PAGES.entries()) {
    if (!visitsIn(language, index, device)) continue;
    await page.goto(fillIn(path, records));
    const title = 'key' in heading ? text(language, heading.key, fillValues(heading.values, records)) : heading.literal;
    await expectVisible(page.getByRole('heading', { level: 1, name: exactly(title) }));
    await screenshot(page, `${name}${suffix(device)}`, language);
    const audit = auditsIn(language, index, device);
    if (audit) expect.soft(await seriousA11yViolations(page), `${path} (${device})`).toBe('');
    for (const dialog of dialogs) await checkDialog(expect, page, language, device, dialog, records, audit);
  }
}

// The three languages run side by side, each in browser contexts of its own in the file's one
// browser; a language's three tours run one after another. Soft assertions use each test's own
// `expect`, so a problem is reported against the tour that found it.
describe('every page: a screenshot and no serious accessibility problem', () => {
  const browsing = useBrowser();

  for (const language of TEST_LANGUAGES) {
    describe(`in ${language}`, { concurrent: true }, () => {
      it.sequential('public pages: welcome, sign-in and registration', async (test) => {
        const { expect } = test;
        const t = (key: string) => exactly(text(language, key));
        const page = await browsing.openPageFor(test, language);
        await page.goto('/');
        await expectVisible(page.getByRole('heading', { level: 1, name: t('web:welcome.title') }));
        await screenshot(page, 'welcome', language);
        expect.soft(await seriousA11yViolations(page), 'welcome').toBe('');

        await page.getByRole('button', { name: t('web:welcome.signIn') }).click();
        await expectVisible(page.locator('input[type="password"]'));
        await screenshot(page, 'sign-in', language);
        expect.soft(await seriousA11yViolations(page), 'sign-in').toBe('');

        await page.getByRole('link', { name: t('auth:signIn.register') }).click();
        await expectVisible(page.getByRole('heading', { level: 1, name: t('auth:register.title') }));
        await screenshot(page, 'register', language);
        expect.soft(await seriousA11yViolations(page), 'register').toBe('');
      });

      it.sequential(
        'signed-in pages and their dialogs as the Admin of the demo organisation',
        async (test) => {
          await tourSignedIn(test.expect, await browsing.openPageFor(test, language), language, 'desktop');
        },
        TOUR_TIMEOUT_MS,
      );

      it.sequential(
        'signed-in pages and their dialogs on a phone (390 × 844)',
        async (test) => {
          await tourSignedIn(test.expect, await browsing.openPageFor(test, language, 'phone'), language, 'phone');
        },
        TOUR_TIMEOUT_MS,
      );
    });
  }
});
