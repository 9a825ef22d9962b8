import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allFeatures } from '@rahti/domain';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { pageHandlers, testId, testVehicle } from './test-vehicles';

const scania = testVehicle({ registerNumber: 'ABC-123' });
const summary = (n: number, name: string, costPerHour: number, costPerKm: number) => ({
  id: testId(n),
  name,
  kind: 'vehicle',
  vehicleClass: 3,
  calculationType: 'existing',
  currency: 'EUR',
  nickname: '',
  costPerHour,
  costPerKm,
  hasImage: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const assignment = (calculationId: string | null, name: string | null) => ({
  vehicleId: scania.id,
  calculationId,
  calculationName: name,
  timeCostPerHour: null,
  distanceCostPerKm: null,
});

describe('a vehicle’s calculation for task costs', () => {
  it('shows the assigned calculation with its rates and saves another one with the vehicle', async () => {
    const puts: unknown[] = [];
    const { user } = renderApp('/vehicles', {
      account: { role: 'Admin' },
      handlers: {
        ...pageHandlers(),
        'GET /api/vehicles': [scania],
        'GET /api/calculations': [summary(71, 'Scania 2024', 45, 0.8), summary(72, 'Volvo FH', 52.5, 0.95)],
        [`GET /api/vehicles/${scania.id}/calculation`]: assignment(testId(71), 'Scania 2024'),
        [`PUT /api/vehicles/${scania.id}`]: scania,
        [`PUT /api/vehicles/${scania.id}/calculation`]: (init?: RequestInit) => {
          puts.push(JSON.parse(String(init?.body)));
          return jsonResponse(assignment(testId(72), 'Volvo FH'));
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit ABC-123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit vehicle ABC-123' });
    const select = within(dialog).getByLabelText('Calculation for task costs') as HTMLSelectElement;
    await waitFor(() => expect(select.selectedOptions[0]?.textContent).toBe('Scania 2024 (€45.00/h, €0.80/km)'));
    await user.selectOptions(select, 'Volvo FH (€52.50/h, €0.95/km)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toEqual([{ calculationId: testId(72) }]));
  });

  it('is not offered without tasks in the subscription', async () => {
    const { user } = renderApp('/vehicles', {
      account: { role: 'Admin' },
      features: { ...allFeatures(), taskProfitability: false },
      handlers: { ...pageHandlers(), 'GET /api/vehicles': [scania] },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit ABC-123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit vehicle ABC-123' });
    expect(within(dialog).queryByLabelText('Calculation for task costs')).toBeNull();
  });
});
