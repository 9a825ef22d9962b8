import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { defaultsPath, defaultsResponse, seedDraft } from './wizard-test-data';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const fuel = () => screen.getByLabelText('Fuel') as HTMLSelectElement;
const price = () => screen.getByLabelText('Fuel price per unit') as HTMLInputElement;

/** A truck in EUR whose organisation buys electricity at 0.21 €/kWh; other fuels at the built-in prices. */
function openDefaultValues() {
  const builtIn = defaultsResponse(3, 'EUR');
  const defaults = {
    ...builtIn,
    fuelPrices: builtIn.fuelPrices.map((row) => (row.fuelType === 1 ? { ...row, price: 0.21 } : row)),
  };
  seedDraft({ name: 'Sisu', kind: 'newInvestment', vehicleClass: 3, currency: 'EUR' });
  return renderApp('/defaultvalues', { handlers: { [defaultsPath(3, 'EUR')]: defaults } });
}

describe('fuel price on the default values step', () => {
  it("follows the fuel: the organisation's price for it, else the built-in one, in the fuel's unit", async () => {
    const { user } = openDefaultValues();
    await heading('Default values');
    expect((await screen.findByLabelText('Fuel price per unit')).getAttribute('value')).toBe('1.1');
    expect(screen.getByText('€/l')).toBeTruthy();

    await user.selectOptions(fuel(), 'Electricity (kWh)');
    expect(price().value).toBe('0.21');
    expect(screen.getByText('€/kWh')).toBeTruthy();

    await user.selectOptions(fuel(), 'Compressed natural gas (kg)');
    expect(price().value).toBe('1.6');
    expect(screen.getByText('€/kg')).toBeTruthy();

    await user.selectOptions(fuel(), 'Diesel (l)');
    expect(price().value).toBe('1.1');
  });

  it('keeps a price the user typed when the fuel changes', async () => {
    const { user } = openDefaultValues();
    await heading('Default values');
    await screen.findByLabelText('Fuel price per unit');
    await user.clear(price());
    await user.type(price(), '0,35');
    await user.selectOptions(fuel(), 'Electricity (kWh)');
    expect(price().value).toBe('0,35');
    expect(screen.getByText('€/kWh')).toBeTruthy();
  });
});
