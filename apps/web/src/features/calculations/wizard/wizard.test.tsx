import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { defaultsPath, defaultsResponse } from './wizard-test-data';

const SEK = {
  account: { organisationCurrency: 'SEK' as const },
  handlers: { [defaultsPath(3, 'SEK')]: defaultsResponse(3, 'SEK') },
};
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`)) as HTMLInputElement;

async function startTruck(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /New investment/ }));
  await heading('Vehicle type');
  await user.click(screen.getByRole('radio', { name: 'Truck' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await heading('Vehicle details');
}

describe('calculation wizard', () => {
  // Five lazy pages compiled on first visit: past vitest's 5 s on a loaded machine.
  it('walks a new truck in SEK to its default values', { timeout: 20_000 }, async () => {
    const { user } = renderApp('/SelectCalculationType', SEK);
    await startTruck(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Required')).toBeTruthy(); // a name is needed first
    await user.type(field('Calculation name'), 'Scania R450');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Instructions');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Default values');

    expect((await screen.findByLabelText('Vehicle tax per year')).getAttribute('value')).toBe('9270');
    expect(screen.getByText('9,270.00 kr')).toBeTruthy();
    expect(field('All-risk insurance per year').value).toBe('13000');
    expect(screen.getByText('13,000.00 kr')).toBeTruthy();
    expect(field('Number of tyres').value).toBe('8');
  });

  it('keeps the draft through a reload', async () => {
    const first = renderApp('/SelectCalculationType', SEK);
    await startTruck(first.user);
    await first.user.type(field('Calculation name'), 'Volvo FH16');
    cleanup();

    renderApp('/vehicledetails', SEK);
    await heading('Vehicle details');
    expect(field('Calculation name').value).toBe('Volvo FH16');
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    const { user, router } = renderApp('/SelectCalculationType', SEK);
    await startTruck(user);
    await user.type(field('Calculation name'), 'Sisu Polar');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('link', { name: 'Dashboard' }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay here' }));
    expect(router.state.location.pathname).toBe('/vehicledetails');
    expect(field('Calculation name').value).toBe('Sisu Polar');
  });

  it('leaves when told to, and then no longer asks', async () => {
    const { user, router } = renderApp('/SelectCalculationType', SEK);
    await startTruck(user);
    await user.type(field('Calculation name'), 'Sisu Polar');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('link', { name: 'Dashboard' }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await waitFor(() => expect(document.title).toBe('Dashboard – Rahti')); // the dashboard shows, the wizard is gone
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Calculations' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/calculations'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
  });

  it('moves between the steps without asking', async () => {
    const { user } = renderApp('/SelectCalculationType', SEK);
    await startTruck(user);
    await user.type(field('Calculation name'), 'Scania');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Vehicle type');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
