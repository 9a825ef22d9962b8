import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Vehicle } from '@rahti/domain';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { apiError, pageHandlers, testVehicle } from './test-vehicles';

const active = testVehicle({ registerNumber: 'ABC-123', isActive: true, activatedAt: '2026-02-01T10:00:00.000Z' });
const inactive = testVehicle({ registerNumber: 'XYZ-987' });
const rowOf = (registerNumber: string) =>
  screen.getByRole('rowheader', { name: registerNumber }).closest('tr') as HTMLElement;

describe('vehicle activation and removal', () => {
  it('asks before activating, saying it uses the limit and cannot be undone', async () => {
    let list: Vehicle[] = [active, inactive];
    let calls = 0;
    const { user } = renderApp('/vehicles', {
      account: { role: 'Admin' },
      handlers: {
        ...pageHandlers(3),
        'GET /api/vehicles': () => list,
        [`PUT /api/vehicles/${inactive.id}/active`]: (init?: RequestInit) => {
          calls += 1;
          expect(JSON.parse(String(init?.body))).toEqual({ active: true });
          list = [active, { ...inactive, isActive: true, activatedAt: '2026-03-01T10:00:00.000Z' }];
          return list[1];
        },
      },
    });
    await screen.findByRole('rowheader', { name: 'ABC-123' });
    expect(within(rowOf('ABC-123')).queryByRole('button', { name: /^Activate/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Activate XYZ-987' }));
    let dialog = await screen.findByRole('dialog', { name: 'Activate vehicle' });
    expect(
      within(dialog).getByText("Activate XYZ-987? An active vehicle counts against your organisation's vehicle limit."),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Your organisation cannot undo an activation. Only customer service can deactivate a vehicle.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('1 of 3 vehicles active')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toBe(0);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Activate XYZ-987' })));

    await user.click(screen.getByRole('button', { name: 'Activate XYZ-987' }));
    dialog = await screen.findByRole('dialog', { name: 'Activate vehicle' });
    await user.click(within(dialog).getByRole('button', { name: 'Activate vehicle' }));
    expect(await screen.findByText('XYZ-987 activated')).toBeTruthy();
    await waitFor(() => expect(within(rowOf('XYZ-987')).getByText('Active')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Activate XYZ-987' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate XYZ-987' })).toBeNull();
    expect(calls).toBe(1);
    expect(await screen.findByText('2 of 3 vehicles active')).toBeTruthy();
    // The "Activate" button is gone with the activation: the focus goes to the page heading.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Vehicles' }));
  });

  it('offers nothing to confirm when every vehicle the limit allows is already active', async () => {
    const fleet = [1, 2, 3, 4, 5].map((n) =>
      testVehicle({ registerNumber: `ACT-00${n}`, isActive: true, activatedAt: '2026-02-01T10:00:00.000Z' }),
    );
    let calls = 0;
    const { user } = renderApp('/vehicles', {
      account: { role: 'Admin' },
      handlers: {
        ...pageHandlers(5),
        'GET /api/vehicles': [...fleet, inactive],
        [`PUT /api/vehicles/${inactive.id}/active`]: () => {
          calls += 1;
          return inactive;
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Activate XYZ-987' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate vehicle' });
    expect(within(dialog).getByText('Maximum active vehicles reached')).toBeTruthy();
    expect(await within(dialog).findByText('5 of 5 vehicles active')).toBeTruthy();
    expect(
      within(dialog).getByText("To activate XYZ-987, ask customer service to raise your organisation's vehicle limit."),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Activate vehicle' })).toBeNull();
    // The dialog's own close button (the corner's ×) and the one below the text.
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toBe(0);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Activate XYZ-987' })));
  });

  it("shows the server's answer when the vehicle limit filled up meanwhile", async () => {
    const { user } = renderApp('/vehicles', {
      account: { role: 'Admin' },
      handlers: {
        ...pageHandlers(2),
        'GET /api/vehicles': [active, inactive],
        [`PUT /api/vehicles/${inactive.id}/active`]: jsonResponse(
          apiError(409, 'organisation-data:vehicleLimitReached', 'Maximum active vehicles reached'),
          409,
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Activate XYZ-987' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate vehicle' });
    await user.click(within(dialog).getByRole('button', { name: 'Activate vehicle' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Maximum active vehicles reached');
    expect(within(rowOf('XYZ-987')).getByText('Not active')).toBeTruthy();
  });

  it('lets the site operator deactivate an active vehicle', async () => {
    let list: Vehicle[] = [active];
    const { user } = renderApp('/vehicles', {
      account: { role: 'Admin', isSiteOperator: true },
      handlers: {
        ...pageHandlers(),
        'GET /api/vehicles': () => list,
        [`PUT /api/administration/vehicles/${active.id}/deactivate`]: () => {
          list = [{ ...active, isActive: false }];
          return list[0];
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Deactivate ABC-123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate vehicle' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate vehicle' }));
    expect(await screen.findByRole('button', { name: 'Activate ABC-123' })).toBeTruthy();
    expect(within(rowOf('ABC-123')).getByText('Not active')).toBeTruthy();
  });

  it.each([
    ["the site operator's Superuser", { role: 'Superuser', isSiteOperator: true }],
    ["a customer's Admin", { role: 'Admin', isSiteOperator: false }],
  ] as const)("offers no Deactivate to %s (administration is for the operator's Admins)", async (_who, account) => {
    renderApp('/vehicles', { account, handlers: { ...pageHandlers(), 'GET /api/vehicles': [active] } });
    expect(await screen.findByRole('button', { name: 'Edit ABC-123' })).toBeTruthy();
    expect(within(rowOf('ABC-123')).getByText('Active')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactivate ABC-123' })).toBeNull();
  });

  it('deletes after confirmation, and says why a shared vehicle stays', async () => {
    let list: Vehicle[] = [active, inactive];
    const { user } = renderApp('/vehicles', {
      account: { role: 'Admin' },
      handlers: {
        ...pageHandlers(),
        'GET /api/vehicles': () => list,
        [`DELETE /api/vehicles/${active.id}`]: jsonResponse(
          apiError(
            409,
            'organisation-data:vehicleShared',
            'Vehicle is shared and cannot be removed; remove sharing first',
          ),
          409,
        ),
        [`DELETE /api/vehicles/${inactive.id}`]: () => {
          list = [active];
          return jsonResponse(undefined, 204);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete ABC-123' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete vehicle' });
    expect(within(dialog).getByText('Delete the vehicle ABC-123? This cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete vehicle' }));
    expect(
      await within(dialog).findByText('Vehicle is shared and cannot be removed; remove sharing first'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete XYZ-987' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete vehicle' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete vehicle' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'XYZ-987' })).toBeNull());
    expect(screen.getByRole('rowheader', { name: 'ABC-123' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Vehicles' })),
    );
  });
});
