import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PreTripItem } from '@rahti/domain';
import type { PreTripDue } from '../data/driver-data.types';
import { phonesClosedAfterEach } from '../data/testing/fake-phone';
import { VEHICLE } from '../data/testing/fake-driver-server';
import { fakeDriverData } from '../test/fake-driver-data';
import { preferLanguages, renderDriver } from '../test/render';
import { Shell } from '../shell/shell';
import { PreTripDueCard } from './pre-trip-due-card';
import { PreTripScreen } from './pre-trip-screen';

const lights: PreTripItem = { kind: 'builtIn', key: 'lights' };
const brakes: PreTripItem = { kind: 'builtIn', key: 'brakes' };
const tailLift: PreTripItem = { kind: 'own', key: 'own-taillift', label: 'Tail lift' };
const due: PreTripDue = {
  shiftClientKey: 'shift-1',
  shiftStart: '2026-03-02T05:00:00Z',
  vehicle: { id: VEHICLE.id, registerNumber: 'ABC-123', name: 'Volvo FH' },
  items: [lights, brakes, tailLift],
};
const shrunk = { bytes: new Uint8Array([0xff, 0xd8, 0xff]).buffer, contentType: 'image/jpeg' };
const shrink = vi.fn(async () => shrunk);
const newPhone = phonesClosedAfterEach();

describe('the pre-trip check screen', () => {
  it('asks every item, in the driver’s language, and will not save until each is answered', async () => {
    preferLanguages('sv-SE');
    const data = fakeDriverData({ preTrip: due });
    renderDriver(<PreTripScreen shrink={shrink} />, { data });
    expect(screen.getByRole('heading', { level: 1, name: 'Avfärdskontroll' })).toBeTruthy();
    expect(screen.getByText('ABC-123 Volvo FH')).toBeTruthy();
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Belysning och körriktningsvisare',
      'Bromsar',
      'Tail lift',
    ]);

    const user = userEvent.setup();
    await user.click(within(groups[0]!).getByRole('radio', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Spara kontrollen' }));
    expect(data.recordPreTripCheck).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'Några punkter behöver fortfarande ett svar innan kontrollen kan sparas.',
    );
    // The first item still to answer has the focus, and says why.
    const brakeOk = within(groups[1]!).getByRole('radio', { name: 'OK' });
    expect(document.activeElement).toBe(brakeOk);
    expect(screen.getByRole('group', { name: 'Bromsar', description: 'Välj OK eller fel' })).toBeTruthy();
  });

  it('takes a defect with what is wrong and a photo shrunk on the phone, and saves the check', async () => {
    preferLanguages('en-GB');
    const data = fakeDriverData({ preTrip: due });
    renderDriver(<PreTripScreen shrink={shrink} />, { data });
    const user = userEvent.setup();
    const brakeGroup = screen.getByRole('group', { name: 'Brakes' });
    await user.click(within(brakeGroup).getByRole('radio', { name: 'Defect' }));

    // A defect without a note is not saved: the note gets the focus and the reason.
    await user.click(screen.getByRole('button', { name: 'Mark the rest OK' }));
    await user.click(screen.getByRole('button', { name: 'Save the check' }));
    const note = screen.getByRole('textbox', { name: 'Brakes: what is wrong?' });
    expect(document.activeElement).toBe(note);
    expect(screen.getByRole('textbox', { description: 'Write what is wrong' })).toBe(note);

    await user.type(note, 'Left rear brake drags');
    const camera = screen.getByLabelText('Add a photo');
    expect(camera.getAttribute('accept')).toBe('image/*');
    expect(camera.getAttribute('capture')).toBe('environment');
    fireEvent.change(camera, { target: { files: [new File(['raw'], 'IMG_0001.jpg', { type: 'image/jpeg' })] } });
    await screen.findByRole('button', { name: 'Remove Brakes, photo 1' });
    expect(shrink).toHaveBeenCalledWith(expect.objectContaining({ name: 'IMG_0001.jpg' }));

    await user.click(screen.getByRole('button', { name: 'Save the check' }));
    await waitFor(() => expect(data.recordPreTripCheck).toHaveBeenCalledTimes(1));
    expect(data.recordPreTripCheck).toHaveBeenCalledWith({
      shiftClientKey: 'shift-1',
      vehicleId: VEHICLE.id,
      status: 'done',
      language: 'en',
      answers: [
        { item: lights, result: 'ok', note: '', photos: [] },
        { item: brakes, result: 'defect', note: 'Left rear brake drags', photos: [shrunk] },
        { item: tailLift, result: 'ok', note: '', photos: [] },
      ],
    });
  });

  it('lets a photo be removed, and offers no more than three', async () => {
    preferLanguages('en-GB');
    renderDriver(<PreTripScreen shrink={shrink} />, { data: fakeDriverData({ preTrip: due }) });
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('group', { name: 'Tail lift' })).getByRole('radio', { name: 'Defect' }));
    for (let photo = 1; photo <= 3; photo++) {
      fireEvent.change(screen.getByLabelText('Add a photo'), {
        target: { files: [new File(['raw'], `${photo}.jpg`)] },
      });
      await screen.findByRole('button', { name: `Remove Tail lift, photo ${photo}` });
    }
    expect(screen.queryByLabelText('Add a photo')).toBeNull();
    expect(screen.getByText('At most 3 photos')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Tail lift, photo 2' }));
    expect(screen.getAllByRole('button', { name: /^Remove Tail lift/ })).toHaveLength(2);
    expect(screen.getByLabelText('Add a photo')).toBeTruthy();
  });

  it('says so when a photo cannot be read, and keeps the rest', async () => {
    preferLanguages('fi-FI');
    renderDriver(<PreTripScreen shrink={() => Promise.reject(new Error('not an image'))} />, {
      data: fakeDriverData({ preTrip: due }),
    });
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('group', { name: 'Jarrut' })).getByRole('radio', { name: 'Vika' }));
    fireEvent.change(screen.getByLabelText('Lisää kuva'), { target: { files: [new File(['x'], 'x.heic')] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Kuvaa ei voitu lukea. Ota se uudelleen.');
  });

  it('records a skipped check, without answers', async () => {
    preferLanguages('en-GB');
    const data = fakeDriverData({ preTrip: due });
    renderDriver(<PreTripScreen shrink={shrink} />, { data });
    const skip = screen.getByRole('button', {
      name: 'Skip the check',
      description: 'If you skip it, the office sees that the vehicle left without a check.',
    });
    await userEvent.setup().click(skip);
    expect(data.recordPreTripCheck).toHaveBeenCalledWith({
      shiftClientKey: 'shift-1',
      vehicleId: VEHICLE.id,
      status: 'skipped',
      language: 'en',
      answers: [],
    });
  });

  it('says that nothing waits once the check is answered', () => {
    preferLanguages('en-GB');
    renderDriver(<PreTripScreen shrink={shrink} />, { data: fakeDriverData({ preTrip: null }) });
    expect(screen.getByText('No pre-trip check is waiting.')).toBeTruthy();
  });
});

