import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { apiError, lookupHandlers, metsa, scania, testTask } from './test-tasks';

const timber = testTask();
const fill = async (user: ReturnType<typeof renderApp>['user'], label: string, text: string) => {
  const input = screen.getByLabelText(label, { exact: false, selector: 'input' });
  await user.clear(input);
  await user.type(input, text);
};

describe('task form', () => {
  it('says what is missing or wrong as the form is sent, in words', async () => {
    const { user } = renderApp('/taskProfitability/newTask', { handlers: lookupHandlers });
    await user.click(await screen.findByRole('button', { name: 'Add task' }));
    const vehicle = screen.getByLabelText(/^Vehicle/, { selector: 'select' });
    expect(vehicle.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(3);

    await fill(user, 'Pallets', '2,5');
    expect(await screen.findByText('Pallet count must be a whole number')).toBeTruthy();
    await fill(user, 'Distance (km)', 'far');
    expect(await screen.findByText('Enter a valid number')).toBeTruthy();
    await fill(user, 'Other costs', '-5');
    expect(await screen.findByText('Enter a valid value')).toBeTruthy();
    await fill(user, 'Pallets', '3');
    fireEvent.change(screen.getByLabelText(/^End time/, { selector: 'input' }), { target: { value: '07:00' } });
    expect(await screen.findByText('The end must be after the start')).toBeTruthy();
  });

  it('sends the task in the organisation’s time zone with numbers read from a decimal comma, then opens it', async () => {
    let sent: unknown;
    const { user, router } = renderApp('/taskProfitability/newTask', {
      account: { displayLanguage: 'en' },
      handlers: {
        ...lookupHandlers,
        'POST /api/tasks': (init?: RequestInit) => {
          sent = JSON.parse(String(init?.body));
          return jsonResponse(timber, 201);
        },
        [`GET /api/tasks/${timber.id}`]: timber,
      },
    });
    await screen.findByRole('option', { name: 'Metsä Oy' });
    await screen.findByRole('option', { name: 'ABC-123 – Scania R 450' });
    await user.selectOptions(screen.getByLabelText(/^Customer/, { selector: 'select' }), 'Metsä Oy');
    await user.selectOptions(screen.getByLabelText(/^Vehicle/, { selector: 'select' }), 'ABC-123 – Scania R 450');
    await fill(user, 'Start date', '02.03.2026');
    await fill(user, 'End date', '02.03.2026');
    await fill(user, 'Distance (km)', '250,5');
    await fill(user, 'Income', '900');
    await fill(user, 'Pallets', '10');
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    await screen.findByRole('heading', { name: 'Timber to Rauma' });
    expect(router.state.location.pathname).toBe(`/taskProfitability/task/${timber.id}`);
    expect(sent).toMatchObject({
      customerId: metsa.id,
      vehicleId: scania.id,
      start: '2026-03-02T06:00:00.000Z',
      end: '2026-03-02T14:00:00.000Z',
      km: 250.5,
      income: 900,
      pallets: 10,
      source: 'internal',
    });
  });

  it('names the vehicle without a calculation on the vehicle field and links to where one is assigned', async () => {
    const message = 'Vehicle ABC-123 has no calculation assigned. Assign one on the vehicles page to price its tasks.';
    const { user } = renderApp('/taskProfitability/newTask', {
      handlers: {
        ...lookupHandlers,
        'POST /api/tasks': jsonResponse(apiError(409, 'tasks:vehicleWithoutCalculation', message, 'vehicleId'), 409),
      },
    });
    await screen.findByRole('option', { name: 'ABC-123 – Scania R 450' });
    await user.selectOptions(screen.getByLabelText(/^Vehicle/, { selector: 'select' }), 'ABC-123 – Scania R 450');
    await fill(user, 'Distance (km)', '100');
    await fill(user, 'Income', '500');
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText(/^Vehicle/, { selector: 'select' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('link', { name: 'vehicles page' }).getAttribute('href')).toBe('/vehicles');
  });

  it('edits a task at the version it was read, and says when someone else changed it meanwhile', async () => {
    let sent: { version?: number } | undefined;
    const conflict = 'Someone else changed this task meanwhile. Open it again to see their change.';
    const { user } = renderApp(`/taskProfitability/editTask/${timber.id}`, {
      handlers: {
        ...lookupHandlers,
        [`GET /api/tasks/${timber.id}`]: timber,
        [`PUT /api/tasks/${timber.id}`]: (init?: RequestInit) => {
          sent = JSON.parse(String(init?.body)) as { version?: number };
          return jsonResponse(apiError(409, 'tasks:versionConflict', conflict, 'version'), 409);
        },
      },
    });
    const km = await screen.findByLabelText(/^Distance \(km\)/, { selector: 'input' });
    expect((km as HTMLInputElement).value).toBe('250');
    expect((screen.getByLabelText(/^Start time/, { selector: 'input' }) as HTMLInputElement).value).toBe('08:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(await screen.findByRole('alert')).getByText(conflict)).toBeTruthy();
    expect(sent?.version).toBe(3);
  });
});
