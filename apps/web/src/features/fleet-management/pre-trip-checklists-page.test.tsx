import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PreTripChecklist } from '@rahti/domain';
import { renderApp } from '../../test/render-app';
import { builtInChecklists } from './test-pre-trip';

const PATH = '/vehicle/fleet-management/pre-trip-checklists';
const LISTS = 'GET /api/pre-trip-checklists';
const SAVE = 'PUT /api/pre-trip-checklists';
const itemsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.firstChild?.textContent);

describe('the pre-trip checklists page', { timeout: 30_000 }, () => {
  it('lets an Admin change a class’s list: remove, move, add a built-in and an own item, then save it', async () => {
    const saved: unknown[] = [];
    const { user } = renderApp(PATH, {
      account: { role: 'Admin' },
      handlers: {
        [LISTS]: builtInChecklists,
        [SAVE]: (init?: RequestInit) => {
          const body = JSON.parse(String(init?.body)) as {
            checklists: { vehicleClass: number; items: PreTripChecklist['items'] }[];
          };
          saved.push(body);
          return builtInChecklists.map((list) =>
            list.vehicleClass === 3 ? { ...list, items: body.checklists[0]!.items, isBuiltIn: false } : list,
          );
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pre-trip checklists' })).toBeTruthy();
    expect(((await screen.findByLabelText('Vehicle class')) as HTMLSelectElement).value).toBe('3');
    const section = screen.getByRole('region', { name: 'Checklist: Truck' });
    expect(within(section).getByText('Built-in list')).toBeTruthy();
    const list = within(section).getByRole('list');
    expect(itemsOf(list)).toEqual(['Lights and indicators', 'Tyres and wheels', 'Brakes']);

    await user.click(within(section).getByRole('button', { name: 'Remove Tyres and wheels' }));
    await user.click(within(section).getByRole('button', { name: 'Move Brakes up' }));
    await user.selectOptions(within(section).getByLabelText('Built-in item'), 'loadSecuring');
    await user.click(within(section).getByRole('button', { name: 'Add the item' }));
    await user.click(within(section).getByRole('button', { name: 'Add own item' }));
    expect(within(section).getByText('Write what the item is')).toBeTruthy();
    await user.type(within(section).getByRole('textbox', { name: /Own item/ }), 'Tail lift{Enter}');
    expect(itemsOf(list)).toEqual(['Brakes', 'Lights and indicators', 'Load securing', 'Tail lift']);

    await user.click(within(section).getByRole('button', { name: 'Save the checklist' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      checklists: [
        {
          vehicleClass: 3,
          items: [
            { kind: 'builtIn', key: 'brakes' },
            { kind: 'builtIn', key: 'lights' },
            { kind: 'builtIn', key: 'loadSecuring' },
            { kind: 'own', key: expect.stringMatching(/^own-[a-z0-9]{12}$/), label: 'Tail lift' },
          ],
        },
      ],
    });
    expect(await screen.findByText('The checklist of Truck was saved')).toBeTruthy();
  });

  it('gives a class its built-in list back', async () => {
    const own = builtInChecklists.map((list) =>
      list.vehicleClass === 8 ? { ...list, items: [], isBuiltIn: false } : list,
    );
    const saved: unknown[] = [];
    const { user } = renderApp(PATH, {
      account: { role: 'Admin' },
      handlers: {
        [LISTS]: own,
        [SAVE]: (init?: RequestInit) => {
          saved.push(JSON.parse(String(init?.body)));
          return builtInChecklists;
        },
      },
    });
    await user.selectOptions(await screen.findByLabelText('Vehicle class'), '8');
    const section = screen.getByRole('region', { name: 'Checklist: Bus' });
    expect(within(section).getByText('No items: drivers of this class are not asked for a check.')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Use the built-in list' }));
    await waitFor(() => expect(saved).toEqual([{ checklists: [{ vehicleClass: 8, items: null }] }]));
  });

  it('is an Admin’s alone', async () => {
    renderApp(PATH, { account: { role: 'Superuser' }, handlers: { [LISTS]: builtInChecklists } });
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Pre-trip checklists' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Save the checklist' })).toBeNull();
  });
});
