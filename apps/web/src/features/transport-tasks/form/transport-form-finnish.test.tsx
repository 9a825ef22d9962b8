import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { lookupHandlers } from '../test-transport';

type User = ReturnType<typeof renderApp>['user'];
const group = (name: string) => screen.getByRole('group', { name });
const input = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`), { selector: 'input' });
const paste = async (user: User, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

// Its own file: the account's language switches the test i18n instance for the rest of the file.
describe('transport task form in Finnish', { timeout: 30_000 }, () => {
  it('says every problem on its field in Finnish, the domain’s own rules among them', async () => {
    const { user } = renderApp('/transport-tasks/task/new', {
      account: { displayLanguage: 'fi' },
      handlers: lookupHandlers,
    });
    await user.click(await screen.findByRole('button', { name: 'Lisää kuljetustehtävä' }));
    expect(within(group('Lähettäjä')).getByText('Pakollinen')).toBeTruthy();
    const pickup = group('Pysähdys 1: Nouto');
    expect(input(pickup, 'Katuosoite').getAttribute('aria-invalid')).toBe('true');

    // A window that ends before it starts, on the organisation's clocks.
    await paste(user, input(pickup, 'Aikaikkuna alkaa (päivä)'), '02.03.2026');
    fireEvent.change(input(pickup, 'Aikaikkuna alkaa (kello)'), { target: { value: '10:00' } });
    fireEvent.change(input(pickup, 'Aikaikkuna päättyy (kello)'), { target: { value: '08:00' } });
    expect(await within(pickup).findByText('Aikaikkuna päättyy ennen kuin se alkaa')).toBeTruthy();

    const goods = group('Tavararivi 1');
    await paste(user, input(goods, 'Paino (kg)'), 'paljon');
    expect(within(goods).getByText('Anna kelvollinen luku')).toBeTruthy();
    await user.click(within(goods).getByRole('checkbox', { name: 'Vaarallisia aineita (ADR)' }));
    await paste(user, input(goods, 'UN-numero'), '18');
    expect(within(goods).getByText('UN-numerossa on neljä numeroa')).toBeTruthy();
    expect(within(goods).getByText('Valitse ADR-luokka')).toBeTruthy();
    // The suggested kinds of package in Finnish.
    await user.click(input(goods, 'Pakkauslaji'));
    expect(await screen.findByRole('option', { name: 'EUR-lava' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Ajoneuvo'), 'ABC-123 – Scania R 450');
    expect(screen.getByText('Valitse ajoneuvolle kuljettaja')).toBeTruthy();
    // Two stops are the least an order has: the second cannot be removed.
    expect(screen.getByRole('button', { name: 'Poista Pysähdys 2: Toimitus' }).hasAttribute('disabled')).toBe(true);
    await user.selectOptions(within(pickup).getByLabelText('Laji'), 'Toimitus');
    expect(screen.getByText('Lisää noutopaikka')).toBeTruthy();
  });
});
