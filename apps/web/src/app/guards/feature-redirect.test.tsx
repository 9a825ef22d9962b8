import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allFeatures, type FeatureKey, type Features } from '@rahti/domain';
import { appRoutes } from '../routes';
import { renderApp } from '../../test/render-app';
import { testId } from '../../test/fixtures';

/**
 * Spec section 2, "Access-denied pages": where a page opened by URL without its subscription
 * flag lands, and what it says there. Written out per flag, so a wrong mapping cannot pass.
 */
const DENIED: Record<FeatureKey, { path: string; message: string }> = {
  dashboard: { path: '/no-access?feature=dashboard', message: 'The dashboard is not part of your subscription.' },
  calculations: { path: '/no-access?feature=calculations', message: 'Calculations are not part of your subscription.' },
  drivers: { path: '/no-driver-access', message: 'Driver management is not part of the base subscription.' },
  taskProfitability: { path: '/no-access?feature=tasks', message: 'Tasks are not part of the base subscription.' },
  timesheetManagement: { path: '/no-timesheet-access', message: 'Timesheets are not part of the base subscription.' },
  routes: { path: '/no-access?feature=routes', message: 'Routes are not part of the base subscription.' },
  vehicles: {
    path: '/no-access?feature=vehicles',
    message: 'Vehicle management is not part of the base subscription.',
  },
  sharing: { path: '/no-access?feature=sharing', message: 'Vehicle sharing is not part of the base subscription.' },
  map: {
    path: '/no-access?feature=map',
    message: 'The map and location history are not part of the base subscription.',
  },
  reports: { path: '/no-access?feature=reports', message: 'Reports are not part of the base subscription.' },
  externalServiceIntegration: {
    path: '/no-access?feature=externalServices',
    message: 'External service integrations are not part of the base subscription.',
  },
  api: { path: '/no-access?feature=api', message: 'API access is not part of the base subscription.' },
};

const without = (feature: FeatureKey): Features => ({ ...allFeatures(), [feature]: false });
/** A URL that opens the route: optional parameters left out, required ones given an id. */
const urlOf = (path: string) => path.replace(/\/:[^/]+\?/g, '').replace(/:[^/]+/g, testId(1));
const gatedRoutes = appRoutes.filter((route) => route.feature).map((route) => [route.path, route.feature!] as const);
// The operator's Admin passes every role check, so only the feature decides.
const operatorAdmin = { role: 'Admin', isSiteOperator: true } as const;

describe('a feature-gated page opened by URL without its feature', () => {
  it('is checked for every gated page of the route table', () => {
    expect(gatedRoutes.map(([path]) => path)).toEqual(
      expect.arrayContaining(['/dashboard', '/calculations', '/drivers', '/vehicles', '/importDrivers']),
    );
  });

  it.each(gatedRoutes)('%s lands on the access-denied page of %s', async (path, feature) => {
    const { router } = renderApp(urlOf(path), { account: operatorAdmin, features: without(feature) });
    expect(await screen.findByText(DENIED[feature].message)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Not included in your subscription' })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(DENIED[feature].path);
  });

  it.each([
    ['/vehicles', 'vehicles', 'Add vehicle'],
    ['/drivers', 'drivers', 'Add driver'],
  ] as const)('%s shows none of its page: no buttons, no error box', async (path, feature, addButton) => {
    renderApp(path, { account: operatorAdmin, features: without(feature) });
    await screen.findByText(DENIED[feature].message);
    expect(screen.queryByRole('button', { name: addButton })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText("This feature is not part of your organisation's subscription")).toBeNull();
  });

  it.each([
    ['fi', '/vehicles', 'vehicles', 'Ei sisälly tilaukseesi', 'Ajoneuvojen hallinta ei kuulu perustilaukseen.'],
    ['sv', '/vehicles', 'vehicles', 'Ingår inte i ditt abonnemang', 'Fordonshantering ingår inte i grundabonnemanget.'],
    ['fi', '/drivers', 'drivers', 'Ei sisälly tilaukseesi', 'Kuljettajien hallinta ei kuulu perustilaukseen.'],
    ['sv', '/drivers', 'drivers', 'Ingår inte i ditt abonnemang', 'Förarhantering ingår inte i grundabonnemanget.'],
  ] as const)(
    'names the feature in the user language (%s, %s)',
    async (displayLanguage, path, feature, heading, message) => {
      renderApp(path, { account: { ...operatorAdmin, displayLanguage }, features: without(feature) });
      expect(await screen.findByText(message)).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
    },
  );
});
