import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allFeatures } from '@rahti/domain';
import { zonedToday } from '../../lib/organisation-time';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { testRoute } from '../routes/test-routes';
import { apiError, lookupHandlers, metsa, scania, testTask } from './test-tasks';

const timber = testTask();
const rauma = testRoute({ name: 'Tampere–Rauma' });
const oulu = testRoute({ name: 'Oulu night run', code: 'ON', endedOn: '2026-02-27' });
/** The routes as the current month's list answers them (the account's zone is Helsinki). */
const routeHandlers = { [`GET /api/routes?month=${zonedToday('Europe/Helsinki').slice(0, 7)}`]: [rauma, oulu] };
const routeSelect = () => screen.getByLabelText(/^Route/, { selector: 'select' });
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

  it('offers the routes by name, an ended one marked, and sends the one chosen', async () => {
    let sent: { routeId?: string | null } | undefined;
    const { user } = renderApp('/taskProfitability/newTask', {
      handlers: {
        ...lookupHandlers,
        ...routeHandlers,
        'POST /api/tasks': (init?: RequestInit) => {
          sent = JSON.parse(String(init?.body)) as typeof sent;
          return jsonResponse(timber, 201);
        },
      },
    });
    await screen.findByRole('option', { name: 'Oulu night run (ended 27.02.2026)' });
    expect(
      within(routeSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'Oulu night run (ended 27.02.2026)', 'Tampere–Rauma']);
    await user.selectOptions(screen.getByLabelText(/^Vehicle/, { selector: 'select' }), 'ABC-123 – Scania R 450');
    await user.selectOptions(routeSelect(), 'Tampere–Rauma');
    await fill(user, 'Distance (km)', '250');
    await fill(user, 'Income', '900');
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(sent?.routeId).toBe(rauma.id));
  });

  it('clears the route of an edited task when None is chosen', async () => {
    let sent: { routeId?: string | null } | undefined;
    const onRoute = testTask({ routeId: rauma.id });
    const { user } = renderApp(`/taskProfitability/editTask/${onRoute.id}`, {
      handlers: {
        ...lookupHandlers,
        ...routeHandlers,
        [`GET /api/tasks/${onRoute.id}`]: onRoute,
        [`PUT /api/tasks/${onRoute.id}`]: (init?: RequestInit) => {
          sent = JSON.parse(String(init?.body)) as typeof sent;
          return onRoute;
        },
      },
    });
    await screen.findByRole('option', { name: 'Tampere–Rauma' });
    expect((routeSelect() as HTMLSelectElement).value).toBe(rauma.id);
    await user.selectOptions(routeSelect(), 'None');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent?.routeId).toBeNull();
  });

  it('has no route field without the routes feature, and keeps an edited task’s route', async () => {
    let sent: { routeId?: string | null } | undefined;
    let routesAsked = false;
    const onRoute = testTask({ routeId: rauma.id });
    const { user } = renderApp(`/taskProfitability/editTask/${onRoute.id}`, {
      features: { ...allFeatures(), routes: false },
      handlers: {
        ...lookupHandlers,
        [Object.keys(routeHandlers)[0]!]: () => ((routesAsked = true), [rauma, oulu]),
        [`GET /api/tasks/${onRoute.id}`]: onRoute,
        [`PUT /api/tasks/${onRoute.id}`]: (init?: RequestInit) => {
          sent = JSON.parse(String(init?.body)) as typeof sent;
          return onRoute;
        },
      },
    });
    await screen.findByLabelText(/^Distance \(km\)/, { selector: 'input' });
    expect(screen.queryByLabelText(/^Route/, { selector: 'select' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent?.routeId).toBe(rauma.id);
    expect(routesAsked).toBe(false);
  });
});
