import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { apiError, metsa, testCustomer } from '../tasks/test-tasks';

const rauma = testCustomer({ id: '00000000-0000-4000-8000-000000000402', name: 'Rauman Satama', businessId: null });

describe('customers page', () => {
  it('lists the customers in words and finds one by what is typed', async () => {
    const { user } = renderApp('/customers', {
      handlers: { 'GET /api/organisation/customers': [metsa, rauma] },
    });
    const table = await screen.findByRole('table', { name: "Your organisation's customers" });
    const row = within(table).getByRole('rowheader', { name: 'Metsä Oy' }).closest('tr') as HTMLElement;
    for (const text of ['0112038-9', 'Tampere', 'Pekka Puu', '14 days'])
      expect(within(row).getByText(text)).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'satama');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Rauman Satama']);
    expect(screen.getByRole('status').textContent).toBe('1 customer');
  });

  it('adds a customer with payment terms of 0 days, and shows the server’s word on the business id on its field', async () => {
    const bodies: unknown[] = [];
    const checkDigit = "The business ID's check digit does not match: check the number";
    const taken = 'A customer with this business ID already exists';
    const { user } = renderApp('/customers', {
      handlers: {
        'GET /api/organisation/customers': [],
        'POST /api/organisation/customers': (init?: RequestInit) => {
          bodies.push(JSON.parse(String(init?.body)));
          return bodies.length === 1
            ? jsonResponse(apiError(409, 'tasks:customerBusinessIdTaken', taken, 'businessId'), 409)
            : jsonResponse(testCustomer({ name: 'Kuljetus Oy' }), 201);
        },
      },
    });
    expect(await screen.findByText('No customers yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add customer' });
    await user.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    expect(within(dialog).getByText('Required')).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/^Name/), 'Kuljetus Oy');
    await user.type(within(dialog).getByLabelText(/^Business ID/), '0112038-8');
    const terms = within(dialog).getByLabelText(/^Payment terms/);
    await user.clear(terms);
    await user.type(terms, '0');
    // The check digit is the shared schema's rule, so it is said before anything is sent.
    expect(await within(dialog).findByText(checkDigit)).toBeTruthy();
    const businessId = within(dialog).getByLabelText(/^Business ID/);
    await user.clear(businessId);
    await user.type(businessId, '0112038-9');
    await user.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    expect(await within(dialog).findByText(taken)).toBeTruthy();
    expect(businessId.getAttribute('aria-invalid')).toBe('true');
    expect(bodies[0]).toMatchObject({
      name: 'Kuljetus Oy',
      businessId: '0112038-9',
      paymentTermDays: 0,
      language: 'fi',
    });

    await user.type(businessId, ' ');
    await user.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    expect(await screen.findByText('Kuljetus Oy was added.')).toBeTruthy();
  });

  it('says why a customer with tasks cannot be deleted', async () => {
    const inUse = 'The customer has 3 tasks and cannot be removed';
    const { user } = renderApp('/customers', {
      account: { role: 'Admin' },
      handlers: {
        'GET /api/organisation/customers': [metsa],
        [`DELETE /api/organisation/customers/${metsa.id}`]: jsonResponse(
          apiError(409, 'tasks:customerInUse', inUse),
          409,
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Metsä Oy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete customer' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete customer' }));
    expect(within(await within(dialog).findByRole('alert')).getByText(inUse)).toBeTruthy();
  });

  it('offers deleting only to Admins and Superusers', async () => {
    renderApp('/customers', { account: { role: 'User' }, handlers: { 'GET /api/organisation/customers': [metsa] } });
    expect(await screen.findByRole('button', { name: 'Edit Metsä Oy' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Metsä Oy' })).toBeNull();
  });
});
