import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TransportEvent } from '@rahti/domain';
import { captureDownloads } from '../../../test/capture-downloads';
import { jsonResponse } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { anna, apiError, lookupHandlers, testId, testStop, testTransportTask } from '../test-transport';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
const image = () => new Response(PNG, { headers: { 'Content-Type': 'image/png' } });
const [SIGNATURE, PHOTO, DENT] = [testId(7001), testId(7002), testId(7003)];
const pickup = testStop({ arrivedAt: '2026-03-02T06:10:00.000Z', doneAt: '2026-03-02T06:45:00.000Z' });
const delivery = testStop({
  kind: 'delivery',
  name: 'Rauman satama',
  street: 'Satamakatu 1',
  postcode: '26100',
  city: 'Rauma',
  windowStart: '2026-03-02T11:00:00.000Z',
  windowEnd: '2026-03-02T13:00:00.000Z',
  arrivedAt: '2026-03-02T11:20:00.000Z',
  doneAt: '2026-03-02T11:40:00.000Z',
  position: 1,
});
const at = (time: string) => `2026-03-02T${time}:00.000Z`;
const event = (kind: TransportEvent['kind'], time: string, more: Partial<TransportEvent> = {}): TransportEvent => ({
  id: testId(8000 + Number(time.replace(':', ''))),
  at: at(time),
  kind,
  stopId: null,
  byName: null,
  position: null,
  note: '',
  goodsChecked: null,
  deviations: [],
  ...more,
});
const delivered = testTransportTask({
  state: 'delivered',
  stops: [pickup, delivery],
  taskId: testId(9001),
  events: [
    event('delivered', '11:40', { stopId: delivery.id, byName: 'Anna Virta' }),
    event('created', '05:00', { byName: 'Maija Virtanen' }),
    event('assigned', '05:01', { byName: 'Maija Virtanen' }),
    event('loaded', '06:45', {
      stopId: pickup.id,
      byName: 'Anna Virta',
      goodsChecked: true,
      position: { latitude: 61.49812, longitude: 23.76101, accuracyM: 8 },
    }),
    event('deviation', '11:30', {
      stopId: delivery.id,
      byName: 'Anna Virta',
      deviations: [{ type: 'damaged', goodsLineId: null, note: 'One pallet broken', photoIds: [DENT] }],
    }),
  ],
  proofs: [
    {
      stopId: delivery.id,
      signerName: 'Liisa Laine',
      signatureFileId: SIGNATURE,
      photoIds: [PHOTO],
      at: at('11:40'),
      position: { latitude: 61.128, longitude: 21.47, accuracyM: 12 },
    },
  ],
});
const handlersOf = (task = delivered) => ({
  ...lookupHandlers,
  [`GET /api/transport-tasks/${task.id}`]: task,
  [`GET /api/files/${SIGNATURE}`]: image,
  [`GET /api/files/${PHOTO}`]: image,
  [`GET /api/files/${DENT}`]: image,
});

