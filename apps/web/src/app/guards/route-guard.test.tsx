import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allFeatures, type Features } from '@rahti/domain';
import { appRoutes } from '../routes';
import type { AppRoute } from '../route-types';
import { renderApp } from '../../test/render-app';

// A stand-in for the real page, so the guard is tested on its own.
const TasksPage = () => <h1>Task list</h1>;
const withTasks: AppRoute[] = [
  ...appRoutes.filter((route) => route.path !== '/taskProfitability'),
  {
    path: '/taskProfitability',
    Component: TasksPage,
    access: 'signedIn',
    titleKey: 'web:menu.tasks',
    feature: 'taskProfitability',
  },
];
const withoutTasks: Features = { ...allFeatures(), taskProfitability: false };

const organisationHandlers = {
  'GET /api/organisation': {
    id: '00000000-0000-4000-8000-0000000000aa',
    name: 'Kuljetus Virtanen Oy',
    currency: 'EUR',
    vehicleLimit: null,
    timeZone: 'Europe/Helsinki',
    setToBeDeletedAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
  },
  'GET /api/organisation/users': [],
};

describe('route guards', () => {
  it('sends an anonymous user on a signed-in page to sign in', async () => {
    const { session } = renderApp('/dashboard', { session: { status: 'anonymous', claims: undefined }, account: null });
    expect(await screen.findByText('Taking you to sign-in…')).toBeTruthy();
    expect(session.signIn).toHaveBeenCalled();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('tells a user whose session expired, and offers to sign in again', async () => {
    renderApp('/dashboard', { session: { status: 'expired', claims: undefined }, account: null });
    expect(await screen.findByRole('heading', { name: 'Your session has expired' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeTruthy();
  });

  it('redirects a User away from /organisation to the dashboard', async () => {
    const { router } = renderApp('/organisation', { account: { role: 'User' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kuljetus Virtanen Oy' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lets a Superuser open /organisation', async () => {
    const { router } = renderApp('/organisation', { account: { role: 'Superuser' }, handlers: organisationHandlers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Organisation' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/organisation');
  });

  it('keeps a Superuser out of the Admin-only /administration', async () => {
    const { router } = renderApp('/administration', { account: { role: 'Superuser' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kuljetus Virtanen Oy' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a task page to /no-access when taskProfitability is disabled', async () => {
    const { router } = renderApp('/taskProfitability', { routes: withTasks, features: withoutTasks });
    expect(await screen.findByText('Tasks are not part of the base subscription.')).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/no-access?feature=tasks');
  });

  it('allows a task page while the features are still loading', async () => {
    renderApp('/taskProfitability', { routes: withTasks, features: 'loading' });
    expect(await screen.findByRole('heading', { name: 'Task list' })).toBeTruthy();
  });

  it('allows a task page when taskProfitability is enabled', async () => {
    renderApp('/taskProfitability', { routes: withTasks, features: allFeatures() });
    expect(await screen.findByRole('heading', { name: 'Task list' })).toBeTruthy();
  });
});
