import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('access-denied pages', () => {
  it.each([
    ['analytics', 'Analytics is not part of the base subscription.'],
    ['drivers', 'Driver management is not part of the base subscription.'],
    ['map', 'The map and location history are not part of the base subscription.'],
    ['payPeriod', 'Pay periods are not part of the base subscription.'],
    ['tasks', 'Tasks are not part of the base subscription.'],
    ['timesheet', 'Timesheets are not part of the base subscription.'],
  ])('/no-access?feature=%s explains the feature is not in the base subscription', async (feature, message) => {
    renderApp(`/no-access?feature=${feature}`);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Not included in your subscription' })).toBeTruthy();
  });

  it('adds a contact-sales hint with a link to the contact form for tasks', async () => {
    renderApp('/no-access?feature=tasks');
    const link = await screen.findByRole('link', { name: 'Contact sales' });
    expect(link.getAttribute('href')).toMatch(/^\/contact-us/);
  });

  it('gives no contact-sales hint for other features', async () => {
    renderApp('/no-access?feature=map');
    await screen.findByText('The map and location history are not part of the base subscription.');
    expect(screen.queryByRole('link', { name: 'Contact sales' })).toBeNull();
  });

  it('falls back to a general message for an unknown feature', async () => {
    renderApp('/no-access?feature=teleport');
    expect(await screen.findByText('This feature is not part of the base subscription.')).toBeTruthy();
  });

  it('/no-driver-access shows the drivers message', async () => {
    renderApp('/no-driver-access');
    expect(await screen.findByText('Driver management is not part of the base subscription.')).toBeTruthy();
  });

  it('/no-timesheet-access shows the timesheet message', async () => {
    renderApp('/no-timesheet-access');
    expect(await screen.findByText('Timesheets are not part of the base subscription.')).toBeTruthy();
  });
});
