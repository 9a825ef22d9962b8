import { describe, expect, it } from 'vitest';
import {
  allFeatures,
  baseSubscriptionFeatures,
  type Caller,
  type FeatureKey,
  type Features,
  type Role,
} from '@rahti/domain';
import type { AppRoute, MenuEntry } from '../route-types';
import { buildMenu, type MenuNode } from './build-menu';

const Page = () => null;
const route = (path: string, menu: Omit<MenuEntry, 'icon'>, feature?: FeatureKey): AppRoute => ({
  path,
  Component: Page,
  access: 'signedIn',
  titleKey: menu.labelKey,
  feature,
  menu: { icon: 'dashboard', ...menu },
});

// The whole side menu of spec section 2, including pages later issues add.
const SPEC_ROUTES: AppRoute[] = [
  route('/dashboard', { labelKey: 'dashboard', order: 10 }, 'dashboard'),
  route('/calculations', { labelKey: 'calculations', order: 20 }, 'calculations'),
  route('/drivers', { labelKey: 'drivers', order: 30 }, 'drivers'),
  route('/taskProfitability', { labelKey: 'tasks', order: 41, group: 'tasks' }, 'taskProfitability'),
  route('/invoices', { labelKey: 'invoices', order: 42, group: 'tasks' }, 'taskProfitability'),
  route('/timesheet', { labelKey: 'timesheet', order: 61, group: 'shifts' }, 'timesheetManagement'),
  route('/routes', { labelKey: 'routes', order: 70 }, 'routes'),
  route('/vehicles', { labelKey: 'vehicles', order: 81, group: 'fleet' }, 'vehicles'),
  route('/sharing', { labelKey: 'sharing', order: 82, group: 'fleet' }, 'sharing'),
  route('/vehicle/location-map', { labelKey: 'map', order: 83, group: 'fleet' }, 'map'),
  route('/vehicle/fleet-management', { labelKey: 'fleetManagement', order: 84, group: 'fleet' }, 'vehicles'),
  route('/report', { labelKey: 'reports', order: 91, group: 'reports' }, 'reports'),
  route('/resource-planning', { labelKey: 'resourcePlanning', order: 100 }),
];

/** A user of a customer organisation (not the site operator). */
const customer = (role: Role): Caller => ({ role, isSiteOperator: false, client: 'web' });

const features = (enabled: FeatureKey[]): Features => ({
  ...baseSubscriptionFeatures(),
  ...Object.fromEntries(enabled.map((key) => [key, true])),
});

/** What a user reads in the menu: top-level labels, groups as "label > child, child". */
const labels = (menu: MenuNode[]) =>
  menu.map((node) =>
    node.kind === 'group' ? `${node.labelKey} > ${node.children.map((c) => c.labelKey).join(', ')}` : node.labelKey,
  );

describe('side menu', () => {
  it('shows the fleet group when vehicles and sharing are enabled', () => {
    const menu = buildMenu(SPEC_ROUTES, features(['vehicles', 'sharing']), customer('User'));
    expect(labels(menu)).toContain('web:menu.fleetGroup > vehicles, sharing, fleetManagement');
  });

  it('shows the fleet group when vehicles and map are enabled', () => {
    const menu = buildMenu(SPEC_ROUTES, features(['vehicles', 'map']), customer('User'));
    expect(labels(menu)).toContain('web:menu.fleetGroup > vehicles, map, fleetManagement');
  });

  it('shows a plain vehicles item when only vehicles is enabled', () => {
    const menu = buildMenu(SPEC_ROUTES, features(['vehicles']), customer('User'));
    expect(labels(menu)).toEqual(['dashboard', 'calculations', 'vehicles', 'resourcePlanning']);
  });

  it('hides vehicles, sharing and map entirely when vehicles is off', () => {
    const menu = buildMenu(SPEC_ROUTES, features(['sharing', 'map']), customer('User'));
    expect(labels(menu)).toEqual(['dashboard', 'calculations', 'resourcePlanning']);
  });

  it('hides items whose feature is not in the subscription', () => {
    const menu = buildMenu(SPEC_ROUTES, baseSubscriptionFeatures(), customer('User'));
    expect(labels(menu)).toEqual(['dashboard', 'calculations', 'resourcePlanning']);
  });

  it('shows every group in spec order when everything is enabled', () => {
    const menu = buildMenu(SPEC_ROUTES, allFeatures(), customer('User'));
    expect(labels(menu)).toEqual([
      'dashboard',
      'calculations',
      'drivers',
      'web:menu.tasksGroup > tasks, invoices',
      'web:menu.shiftsGroup > timesheet',
      'routes',
      'web:menu.fleetGroup > vehicles, sharing, map, fleetManagement',
      'web:menu.reportsGroup > reports',
      'resourcePlanning',
    ]);
  });

  it('always shows resource planning, even while features are loading', () => {
    expect(labels(buildMenu(SPEC_ROUTES, undefined, customer('User')))).toEqual(['resourcePlanning']);
  });

  it('lists only pages that exist in the route table', () => {
    const existing = SPEC_ROUTES.filter((r) => r.path === '/dashboard' || r.path === '/calculations');
    expect(labels(buildMenu(existing, allFeatures(), customer('User')))).toEqual(['dashboard', 'calculations']);
  });

  it('leaves out routes the role may not open', () => {
    const adminOnly: AppRoute = { ...route('/x', { labelKey: 'x', order: 1 }), access: 'admin' };
    expect(labels(buildMenu([adminOnly], allFeatures(), customer('Superuser')))).toEqual([]);
    expect(labels(buildMenu([adminOnly], allFeatures(), customer('Admin')))).toEqual(['x']);
  });

  it("shows the site operator's administration to the operator's Admins alone", () => {
    const operatorOnly: AppRoute = { ...route('/x', { labelKey: 'x', order: 1 }), access: 'siteOperator' };
    expect(
      labels(buildMenu([operatorOnly], allFeatures(), { role: 'Superuser', isSiteOperator: true, client: 'web' })),
    ).toEqual([]);
    expect(labels(buildMenu([operatorOnly], allFeatures(), customer('Admin')))).toEqual([]);
    expect(
      labels(buildMenu([operatorOnly], allFeatures(), { role: 'Admin', isSiteOperator: true, client: 'web' })),
    ).toEqual(['x']);
  });
});
