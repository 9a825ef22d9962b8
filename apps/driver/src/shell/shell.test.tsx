import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeContext, fakeDriverData, fakeShift } from '../test/fake-driver-data';
import { fakeSignedInUser } from '../test/fake-user';
import { preferLanguages, renderDriver } from '../test/render';
import { Shell } from './shell';

const user = fakeSignedInUser({ name: 'Aino Mäkinen', organisationName: 'Kuljetus Äijälä Oy' });

describe('the app shell', () => {
  it("opens on the Status tab with the driver's name, organisation and the phone's device id", () => {
    preferLanguages('en-GB');
    renderDriver(<Shell />, { user });
    expect(screen.getByRole('tab', { name: 'Status', selected: true })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Status' })).toBeTruthy();
    expect(screen.getByText('Aino Mäkinen')).toBeTruthy();
    expect(screen.getByText('Kuljetus Äijälä Oy')).toBeTruthy();
    expect(screen.getByText('PHONE12345')).toBeTruthy();
  });

  it('offers the Status, Vehicle and Work type tabs, and arrows move between them', async () => {
    preferLanguages('fi-FI');
    renderDriver(<Shell />, { user });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tila', 'Ajoneuvo', 'Työlaji']);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Tila' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Ajoneuvo', selected: true })).toBe(document.activeElement);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajoneuvo' })).toBeTruthy();
  });

  it('signs out from the menu', async () => {
    preferLanguages('sv-SE');
    const signOut = vi.fn();
    renderDriver(<Shell />, { user, session: { signOut } });
    fireEvent.click(within(await openMenu('Meny')).getByRole('button', { name: 'Logga ut' }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('before signing out, says what stays on the phone: unsent changes, or the running shift', async () => {
    preferLanguages('en-GB');
    const running = fakeShift([{ workType: 1, start: '2026-11-25T06:00:00Z', end: null }], { status: 'ongoing' });
    const { unmount } = renderDriver(<Shell />, {
      user,
      data: fakeDriverData({
        current: running,
        sync: { state: 'saved', pending: 0, lastSyncedAt: null, problems: [] },
      }),
    });
    fireEvent.click(within(await openMenu('Menu')).getByRole('button', { name: 'Sign out' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Sign out?' })).getByText(/^Your shift is still running\./),
    ).toBeTruthy();
    unmount();
    renderDriver(<Shell />, {
      user,
      data: fakeDriverData({ sync: { state: 'waiting', pending: 3, lastSyncedAt: null, problems: [] } }),
    });
    fireEvent.click(within(await openMenu('Menu')).getByRole('button', { name: 'Sign out' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Sign out?' })).getByText(/^3 changes are still on this phone\./),
    ).toBeTruthy();
  });

  it('offers absences in the menu only when the group lets the driver record them', async () => {
    preferLanguages('en-GB');
    const context = fakeContext();
    const noAbsences = fakeContext({
      permissions: { ...context.permissions, createAbsences: false, createContractWork: false },
    });
    const { unmount } = renderDriver(<Shell />, { user, data: fakeDriverData({ context }) });
    expect(within(await openMenu('Menu')).getByRole('button', { name: 'Absences and contract work' })).toBeTruthy();
    unmount();
    renderDriver(<Shell />, { user, data: fakeDriverData({ context: noAbsences }) });
    expect(within(await openMenu('Menu')).queryByRole('button', { name: 'Absences and contract work' })).toBeNull();
  });

  it('shows the upload warning of spec section 8 while nobody is signed in, and when the account is not linked', () => {
    preferLanguages('en-GB');
    const { unmount } = renderDriver(<Shell />, { user: null });
    expect(
      screen.getByText('You are not signed in. This shift is kept on this phone and uploads when you sign in.'),
    ).toBeTruthy();
    unmount();
    renderDriver(<Shell />, {
      user,
      data: fakeDriverData({ sync: { state: 'notLinked', pending: 2, lastSyncedAt: null, problems: [] } }),
    });
    expect(
      screen.getByText(
        /Your account is not linked to a driver yet\. This shift is kept on this phone and uploads when you sign in/,
      ),
    ).toBeTruthy();
  });

  it('opens the shift list from the menu, and Back returns to the tabs', async () => {
    preferLanguages('en-GB');
    renderDriver(<Shell />, { user });
    fireEvent.click(within(await openMenu('Menu')).getByRole('button', { name: 'Shifts' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shifts' })).toBeTruthy();
    expect(window.location.pathname).toBe('/shifts');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Status' })).toBeTruthy();
  });
});

/** Opens the menu, whose code loads on the first tap (decision 0012), and answers its dialog. */
async function openMenu(name: string): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}