describe('the Status tab', () => {
  it('shows the waiting check and opens it', async () => {
    preferLanguages('en-GB');
    renderDriver(<PreTripDueCard />, { data: fakeDriverData({ preTrip: due }) });
    expect(screen.getByRole('heading', { name: 'Pre-trip check waiting' })).toBeTruthy();
    expect(screen.getByText('Check ABC-123 before you drive off.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Do the check' }));
    expect(window.location.pathname).toBe('/pre-trip');
  });
});

describe('starting a shift', () => {
  it('opens the check of the chosen vehicle’s class on the phone, and the check is saved on the phone', async () => {
    preferLanguages('en-GB');
    const phone = newPhone();
    phone.server.vehicles = [{ ...VEHICLE, lockedToOtherDevice: false, vehicleClass: 3 }];
    phone.server.preTripChecklists = [{ vehicleClass: 3, items: [lights, brakes], isBuiltIn: false }];
    const store = await phone.open();
    renderDriver(<Shell />, { store });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Vehicle' }));
    await user.click(await screen.findByRole('checkbox', { name: /ABC-123/ }));
    await user.click(screen.getByRole('button', { name: 'Start shift' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'What do you do first?' })).getByRole('button', { name: 'Load' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Pre-trip check' })).toBeTruthy();
    expect(window.location.pathname).toBe('/pre-trip');

    await user.click(screen.getByRole('button', { name: 'Mark the rest OK' }));
    await user.click(screen.getByRole('button', { name: 'Save the check' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    await store.idle();
    expect(phone.server.preTripChecks).toEqual([
      expect.objectContaining({
        vehicleId: VEHICLE.id,
        status: 'done',
        answers: [expect.objectContaining({ result: 'ok' }), expect.objectContaining({ result: 'ok' })],
      }),
    ]);
    expect(screen.queryByRole('heading', { name: 'Pre-trip check waiting' })).toBeNull();
  });
});
