import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSignedInUser } from '../test/fake-user';
import { preferLanguages, renderDriver } from '../test/render';
import { HomeScreen } from './home-screen';

describe('home screen', () => {
  it("shows the signed-in driver's name and organisation", () => {
    preferLanguages('en-GB');
    const user = fakeSignedInUser({ name: 'Aino Mäkinen', organisationName: 'Kuljetus Äijälä Oy' });
    renderDriver(<HomeScreen user={user} onSignOut={() => {}} />);
    expect(screen.getByText('Aino Mäkinen')).toBeTruthy();
    expect(screen.getByText('Kuljetus Äijälä Oy')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Status' })).toBeTruthy();
  });

  it('offers only the Status tab until the vehicle and work type features exist', () => {
    preferLanguages('fi-FI');
    renderDriver(<HomeScreen user={fakeSignedInUser({ name: 'A', organisationName: 'B' })} onSignOut={() => {}} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tila']);
  });

  it('signs out from the header', () => {
    preferLanguages('sv-SE');
    const onSignOut = vi.fn();
    renderDriver(<HomeScreen user={fakeSignedInUser({ name: 'A', organisationName: 'B' })} onSignOut={onSignOut} />);
    fireEvent.click(screen.getByRole('button', { name: 'Logga ut' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});
