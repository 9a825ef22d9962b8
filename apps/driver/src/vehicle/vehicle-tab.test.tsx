import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeContext, fakeDriverData, fakeShift, VEHICLES } from '../test/fake-driver-data';
import { preferLanguages, renderDriver } from '../test/render';
import { VehicleTab } from './vehicle-tab';

describe('the Vehicle tab', () => {
  it('shows a vehicle locked to another phone, with the reason, and does not let it be chosen', async () => {
    preferLanguages('en-GB');
    const data = fakeDriverData();
    renderDriver(<VehicleTab />, { data });
    const locked = screen.getByRole('checkbox', { name: /XYZ-789/, description: 'Locked to another phone' });
    expect(locked.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('checkbox', { name: /ABC-123/ }).hasAttribute('disabled')).toBe(false);
    const user = userEvent.setup();
    await user.click(locked);
    await user.click(screen.getByRole('button', { name: 'Start shift' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'What do you do first?' })).getByRole('button', { name: 'Drive' }),
    );
    expect(data.startShift).toHaveBeenCalledWith(expect.objectContaining({ vehicleIds: [] }));
  });

  it('marks in words a vehicle the office marks not active, in every language', () => {
    for (const [language, tag, hint] of [
      ['en-GB', 'Not active', 'The office has marked this vehicle not active.'],
      ['fi-FI', 'Ei aktiivinen', 'Toimisto on merkinnyt tämän ajoneuvon ei-aktiiviseksi.'],
      ['sv-SE', 'Inte aktiv', 'Kontoret har markerat fordonet som inte aktivt.'],
    ] as const) {
      preferLanguages(language);
      const context = fakeContext({
        vehicles: [
          { ...VEHICLES.own, active: true },
          {
            id: '00000000-0000-4000-8000-0000000000a3',
            registerNumber: 'OLD-001',
            name: 'Sisu',
            lockedToOtherDevice: false,
            active: false,
          },
        ],
      });
      const { unmount } = renderDriver(<VehicleTab />, { data: fakeDriverData({ context }) });
      const parked = screen.getByRole('checkbox', { name: `OLD-001 Sisu ${tag}`, description: hint });
      expect(parked.hasAttribute('disabled')).toBe(false);
      expect(screen.getByRole('checkbox', { name: 'ABC-123 Scania R 450' })).toBeTruthy();
      unmount();
    }
  });

  it('finds vehicles by register number without the hyphen, or by name', () => {
    preferLanguages('en-GB');
    renderDriver(<VehicleTab />);
    const search = screen.getByRole('searchbox', { name: 'Search by register number or name' });
    fireEvent.change(search, { target: { value: 'abc123' } });
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'ABC-123 Scania R 450',
    ]);
    fireEvent.change(search, { target: { value: 'volvo' } });
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'XYZ-789 Volvo FH',
    ]);
  });

  it('starts a shift with the chosen vehicle, start km and first work type', async () => {
    preferLanguages('en-GB');
    const data = fakeDriverData();
    renderDriver(<VehicleTab />, { data });
    fireEvent.click(screen.getByRole('checkbox', { name: /ABC-123/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Start km' }), { target: { value: '120 450' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start shift' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'What do you do first?' })).getByRole('button', { name: 'Load' }),
    );
    await waitFor(() =>
      expect(data.startShift).toHaveBeenCalledWith({
        vehicleIds: [VEHICLES.own.id],
        startKm: 120450,
        workType: 2,
        answer: null,
      }),
    );
  });

  it('hides the vehicle choice when the group does not let drivers choose', () => {
    preferLanguages('en-GB');
    const context = fakeContext();
    const current = fakeShift([{ workType: 1, start: '2026-03-02T06:00:00Z', end: null }], {
      vehicles: [{ id: VEHICLES.own.id, registerNumber: 'ABC-123', name: 'Scania R 450' }],
    });
    renderDriver(<VehicleTab />, {
      data: fakeDriverData({
        current,
        context: { ...context, permissions: { ...context.permissions, chooseVehicles: false } },
      }),
    });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('ABC-123 Scania R 450')).toBeTruthy();
    expect(screen.getByText('The office chooses the vehicles of your shifts.')).toBeTruthy();
  });
});
