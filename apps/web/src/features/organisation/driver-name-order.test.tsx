import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { testOrganisation } from '../../test/fixtures';
import { driver, lookupHandlers, testId } from '../drivers/test-fixtures';

/** Issue 21: "Diego Driver" on one page and "Driver Diego" on the next; now one order, the organisation's. */
const organisation = testOrganisation({ id: testId(900) });
const diego = driver({ id: testId(1), firstName: 'Diego', lastName: 'Driver', username: 'diego' });
const anna = driver({ id: testId(2), firstName: 'Anna', lastName: 'Virta', username: 'anna' });

describe("the order of drivers' names", { timeout: 30_000 }, () => {
  it('writes the last name first by default, in the list sorted by it', async () => {
    renderApp('/drivers', {
      account: { organisationDriverNameOrder: undefined },
      handlers: { ...lookupHandlers, 'GET /api/drivers': [diego, anna] },
    });
    await screen.findByRole('table', { name: 'Drivers of your organisation' }, { timeout: 15_000 });
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Driver Diego', 'Virta Anna']);
  });

  it('writes the first name first for an organisation that chose it', async () => {
    renderApp('/drivers', {
      account: { organisationDriverNameOrder: 'firstLast' },
      handlers: { ...lookupHandlers, 'GET /api/drivers': [diego, anna] },
    });
    await screen.findByRole('table', { name: 'Drivers of your organisation' }, { timeout: 15_000 });
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Diego Driver', 'Anna Virta']);
  });

  it('is chosen on the organisation page and saved with the organisation', async () => {
    const sent: unknown[] = [];
    const { user } = renderApp('/organisation', {
      account: { role: 'Admin' },
      handlers: {
        'GET /api/organisation': { ...organisation, driverNameOrder: 'lastFirst' },
        'GET /api/organisation/users': [],
        'PUT /api/organisation': (init?: RequestInit) => {
          sent.push(JSON.parse(String(init?.body)));
          return { ...organisation, driverNameOrder: 'firstLast' };
        },
      },
    });
    const order = await screen.findByRole('combobox', { name: "Order of drivers' names" }, { timeout: 15_000 });
    expect((order as HTMLSelectElement).value).toBe('lastFirst');
    expect(screen.getByText(/Lists are sorted by last name either way/)).toBeTruthy();
    await user.selectOptions(order, 'First name first (Anna Virta)');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() =>
      expect(sent).toEqual([
        { name: 'Kuljetus Virtanen Oy', currency: 'EUR', timeZone: 'Europe/Helsinki', driverNameOrder: 'firstLast' },
      ]),
    );
  });
});
