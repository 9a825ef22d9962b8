import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { phonesClosedAfterEach } from '../data/testing/fake-phone';
import { fakeFile, fakeTransportTask } from '../data/testing/fake-transport';
import { fakeDriverData } from '../test/fake-driver-data';
import { preferLanguages, renderDriver } from '../test/render';
import { StopScreen } from './stop-screen';

/** A stop of a transport task on the phone (issue 26): arrived, then delivered with the proof. */
const newPhone = phonesClosedAfterEach();
const task = fakeTransportTask();
const [pickup, delivery] = task.stops;
const photo = fakeFile('shrunk-photo');
const signature = fakeFile('drawn-signature', 'image/png');
let tools: { shrink: () => Promise<typeof photo>; signaturePng: (strokes: unknown) => Promise<typeof signature> };

beforeEach(() => {
  tools = { shrink: vi.fn(async () => photo), signaturePng: vi.fn(async () => signature) };
  // jsdom draws nothing: the pad keeps its strokes without a 2D context.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

/** Draws one stroke on the signature box, as a finger does. */
function sign(pad: HTMLElement) {
  fireEvent.pointerDown(pad, { pointerId: 1, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(pad, { pointerId: 1, clientX: 60, clientY: 30 });
  fireEvent.pointerUp(pad, { pointerId: 1, clientX: 90, clientY: 20 });
}

describe('a delivery stop', () => {
  it('is arrived, then delivered with the consignee’s name, a drawn signature and a photo, all kept on the phone offline', async () => {
    preferLanguages('en-GB');
    const phone = newPhone();
    phone.server.transportTasks = [
      structuredClone({
        ...task,
        state: 'pickedUp' as const,
        stops: [{ ...pickup!, arrivedAt: '2026-05-04T04:50:00.000Z', doneAt: '2026-05-04T04:55:00.000Z' }, delivery!],
      }),
    ];
    const store = await phone.open();
    phone.isOnline = false;
    phone.server.isReachable = false;
    renderDriver(<StopScreen taskId={task.id} stopId={delivery!.id} {...tools} />, { store });
    expect(screen.getByRole('heading', { level: 1, name: 'Delivery: Tampere' })).toBeTruthy();
    expect(screen.getByText('Not visited yet')).toBeTruthy();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Arrived' }));
    expect(await screen.findByText('Arrived 08:00')).toBeTruthy();
    expect(screen.getByText('Waiting to send')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Arrived' })).toBeNull();

    // Nothing is saved without the proof: the first field missing gets the focus and says why.
    const deliver = screen.getByRole('button', { name: 'Delivered' });
    await user.click(deliver);
    expect(screen.getByRole('alert').textContent).toBe('Some details are still missing. Fill in the marked fields.');
    const name = screen.getByRole('textbox', { name: "Consignee's name in capitals" });
    expect(document.activeElement).toBe(name);
    expect(screen.getByText('Write the name of the person who signs')).toBeTruthy();
    expect(screen.getByText("The consignee's signature is needed")).toBeTruthy();

    await user.type(name, 'LIISA VASTAANOTTAJA');
    const pad = screen.getByRole('img', { name: 'Not signed yet' });
    expect(pad.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Hand the phone to the consignee to sign in the box with a finger.')).toBeTruthy();
    sign(pad);
    expect(screen.getByRole('img', { name: 'Signature drawn' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear the signature' }));
    expect(screen.getByRole('img', { name: 'Not signed yet' })).toBeTruthy();
    sign(screen.getByRole('img', { name: 'Not signed yet' }));

    const camera = screen.getByLabelText('Add a photo: Delivery');
    expect(camera.getAttribute('accept')).toBe('image/*');
    expect(camera.getAttribute('capture')).toBe('environment');
    fireEvent.change(camera, { target: { files: [new File(['raw'], 'IMG_0002.jpg', { type: 'image/jpeg' })] } });
    await screen.findByRole('button', { name: 'Remove Delivery, photo 1' });
    await user.click(screen.getByRole('checkbox', { name: 'Goods checked: the packages match the waybill' }));
    await user.click(deliver);

    expect(await screen.findByText('Delivered 08:00')).toBeTruthy();
    expect(screen.getByText('Waiting to send')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Delivery saved on the phone.');
    expect(tools.signaturePng).toHaveBeenCalledWith([
      expect.arrayContaining([expect.objectContaining({ x: expect.any(Number) })]),
    ]);

    // The outbox holds both events, and the phone's storage the signature and the photo.
    await store.idle();
    const waiting = store.getSnapshot().stopEventsWaiting;
    expect(waiting.map((event) => event.kind)).toEqual(['arrived', 'delivered']);
    expect(waiting[1]).toMatchObject({ goodsChecked: true, proof: { signerName: 'LIISA VASTAANOTTAJA' } });
    const db = await phone.deps().openDb();
    const files = await db.getAll('files');
    expect(files.map((file) => new TextDecoder().decode(file.bytes)).sort()).toEqual([
      'drawn-signature',
      'shrunk-photo',
    ]);
    expect(files.map((file) => file.key).sort()).toEqual(
      [waiting[1]!.proof!.signatureKey, ...waiting[1]!.proof!.photoKeys].sort(),
    );

    // Back online: the files go up, then the events; the stop no longer waits.
    phone.server.isReachable = true;
    await act(() => phone.reconnect());
    await act(() => store.idle());
    await waitFor(() => expect(screen.queryByText('Waiting to send')).toBeNull());
    expect(phone.server.stopEvents.map((event) => event.kind)).toEqual(['arrived', 'delivered']);
    expect(phone.server.files.size).toBe(2);
  });

  it('may be delivered without a signature when the consignee refuses the goods', async () => {
    preferLanguages('fi-FI');
    const arrived = { ...task, stops: [pickup!, { ...delivery!, arrivedAt: '2026-05-04T09:10:00.000Z' }] };
    const data = fakeDriverData({ transportTasks: [arrived] });
    renderDriver(<StopScreen taskId={task.id} stopId={delivery!.id} {...tools} />, { data });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Lisää poikkeama' }));
    const deviation = screen.getByRole('group', { name: 'Poikkeama 1' });
    await user.selectOptions(within(deviation).getByRole('combobox', { name: 'Mitä tapahtui' }), 'refused');
    await user.selectOptions(within(deviation).getByRole('combobox', { name: 'Mitkä tavarat' }), task.goods[1]!.id);
    await user.click(screen.getByRole('button', { name: 'Toimitettu' }));
    // A deviation says what is wrong.
    expect(document.activeElement).toBe(within(deviation).getByRole('textbox', { name: 'Mikä on vialla?' }));
    expect(data.recordStopEvent).not.toHaveBeenCalled();

    await user.type(within(deviation).getByRole('textbox', { name: 'Mikä on vialla?' }), 'Kanisterit vuotavat');
    expect(screen.getByText(/allekirjoitusta ei tarvita/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Toimitettu' }));
    await waitFor(() => expect(data.recordStopEvent).toHaveBeenCalledTimes(1));
    expect(data.recordStopEvent).toHaveBeenCalledWith({
      transportTaskId: task.id,
      stopId: delivery!.id,
      kind: 'delivered',
      goodsChecked: false,
      note: '',
      proof: null,
      deviations: [{ type: 'refused', goodsLineId: task.goods[1]!.id, note: 'Kanisterit vuotavat', photos: [] }],
    });
    expect(tools.signaturePng).not.toHaveBeenCalled();
  });

  it('is loaded at a pickup with a damaged pallet photographed, and needs no proof', async () => {
    preferLanguages('sv-SE');
    const arrived = { ...task, stops: [{ ...pickup!, arrivedAt: '2026-05-04T05:00:00.000Z' }, delivery!] };
    const data = fakeDriverData({ transportTasks: [arrived] });
    renderDriver(<StopScreen taskId={task.id} stopId={pickup!.id} {...tools} />, { data });
    expect(screen.getByRole('heading', { level: 1, name: 'Hämtning: Vantaan DC' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Leveranskvittens' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Lägg till en avvikelse' }));
    await user.type(screen.getByRole('textbox', { name: 'Vad är fel?' }), 'En pall trasig');
    fireEvent.change(screen.getByLabelText('Lägg till en bild: Avvikelse 1'), {
      target: { files: [new File(['raw'], 'x.jpg')] },
    });
    await screen.findByRole('button', { name: 'Ta bort Avvikelse 1, bild 1' });
    await user.click(screen.getByRole('button', { name: 'Lastat' }));
    await waitFor(() => expect(data.recordStopEvent).toHaveBeenCalledTimes(1));
    expect(data.recordStopEvent).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'loaded',
        stopId: pickup!.id,
        proof: null,
        deviations: [{ type: 'damaged', goodsLineId: null, note: 'En pall trasig', photos: [photo] }],
      }),
    );
  });

  it('says so when the stop is no longer the driver’s', () => {
    preferLanguages('en-GB');
    renderDriver(<StopScreen taskId={task.id} stopId={delivery!.id} {...tools} />, { data: fakeDriverData() });
    expect(screen.getByText(/This stop is no longer among your transport tasks/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to transport tasks' })).toBeTruthy();
  });
});
