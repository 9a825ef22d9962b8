import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { summary, testId } from '../list/test-fixtures';

const tractor = summary({ id: testId(1), name: 'Volvo FH 540', vehicleClass: 4, costPerHour: 48.25, costPerKm: 0.61 });
const semitrailer = summary({
  id: testId(2),
  name: 'Kögel curtainsider',
  vehicleClass: 5,
  costPerHour: 6.5,
  costPerKm: 0.07,
});
const fullTrailer = summary({
  id: testId(3),
  name: 'Närko dolly',
  vehicleClass: 6,
  costPerHour: 5.75,
  costPerKm: 0.05,
});
const van = summary({ id: testId(4), name: 'Sprinter', vehicleClass: 2 });
const handlers = { 'GET /api/calculations': [tractor, semitrailer, fullTrailer, van] };

const footer = () => {
  const table = screen.getByRole('table', { name: 'Combined costs' });
  return [
    ...(within(table).getByRole('rowheader', { name: 'Combination' }).closest('tr')?.querySelectorAll('td') ?? []),
  ].map((td) => td.textContent);
};

describe('combination costs', () => {
  it('sums a tractor unit and its trailers, and prices a job with the sum', async () => {
    const { user } = renderApp(`/combinationcosts/${testId(1)}`, { handlers });
    const tractorSelect = (await screen.findByLabelText(/^Tractor unit/)) as HTMLSelectElement;
    expect(tractorSelect.value).toBe(testId(1));
    expect(within(tractorSelect).queryByRole('option', { name: 'Sprinter' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Kögel curtainsider (Semitrailer)' }));
    expect(footer()).toEqual(['€54.75', '€0.68']);
    await user.click(screen.getByRole('checkbox', { name: 'Närko dolly (Full trailer)' }));
    expect(footer()).toEqual(['€60.50', '€0.73']);

    // 8 h × 60.50 + 400 km × 0.73 = 776.00; at 20 %: 970.00, profit 194.00
    await user.type(screen.getByLabelText('Hours'), '8');
    await user.type(screen.getByLabelText('Kilometres'), '400');
    await user.type(screen.getByLabelText('Target profit margin (%)'), '20');
    const pricing = screen.getByRole('region', { name: 'Price a job with this combination' });
    expect(within(pricing).getByText('€776.00')).toBeTruthy();
    expect(within(pricing).getByText('€970.00')).toBeTruthy();
    expect(within(pricing).getByText('€194.00')).toBeTruthy();
  });

  it('says what is missing when there is no trailer to choose', async () => {
    renderApp('/combinationcosts', { handlers: { 'GET /api/calculations': [tractor, van] } });
    expect(
      await screen.findByText('No saved trailer calculation yet. Calculate a semitrailer or full trailer first.'),
    ).toBeTruthy();
  });
});
