import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NamedUnit } from '@rahti/domain';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';

const unit = (n: number, name: string): NamedUnit => ({
  id: `00000000-0000-4000-8000-00000000020${n}`,
  name,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const helsinki = unit(1, 'Helsinki');
const tampere = unit(2, 'Tampere');
const vantaa = unit(3, 'Vantaan terminaali');

const section = (name: string) => screen.findByRole('region', { name });
const field = (container: HTMLElement, label: string) =>
  within(container).getByLabelText(new RegExp(`^${label}( \\*)?$`));
const body = (init?: RequestInit) => JSON.parse(String(init?.body)) as { name: string };

describe('departments and bases page', () => {
  it('adds a department with a Finnish name and shows it in the list', async () => {
    const departments = [helsinki];
    let posted: unknown;
    const { user } = renderApp('/departments', {
      account: { role: 'Admin' },
      handlers: {
        'GET /api/departments': () => departments,
        'GET /api/bases': [vantaa],
        'POST /api/departments': (init?: RequestInit) => {
          posted = body(init);
          const created = unit(4, body(init).name);
          departments.push(created);
          return jsonResponse(created, 201);
        },
      },
    });
    const region = await section('Departments');
    await user.click(within(region).getByRole('button', { name: 'Add department' }));
    expect(within(region).getByText('Required')).toBeTruthy();

    await user.type(field(region, 'New department'), 'Jyväskylä ö');
    await user.click(within(region).getByRole('button', { name: 'Add department' }));
    expect(await within(region).findByRole('rowheader', { name: 'Jyväskylä ö' })).toBeTruthy();
    expect(posted).toEqual({ name: 'Jyväskylä ö' });
    expect((field(region, 'New department') as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(field(region, 'New department'));
    expect(within(await section('Bases')).getByRole('rowheader', { name: 'Vantaan terminaali' })).toBeTruthy();
  });

  it('renames a base in a dialog', async () => {
    let bases = [vantaa];
    let put: unknown;
    const { user } = renderApp('/departments', {
      account: { role: 'Superuser' },
      handlers: {
        'GET /api/departments': [helsinki],
        'GET /api/bases': () => bases,
        [`PUT /api/bases/${vantaa.id}`]: (init?: RequestInit) => {
          put = body(init);
          bases = [{ ...vantaa, ...body(init) }];
          return bases[0];
        },
      },
    });
    const region = await section('Bases');
    const renameButton = await within(region).findByRole('button', { name: 'Rename base Vantaan terminaali' });
    await user.click(renameButton);
    const dialog = await screen.findByRole('dialog', { name: 'Rename base' });
    await user.clear(field(dialog, 'Base name'));
    await user.type(field(dialog, 'Base name'), 'Vantaa, Äijälä');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(region).findByRole('rowheader', { name: 'Vantaa, Äijälä' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(put).toEqual({ name: 'Vantaa, Äijälä' });
  });

  it('deletes a department after confirmation and returns the focus to the add field', async () => {
    let departments = [helsinki, tampere];
    const { user } = renderApp('/departments', {
      account: { role: 'Admin' },
      handlers: {
        'GET /api/departments': () => departments,
        'GET /api/bases': [],
        [`DELETE /api/departments/${tampere.id}`]: () => {
          departments = [helsinki];
          return jsonResponse(undefined, 204);
        },
      },
    });
    const region = await section('Departments');
    await user.click(await within(region).findByRole('button', { name: 'Delete department Tampere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete department' });
    expect(within(dialog).getByText('Delete the department “Tampere”? This cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete department' }));
    await waitFor(() => expect(within(region).queryByRole('rowheader', { name: 'Tampere' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(field(region, 'New department')));
    expect(within(await section('Bases')).getByText('No bases yet.')).toBeTruthy();
  });

  it("shows the server's message when the base is in use", async () => {
    const { user } = renderApp('/departments', {
      account: { role: 'Admin' },
      handlers: {
        'GET /api/departments': [],
        'GET /api/bases': [vantaa],
        [`DELETE /api/bases/${vantaa.id}`]: jsonResponse(
          {
            statusCode: 409,
            code: 'organisation-data:baseInUse',
            message: 'The base is in use by Anna Virta, ABC-123 and cannot be removed',
          },
          409,
        ),
      },
    });
    await user.click(
      await within(await section('Bases')).findByRole('button', { name: 'Delete base Vantaan terminaali' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete base' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete base' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'The base is in use by Anna Virta, ABC-123 and cannot be removed',
    );
  });

  it('gives a User read-only lists', async () => {
    renderApp('/departments', {
      account: { role: 'User' },
      handlers: { 'GET /api/departments': [helsinki], 'GET /api/bases': [vantaa] },
    });
    expect(await screen.findByRole('rowheader', { name: 'Helsinki' })).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'Vantaan terminaali' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add|Rename|Delete/ })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Only Admins and Superusers can change departments and bases.')).toBeTruthy();
  });
});