describe('transport task page', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the parties, stops with their times, goods with totals, the timeline and the proof of delivery', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:image');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderApp(`/transport-tasks/task/${delivered.id}`, { handlers: handlersOf() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Transport task PO-4411' })).toBeTruthy();
    expect(screen.getByText('Tampere → Rauma, 02.03.2026')).toBeTruthy();
    expect(screen.getByText('Waybill 1001')).toBeTruthy();

    const stops = screen.getByRole('table', { name: 'Stops in the order the driver visits them' });
    expect(
      within(stops)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      [
        '1',
        'Pickup',
        'Metsä Tampere, Teollisuustie 5, 33100 Tampere, FI',
        '02.03.2026 08:00–10:00',
        '02.03.2026 08:10',
        '02.03.2026 08:45',
        'Pekka Puu, 040 123 4567',
      ],
      [
        '2',
        'Delivery',
        'Rauman satama, Satamakatu 1, 26100 Rauma, FI',
        '02.03.2026 13:00–15:00',
        '02.03.2026 13:20',
        '02.03.2026 13:40',
        'Pekka Puu, 040 123 4567',
      ],
    ]);
    const goods = screen.getByRole('table', { name: 'Goods of the transport task with their totals' });
    const [line, total] = within(goods)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(line).toEqual(['Sawn timber', 'MT-1…10', '10', 'EUR pallet', '24 000 kg', '40.5 m³', '13.6 m', '–']);
    expect(total).toEqual(['Total', '', '10', '', '24 000 kg', '40.5 m³', '13.6 m', '']);

    // The timeline, oldest first: who, when, where; a deviation with its note and photo.
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p:nth-child(2)')?.textContent)).toEqual([
      'Created',
      'Assigned',
      'Loaded at Stop 1, Pickup: Metsä Tampere, Tampere',
      'Deviation at Stop 2, Delivery: Rauman satama, Rauma',
      'Delivered at Stop 2, Delivery: Rauman satama, Rauma',
    ]);
    expect(items[2]!.textContent).toContain('By Anna Virta');
    expect(items[2]!.textContent).toContain('Position 61.49812, 23.76101');
    expect(items[2]!.textContent).toContain('Goods checked');
    expect(items[3]!.textContent).toContain('Damaged: One pallet broken');
    expect(
      await within(items[3]!).findByRole('img', {
        name: 'Photo 1 of the deviation Damaged at Stop 2, Delivery: Rauman satama, Rauma',
      }),
    ).toBeTruthy();

    const proof = screen.getByRole('region', { name: 'Proof of delivery' });
    expect(within(proof).getByText('Liisa Laine')).toBeTruthy();
    expect(within(proof).getByText('02.03.2026 13:40')).toBeTruthy();
    expect(within(proof).getByText('61.12800, 21.47000')).toBeTruthy();
    const signature = await within(proof).findByRole('img', { name: 'Signature of Liisa Laine' });
    expect(signature.getAttribute('src')).toBe('blob:image');
    expect(
      within(proof).getByRole('img', { name: 'Photo 1 of the delivery at Stop 2, Delivery: Rauman satama, Rauma' }),
    ).toBeTruthy();

    // Delivered: nothing to edit, assign or cancel; the task it became is a link away.
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel transport task' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the task for profitability' }).getAttribute('href')).toBe(
      `/taskProfitability/task/${testId(9001)}`,
    );
  });

  it('downloads the waybill PDF with the session’s token', async () => {
    const downloads = captureDownloads();
    let authorization: string | null = null;
    const task = testTransportTask();
    const { user } = renderApp(`/transport-tasks/task/${task.id}`, {
      handlers: {
        ...lookupHandlers,
        [`GET /api/transport-tasks/${task.id}`]: task,
        [`GET /api/waybills/${task.waybill!.id}/pdf`]: (init?: RequestInit) => {
          authorization = new Headers(init?.headers).get('Authorization');
          return new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download waybill PDF' }));
    const file = await downloads.last();
    expect(file.fileName).toBe('waybill-1001.pdf');
    expect(file.text).toBe('%PDF-1.7');
    expect(authorization).toBe('Bearer test-token');
  });

  it('assigns and cancels an order after asking, at the version it was read', async () => {
    const task = testTransportTask({ state: 'created', driverId: null, driverName: null, vehicleId: null });
    const sent: Record<string, unknown> = {};
    const { user } = renderApp(`/transport-tasks/task/${task.id}`, {
      handlers: {
        ...lookupHandlers,
        [`GET /api/transport-tasks/${task.id}`]: task,
        [`POST /api/transport-tasks/${task.id}/assign`]: (init?: RequestInit) => {
          sent.assign = JSON.parse(String(init?.body));
          return { ...task, state: 'assigned', version: 3 };
        },
        [`POST /api/transport-tasks/${task.id}/cancel`]: (init?: RequestInit) => {
          sent.cancel = JSON.parse(String(init?.body));
          return jsonResponse(apiError(409, 'transport:notCancellable', 'The driver has delivered it already.'), 409);
        },
      },
    });
    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe(
      `/transport-tasks/task/${task.id}/edit`,
    );
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    const assign = await screen.findByRole('dialog', { name: 'Assign Tampere → Rauma, 02.03.2026' });
    await user.selectOptions(within(assign).getByLabelText('Driver'), 'Anna Virta');
    await user.click(within(assign).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Tampere → Rauma, 02.03.2026 was assigned.')).toBeTruthy();
    expect(sent.assign).toEqual({ driverId: anna.id, vehicleId: null, version: 2 });

    await user.click(screen.getByRole('button', { name: 'Cancel transport task' }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancel the transport task' });
    expect(cancel.textContent).toContain('waybill 1001 keeps its number, marked cancelled');
    await user.type(within(cancel).getByLabelText('Reason (optional)'), 'Customer called it off');
    await user.click(within(cancel).getByRole('button', { name: 'Cancel transport task' }));
    expect(await within(cancel).findByText('The driver has delivered it already.')).toBeTruthy();
    expect(sent.cancel).toEqual({ version: 2, note: 'Customer called it off' });
    await user.click(within(cancel).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
