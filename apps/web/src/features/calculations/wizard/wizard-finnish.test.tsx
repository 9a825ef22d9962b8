import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { seedDraft } from './wizard-test-data';

// Its own file: the account's language switches the test i18n instance for the rest of the file.
describe('calculation wizard in Finnish', () => {
  it('says in Finnish that a price can not be negative, and that it is required', async () => {
    seedDraft({ name: 'Sisu', kind: 'newInvestment', vehicleClass: 3, currency: 'EUR' });
    const { user } = renderApp('/investments', { account: { displayLanguage: 'fi' } });
    await screen.findByRole('heading', { level: 1, name: 'Investointi ja käyttö' });

    const price = screen.getByLabelText(/^Hankintahinta/);
    await user.type(price, '-5');
    expect(await screen.findByText('Arvo ei voi olla pienempi kuin 0')).toBeTruthy();

    await user.clear(price);
    await user.click(screen.getByRole('button', { name: 'Seuraava' }));
    expect(await screen.findByText('Hinta on pakollinen')).toBeTruthy();
    expect(screen.getByText('Käsiraha on pakollinen')).toBeTruthy();
  });

  it('accepts a decimal comma and shows the amount in euros the Finnish way', async () => {
    seedDraft({ name: 'Sisu', kind: 'newInvestment', vehicleClass: 3, currency: 'EUR' });
    const { user } = renderApp('/investments', { account: { displayLanguage: 'fi' } });
    await user.type(await screen.findByLabelText(/^Hankintahinta/), '120000,5');
    expect(await screen.findByText('120 000,50 €')).toBeTruthy();
  });

  it('shows saved numbers with a decimal comma', async () => {
    seedDraft({
      name: 'Sisu',
      kind: 'newInvestment',
      vehicleClass: 3,
      currency: 'EUR',
      vehicle: { purchasePrice: 120000.5 },
    });
    renderApp('/investments', { account: { displayLanguage: 'fi' } });
    expect(((await screen.findByLabelText(/^Hankintahinta/)) as HTMLInputElement).value).toBe('120000,5');
  });
});
