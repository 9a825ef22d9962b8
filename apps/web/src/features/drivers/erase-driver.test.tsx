import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { driver, lookupHandlers, testId } from './test-fixtures';

describe("erasing a driver's personal data", () => {
  it('asks first, says what stays, and shows the pseudonym that replaces the name', async () => {
    let list = [driver({ id: testId(1), firstName: 'Anna', lastName: 'Virta', appAccountActive: true })];
    let erased = 0;
    const { user } = renderApp('/drivers', {
      account: { role: 'Admin' },
      handlers: {
        ...lookupHandlers,
        'GET /api/drivers': () => list,
        [`POST /api/drivers/${testId(1)}/erase`]: () => {
          erased++;
          list = [{ ...list[0]!, firstName: 'Erased driver', lastName: 'K7M2QX' }];
          return { pseudonym: 'Erased driver K7M2QX', positionsRemoved: 120 };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Erase personal data of Anna Virta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase personal data' });
    expect(within(dialog).getByText(/Approved shifts and invoices stay under the pseudonym/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(erased).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Erase personal data of Anna Virta' }));
    const again = await screen.findByRole('dialog', { name: 'Erase personal data' });
    await user.click(within(again).getByRole('button', { name: 'Erase personal data' }));
    expect(await screen.findByText(/they are now shown as Erased driver K7M2QX/)).toBeTruthy();
    expect(erased).toBe(1);
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'Erased driver K7M2QX' })).toBeTruthy());
  });

  it('is not offered to a User', async () => {
    renderApp('/drivers', {
      account: { role: 'User' },
      handlers: {
        ...lookupHandlers,
        'GET /api/drivers': [driver({ id: testId(1), firstName: 'Anna', lastName: 'Virta' })],
      },
    });
    expect(await screen.findByRole('rowheader', { name: 'Anna Virta' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Erase personal data of Anna Virta' })).toBeNull();
  });
});
