import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { JOB_PRICING_DRAFT, savedTruck, seedDraft } from '../wizard/wizard-test-data';

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('pricing', () => {
  it('updates the price as the user types a 15 % margin', async () => {
    seedDraft(JOB_PRICING_DRAFT);
    const { user } = renderApp('/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    expect(figure('Price')).toBe('€200.00');

    const margin = screen.getByLabelText('Target profit margin');
    await user.clear(margin);
    await user.type(margin, '1');
    expect(figure('Price')).toBe('€202.02');
    await user.type(margin, '5');
    // 200 / (1 − 0.15) = 235.29; profit 35.29, and the margin reached is the target.
    expect(figure('Price')).toBe('€235.29');
    expect(figure('Profit')).toBe('€35.29');
    expect(figure('Profit margin')).toBe('15.0 %');
  });

  it('takes a decimal comma and says why a margin of 100 % cannot be priced', async () => {
    seedDraft(JOB_PRICING_DRAFT);
    const { user } = renderApp('/pricing');
    const hours = await screen.findByLabelText('Hours');
    await user.clear(hours);
    await user.type(hours, '2,5');
    expect(figure('Costs of the job')).toBe('€225.00');

    const margin = screen.getByLabelText('Target profit margin');
    await user.clear(margin);
    await user.type(margin, '100');
    expect(await screen.findByText('Target profit margin must be below 100 %')).toBeTruthy();
    expect(screen.getByText('Enter hours, kilometres and a margin to see the price.')).toBeTruthy();
  });

  it('shows the calculation sub-items in the menu, linked to the open calculation', async () => {
    const id = '00000000-0000-4000-8000-0000000000c1';
    seedDraft(JOB_PRICING_DRAFT, id, true);
    renderApp(`/pricing/${id}`, { handlers: { [`GET /api/calculations/${id}`]: savedTruck(id) } });
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    const subItems = screen.getByRole('list', { name: 'Calculations' });
    const links = within(subItems).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      expect.arrayContaining(['Calculation', 'Profit', 'Time based costs', 'Distance based costs', 'Pricing']),
    );
    expect(within(subItems).getByRole('link', { name: 'Pricing' }).getAttribute('aria-current')).toBe('page');
    expect(within(subItems).getByRole('link', { name: 'Profit' }).getAttribute('href')).toBe(
      `/profitcalculationdetails/${id}`,
    );
  });
});
