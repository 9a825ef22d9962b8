import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../test/capture-downloads';
import { renderApp } from '../../../test/render-app';
import { testWaybill } from '../test-transport';

const first = (query = '') => `GET /api/waybills?${query}offset=0&limit=50`;
const signed = testWaybill({ number: 1003, state: 'delivered', signed: true, consigneeName: 'Kesko Oy', to: 'Vantaa' });
const open = testWaybill({ number: 1002 });
const cancelled = testWaybill({ number: 1001, state: 'cancelled', reference: '' });

describe('waybills page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the waybills newest first, signed or not, cancelled marked, each with its task and PDF', async () => {
    const downloads = captureDownloads();
    const { user } = renderApp('/transport-tasks/waybills', {
      handlers: {
        [first()]: { items: [signed, open, cancelled], total: 3 },
        [`GET /api/waybills/${signed.id}/pdf`]: new Response('%PDF-1.7', {
          headers: { 'Content-Type': 'application/pdf' },
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Waybills, newest first' });
    expect(screen.getByRole('heading', { level: 1, name: 'Waybills' })).toBeTruthy();
    expect(screen.getByText('3 waybills')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['1003', '02.03.2026', 'Metsä Oy', 'Kesko Oy', 'Tampere → Vantaa', 'PO-4411', 'Signed', 'PDF'],
      ['1002', '02.03.2026', 'Metsä Oy', 'Rauman Satama Oy', 'Tampere → Rauma', 'PO-4411', 'Not signed', 'PDF'],
      ['1001', '02.03.2026', 'Metsä Oy', 'Rauman Satama Oy', 'Tampere → Rauma', '–', 'Cancelled', 'PDF'],
    ]);
    expect(
      within(table).getByRole('link', { name: 'Open the transport task of waybill 1003' }).getAttribute('href'),
    ).toBe(`/transport-tasks/task/${signed.transportTaskId}`);
    await user.click(within(table).getByRole('button', { name: 'Download the PDF of waybill 1003' }));
    expect((await downloads.last()).fileName).toBe('waybill-1003.pdf');
  });

  it('searches by number, sender or consignee once typing pauses, kept in the address', async () => {
    let asked = 0;
    const { user, router } = renderApp('/transport-tasks/waybills?page=2', {
      handlers: {
        'GET /api/waybills?offset=50&limit=50': { items: [open], total: 51 },
        // The first page without a search, while the typing has not paused yet.
        [first()]: { items: [open], total: 51 },
        [first('search=kesko&')]: () => {
          asked += 1;
          return { items: [signed], total: 1 };
        },
      },
    });
    expect(await screen.findByText('51 waybills')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'kesko');
    expect(await screen.findByText('1 waybill')).toBeTruthy();
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('search'), params.get('page')]).toEqual(['kesko', null]);
    // Asked once for the whole word, not once per letter.
    expect(asked).toBe(1);
  });
});
