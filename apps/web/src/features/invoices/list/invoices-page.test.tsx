import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allFeatures } from '@rahti/domain';
import { captureDownloads } from '../../../test/capture-downloads';
import { jsonResponse } from '../../../test/fake-fetch';
import { testId } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { customer, page, summary } from '../test-invoices';

const FIRST_PAGE = 'offset=0&limit=50';
const sent = summary();
const overdue = summary({
  id: testId(602),
  number: 1002,
  customerName: 'Satama Oy',
  dueDate: '2026-02-20',
  overdue: true,
  net: 1000,
  vat: 255,
  gross: 1255,
});
const creditNote = summary({
  id: testId(603),
  number: 1003,
  kind: 'creditNote',
  net: -100,
  vat: -25.5,
  gross: -125.5,
});
const lookups = { 'GET /api/organisation/customers': [customer()] };

const rowNumbers = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const rowOf = (number: string) => screen.getByRole('rowheader', { name: number }).closest('tr') as HTMLElement;

describe('invoices page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists invoices with their state, marks credit notes, and sums what the filters leave', async () => {
    renderApp('/invoices', {
      handlers: { ...lookups, [`GET /api/invoices?${FIRST_PAGE}`]: page([sent, overdue, creditNote]) },
    });
    expect(await screen.findByRole('table', { name: 'Invoices and credit notes' })).toBeTruthy();
    expect(rowNumbers()).toEqual(['1001', '1002', '1003']);
    const first = within(rowOf('1001'));
    for (const text of ['02.02.2026', 'Rautakauppa Oy', '16.02.2026', 'Sent', '€125.50'])
      expect(first.getByText(text)).toBeTruthy();
    expect(within(rowOf('1002')).getByText('Overdue')).toBeTruthy();
    expect(within(rowOf('1003')).getByText('Credit note')).toBeTruthy();
    expect(within(rowOf('1003')).getByText('-€125.50')).toBeTruthy();
    expect(screen.getByRole('link', { name: '1002' }).getAttribute('href')).toBe(`/invoice/${testId(602)}`);

    const sums = screen.getByRole('status');
    expect(sums.textContent).toContain('3 invoices');
    expect(within(sums).getByText('€1,000.00')).toBeTruthy();
    expect(within(sums).getByText('€255.00')).toBeTruthy();
    expect(within(sums).getByText('€1,255.00')).toBeTruthy();
  });

  it('keeps the filters and the order in the address and asks the server for them', async () => {
    const { user, router } = renderApp('/invoices', {
      handlers: {
        ...lookups,
        [`GET /api/invoices?${FIRST_PAGE}`]: page([sent, overdue]),
        [`GET /api/invoices?state=overdue&${FIRST_PAGE}`]: page([overdue]),
        [`GET /api/invoices?state=overdue&customerId=${testId(501)}&${FIRST_PAGE}`]: page([]),
        [`GET /api/invoices?state=overdue&customerId=${testId(501)}&sort=number&${FIRST_PAGE}`]: page([]),
        [`GET /api/invoices?sort=number&${FIRST_PAGE}`]: page([sent, overdue]),
        [`GET /api/invoices?sort=gross&${FIRST_PAGE}`]: page([sent, overdue]),
      },
    });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Overdue');
    await waitFor(() => expect(rowNumbers()).toEqual(['1002']));
    expect(new URLSearchParams(router.state.location.search).get('state')).toBe('overdue');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Customer' }), 'Rautakauppa Oy');
    expect(await screen.findByText('No invoice matches the search or filters.')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('customerId')).toBe(testId(501));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(rowNumbers()).toEqual(['1001', '1002']));
    expect(router.state.location.search).toBe('');

    const number = screen.getByRole('columnheader', { name: /^Number/ });
    expect(number.getAttribute('aria-sort')).toBe('descending');
    await user.click(within(number).getByRole('button'));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /^Number/ }).getAttribute('aria-sort')).toBe('ascending'),
    );
    expect(router.state.location.search).toBe('?sort=number');
    await user.click(within(screen.getByRole('columnheader', { name: /^Total/ })).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=gross'));
  });

  it('opens on the filters of a shared address', async () => {
    renderApp('/invoices?period=custom&from=2026-02-01&to=2026-02-28&search=1002', {
      handlers: {
        ...lookups,
        [`GET /api/invoices?from=2026-02-01&to=2026-02-28&search=1002&${FIRST_PAGE}`]: page([overdue]),
      },
    });
    await waitFor(() => expect(rowNumbers()).toEqual(['1002']));
    expect((screen.getByRole('searchbox', { name: 'Search invoices' }) as HTMLInputElement).value).toBe('1002');
    expect((screen.getByRole('combobox', { name: 'Invoice date' }) as HTMLSelectElement).value).toBe('custom');
  });

  it('pages through a long list with the server', async () => {
    const many = Array.from({ length: 50 }, (_, index) => summary({ id: testId(1000 + index), number: 2000 - index }));
    const { user, router } = renderApp('/invoices', {
      handlers: {
        ...lookups,
        [`GET /api/invoices?${FIRST_PAGE}`]: page(many, 120),
        'GET /api/invoices?offset=50&limit=50': page([summary({ id: testId(999), number: 1950 })], 120),
      },
    });
    await screen.findByRole('table');
    const pages = screen.getByRole('navigation', { name: 'Pages of the invoice list' });
    expect(within(pages).getByText('Page 1 of 3')).toBeTruthy();
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rowNumbers()).toEqual(['1950']));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('downloads every invoice the filters leave as CSV', async () => {
    const downloads = captureDownloads();
    const { user } = renderApp('/invoices', {
      handlers: {
        ...lookups,
        [`GET /api/invoices?${FIRST_PAGE}`]: page([sent, creditNote]),
        'GET /api/invoices?offset=0&limit=500': page([sent, creditNote]),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.count()).toBe(1));
    const file = await downloads.last();
    expect(file.fileName).toBe('invoices.csv');
    const lines = file.text.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('Number;Type;Date;Due date;Customer;State;Reference;Net;VAT;Total;Currency');
    expect(lines[1]).toBe('1001;Invoice;02.02.2026;16.02.2026;Rautakauppa Oy;Sent;10016;100.00;25.50;125.50;EUR');
    expect(lines[2]).toBe(
      '1003;Credit note;02.02.2026;16.02.2026;Rautakauppa Oy;Sent;10016;-100.00;-25.50;-125.50;EUR',
    );
  });

  it('offers a new invoice and the tasks page when there are no invoices', async () => {
    renderApp('/invoices', { handlers: { ...lookups, [`GET /api/invoices?${FIRST_PAGE}`]: page([]) } });
    expect(await screen.findByText('No invoices yet')).toBeTruthy();
    // The side menu links to the new invoice too; this is the page's own.
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'New invoice' }).getAttribute('href')).toBe('/newInvoice');
    expect(main.getByRole('link', { name: 'Go to tasks' }).getAttribute('href')).toBe('/taskProfitability');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says why the list could not be read and tries again', async () => {
    let calls = 0;
    const { user } = renderApp('/invoices', {
      handlers: {
        ...lookups,
        [`GET /api/invoices?${FIRST_PAGE}`]: () =>
          ++calls === 1
            ? jsonResponse({ statusCode: 500, code: 'unknown', message: 'Something went wrong' }, 500)
            : page([sent]),
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Try again');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowNumbers()).toEqual(['1001']));
  });

  it('is "Invoices" in the tasks group of the side menu, with the new invoice under it', async () => {
    renderApp('/invoices', { handlers: { ...lookups, [`GET /api/invoices?${FIRST_PAGE}`]: page([sent]) } });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const invoices = await within(menu).findByRole('link', { name: 'Invoices' });
    expect(invoices.getAttribute('href')).toBe('/invoices');
    expect(invoices.getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('button', { name: 'Tasks' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'New invoice' }).getAttribute('href')).toBe('/newInvoice');
  });

  it('opens the tasks group of the side menu on the other pages of the invoices section', async () => {
    renderApp('/newInvoice', { handlers: lookups });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const current = await within(menu).findByRole('link', { name: 'New invoice' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('button', { name: 'Tasks' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('is hidden without the tasks feature, and its pages send to the no-access page', async () => {
    const { router } = renderApp('/invoices', { features: { ...allFeatures(), taskProfitability: false } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/no-access'));
    expect(router.state.location.search).toBe('?feature=tasks');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByRole('link', { name: 'Invoices' })).toBeNull();
  });
});
