import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { testId } from '../list/test-fixtures';
import { savedCalculation } from './test-calculation';

const calculation = savedCalculation();
const handlers = { [`GET /api/calculations/${testId(1)}`]: calculation };
const rowValue = (table: HTMLElement, label: string) =>
  within(table).getByRole('rowheader', { name: label }).closest('tr')?.querySelector('td')?.textContent;

describe('print views', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints a result: costs per hour and km, the yearly breakdown and the profit at the target margin', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderApp(`/calculations/${testId(1)}/print`, { handlers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Calculation result' })).toBeTruthy();
    expect(screen.getByText('Scania R 450 – Blue Scania')).toBeTruthy();
    expect(screen.getByText('New investment · Truck')).toBeTruthy();
    expect(screen.getByText('€10.00')).toBeTruthy();
    expect(screen.getByText('€0.70')).toBeTruthy();

    const yearly = screen.getByRole('table', { name: 'Yearly costs' });
    expect(rowValue(yearly, 'Depreciation')).toBe('€16,000.00');
    expect(rowValue(yearly, 'Fuel')).toBe('€60,000.00');
    expect(rowValue(yearly, 'Total')).toBe('€90,000.00');
    expect(within(yearly).queryByRole('rowheader', { name: 'Driver wages with side costs' })).toBeNull();

    const target = screen
      .getByRole('heading', { name: 'At the target profit margin of 10 %' })
      .closest('section') as HTMLElement;
    expect(rowValue(target, 'Price per hour at the target margin')).toBe('€11.11');
    expect(rowValue(target, 'Revenue per year')).toBe('€100,000.00');
    expect(rowValue(target, 'Profit per year')).toBe('€10,000.00');

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('prices a quote from hours, km and margin, and updates it as the user types', async () => {
    const { user, router } = renderApp(`/calculations/${testId(1)}/quote`, { handlers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Price quote' })).toBeTruthy();
    // 10 h × 10.00 + 500 km × 0.70 = 450.00 at a 20 % margin: 450 / 0.8 = 562.50.
    expect(screen.getByTestId('quote-price').textContent).toBe('€562.50');
    expect(screen.getByText('Costs of the job: €450.00')).toBeTruthy();

    await user.clear(screen.getByLabelText('Kilometres'));
    await user.type(screen.getByLabelText('Kilometres'), '1000,5');
    // 100 + 1000.5 × 0.70 = 800.35; / 0.8 = 1 000.4375
    expect(screen.getByTestId('quote-price').textContent).toBe('€1,000.44');
    expect(screen.getByText('10 h')).toBeTruthy();
    expect(screen.getByText('1 000.5 km')).toBeTruthy();
    expect(router.state.location.search).toContain('km=1000%2C5');

    await user.clear(screen.getByLabelText('Target profit margin (%)'));
    await user.type(screen.getByLabelText('Target profit margin (%)'), '100');
    expect(screen.getByText('Target profit margin must be below 100 %')).toBeTruthy();
    expect(screen.queryByTestId('quote-price')).toBeNull();

    await user.clear(screen.getByLabelText('Hours'));
    await user.type(screen.getByLabelText('Hours'), '-2');
    expect(screen.getByText('Value can not be smaller than 0')).toBeTruthy();
  });
});
