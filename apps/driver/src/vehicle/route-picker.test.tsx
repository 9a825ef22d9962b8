import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteChoice } from '../data/driver-data.types';
import { ShiftReviewScreen } from '../shifts/shift-review-screen';
import { fakeDriverData, fakeShift } from '../test/fake-driver-data';
import { preferLanguages, renderDriver } from '../test/render';
import { VehicleTab } from './vehicle-tab';

const ROUTES: RouteChoice[] = [
  { id: '00000000-0000-4000-8000-0000000000e1', name: 'Turku shuttle', code: 'TS', todayAt: '07:30' },
  { id: '00000000-0000-4000-8000-0000000000e2', name: 'Helsinki loop', code: '', todayAt: null },
];

const startWithDrive = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Start shift' }));
  fireEvent.click(
    within(screen.getByRole('dialog', { name: 'What do you do first?' })).getByRole('button', { name: 'Drive' }),
  );
};

describe('the route choice', () => {
  it("offers the synced routes at the start, today's first with their time, and starts the shift with the one chosen", async () => {
    preferLanguages('en-GB');
    const data = fakeDriverData({ routes: ROUTES });
    renderDriver(<VehicleTab />, { data });
    const select = screen.getByRole('combobox', { name: 'Route' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No route', '07:30 Turku shuttle (TS)', 'Helsinki loop']);
    expect(within(select).getByRole('group', { name: 'Runs today' })).toBeTruthy();
    fireEvent.change(select, { target: { value: ROUTES[0]!.id } });
    startWithDrive();
    await waitFor(() =>
      expect(data.startShift).toHaveBeenCalledWith(expect.objectContaining({ routeId: ROUTES[0]!.id })),
    );
  });

  it('is hidden when there are no routes to choose, and a shift then starts with none', async () => {
    preferLanguages('en-GB');
    const data = fakeDriverData();
    renderDriver(<VehicleTab />, { data });
    expect(screen.queryByRole('combobox', { name: 'Route' })).toBeNull();
    startWithDrive();
    await waitFor(() => expect(data.startShift).toHaveBeenCalledOnce());
    expect(data.startShift).toHaveBeenCalledWith(expect.not.objectContaining({ routeId: expect.anything() }));
  });

  it('changes the running shift’s route through the outbox', () => {
    preferLanguages('fi-FI');
    const current = fakeShift([{ workType: 1, start: '2026-03-02T06:00:00Z', end: null }]);
    const data = fakeDriverData({ current, routes: ROUTES });
    renderDriver(<VehicleTab />, { data });
    fireEvent.change(screen.getByRole('combobox', { name: 'Reitti' }), { target: { value: ROUTES[1]!.id } });
    expect(data.updateCurrentShift).toHaveBeenCalledWith({ routeId: ROUTES[1]!.id });
  });

  it('is part of a review edit, keeping a route no longer offered until changed', async () => {
    preferLanguages('sv-SE');
    const completed = fakeShift([{ workType: 1, start: '2026-03-02T06:00:00Z', end: '2026-03-02T12:00:00Z' }], {
      content: { routeId: '00000000-0000-4000-8000-0000000000e9' },
    });
    const data = fakeDriverData({ shifts: [completed], routes: ROUTES });
    renderDriver(<ShiftReviewScreen clientKey="shift-1" />, { data });
    fireEvent.click(await screen.findByRole('button', { name: /Ändra/ }));
    const select = screen.getByRole('combobox', { name: 'Rutt' });
    expect((select as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('En rutt som inte längre erbjuds');
    fireEvent.change(select, { target: { value: ROUTES[1]!.id } });
    fireEvent.click(screen.getByRole('button', { name: /Spara/ }));
    await waitFor(() => expect(data.editShift).toHaveBeenCalledOnce());
    expect(data.editShift).toHaveBeenCalledWith('shift-1', expect.objectContaining({ routeId: ROUTES[1]!.id }));
  });
});
