import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { DRIVER_ID, driverPeriod, lookupHandlers } from './test-data';

const WEEK = 'from=2026-03-23&to=2026-03-29';

// Its own file: the account's language switches the test i18n instance for the rest of the file.
describe('timesheet in Finnish', { timeout: 30_000 }, () => {
  it('names days, totals, actions and the shift rules in Finnish, hours with a decimal comma', async () => {
    const { user } = renderApp(`/timesheet?driverId=${DRIVER_ID}&${WEEK}`, {
      account: { displayLanguage: 'fi', role: 'Admin' },
      handlers: {
        ...lookupHandlers,
        [`GET /api/timesheet/drivers/${DRIVER_ID}?${WEEK}`]: driverPeriod('2026-03-23', '2026-03-29'),
      },
    });
    const saturday = await screen.findByRole('region', { name: 'Lauantai 28.03.2026' }, { timeout: 15_000 });
    expect(within(saturday).getByText('Päivä yhteensä 7 h (Ajo 6 h 30 min, Tauko 30 min)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hyväksy viikko 23.03.2026–29.03.2026' })).toBeTruthy();
    const totals = screen.getByRole('table', {
      name: 'Kuljettajan Anna Virta tunnit työlajeittain, 23.03.2026–29.03.2026',
    });
    expect(within(totals).getByRole('row', { name: /Yhteensä/ }).textContent).toBe('Yhteensä15,00');

    const name = 'Vuoro 28.03. 22:00–06:00 (29.03.)';
    await user.click(within(screen.getByRole('article', { name })).getByRole('button', { name: `Toiminnot: ${name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Muokkaa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Muokkaa vuoroa' });
    fireEvent.change(within(dialog).getByLabelText('Tapahtuman 2 alkuaika'), { target: { value: '00:30' } });
    expect(await within(dialog).findByText('Tapahtuman loppuaika on seuraavan tapahtuman alun jälkeen')).toBeTruthy();
  });
});
