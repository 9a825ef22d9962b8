import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PayPeriod } from '@rahti/domain';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';

const period = (n: number, startDate: string, endDate: string, payDate: string): PayPeriod => ({
  id: `00000000-0000-4000-8000-00000000030${n}`,
  startDate,
  endDate,
  payDate,
  name: null,
});
const november = period(1, '2026-11-30', '2026-12-13', '2026-12-18');

describe('pay periods page', () => {
  it('lists periods DD.MM.YYYY and creates a run from the day after the last, with a preview that moves pay dates off holidays', async () => {
    const periods = [november];
    let posted: unknown;
    const { user } = renderApp('/payperiods', {
      account: { role: 'Admin' },
      handlers: {
        'GET /api/pay-periods': () => periods,
        'POST /api/pay-periods': (init?: RequestInit) => {
          posted = JSON.parse(String(init?.body));
          const created = [
            period(2, '2026-12-14', '2026-12-27', '2026-12-31'),
            period(3, '2026-12-28', '2027-01-10', '2027-01-15'),
          ];
          periods.push(...created);
          return jsonResponse(created, 201);
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Pay periods' });
    expect(within(table).getByText('30.11.2026')).toBeTruthy();
    expect(within(table).getByText('18.12.2026')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create periods' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create pay periods' });
    expect((within(dialog).getByLabelText(/^Start date/) as HTMLInputElement).value).toBe('14.12.2026');
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '2' } });
    await user.selectOptions(within(dialog).getByLabelText('Pay date'), 'daysAfter');
    const preview = within(dialog).getByRole('table', { name: 'Periods to be created' });
    // 27.12 + 5 days is New Year's Day, a Friday: paid on Thursday 31.12.
    await waitFor(() => expect(within(preview).getByText('31.12.2026')).toBeTruthy());
    expect(within(preview).getByText('15.01.2027')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Create periods' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual({
      startDate: '2026-12-14',
      amount: 2,
      duration: 'twoWeeks',
      payDateRule: { kind: 'daysAfter', days: 5 },
    });
    expect(await within(table).findByText('10.01.2027')).toBeTruthy();
  });

  it("shows the server's message when a period cannot be removed", async () => {
    const { user } = renderApp('/payperiods', {
      account: { role: 'Superuser' },
      handlers: {
        'GET /api/pay-periods': [november],
        [`DELETE /api/pay-periods/${november.id}`]: jsonResponse(
          {
            statusCode: 409,
            code: 'pay-periods:hasResourcePlans',
            message: 'Pay periods with resource plans cannot be removed',
          },
          409,
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove pay period 30.11.2026–13.12.2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove pay period' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove period' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Pay periods with resource plans cannot be removed',
    );
  });

  it('edits a period and shows an overlap the server refuses on the start date', async () => {
    let put: unknown;
    const message = 'The pay periods would overlap the period 14.12.2026–27.12.2026';
    const { user } = renderApp('/payperiods', {
      account: { role: 'Admin' },
      handlers: {
        'GET /api/pay-periods': [november],
        [`PUT /api/pay-periods/${november.id}`]: (init?: RequestInit) => {
          put = JSON.parse(String(init?.body));
          return jsonResponse(
            { statusCode: 409, code: 'pay-periods:overlaps', message, fields: [{ path: 'startDate', message }] },
            409,
          );
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit pay period 30.11.2026–13.12.2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit pay period' });
    fireEvent.change(within(dialog).getByLabelText(/^End date/), { target: { value: '2026-12-20' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(put).toEqual({ startDate: '2026-11-30', endDate: '2026-12-20', payDate: '2026-12-18', name: null });
  });

  it('gives a User a read-only list', async () => {
    renderApp('/payperiods', { account: { role: 'User' }, handlers: { 'GET /api/pay-periods': [november] } });
    expect(await screen.findByText('30.11.2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Create|Edit|Remove/ })).toBeNull();
  });
});
