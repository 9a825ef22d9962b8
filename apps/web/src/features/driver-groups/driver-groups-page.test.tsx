import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DRIVER_APP_PERMISSIONS, type DriverGroup, type DriverGroupInput } from '@rahti/domain';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';

const longHaul: DriverGroup = {
  id: '00000000-0000-4000-8000-000000000101',
  name: 'Long haul',
  guaranteedHours: 80,
  standardWorkingHours: 7.5,
  thresholds: { dailyHours: 10, weeklyHours: null, periodHours: null },
  customQuestions: [{ workType: 2, text: 'Pallets loaded?', unit: 'pcs' }],
  paidBreakType: 'paidUpToLimit',
  paidBreakLimitMinutes: 30,
  deviceLock: true,
  permissions: DEFAULT_DRIVER_APP_PERMISSIONS,
  createdAt: '2026-01-01T00:00:00.000Z',
};

// Labels of required fields end in an asterisk, hence the anchored patterns.
const field = (container: HTMLElement, label: string) =>
  within(container).getByLabelText(new RegExp(`^${label}( \\*)?$`));

async function openNewGroup(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add driver group' }));
  return screen.findByRole('dialog', { name: 'New driver group' });
}

describe('driver groups page', () => {
  it('lists the groups with their hours, break, lock and questions', async () => {
    renderApp('/driver-groups', { account: { role: 'Admin' }, handlers: { 'GET /api/driver-groups': [longHaul] } });
    const row = (await screen.findByRole('rowheader', { name: 'Long haul' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('80')).toBeTruthy();
    expect(within(row).getByText('7.5')).toBeTruthy();
    expect(within(row).getByText('Paid up to 30 min')).toBeTruthy();
    expect(within(row).getByText('Yes')).toBeTruthy();
    expect(within(row).getByText('1')).toBeTruthy();
  });

  it('creates a group with a Finnish custom question and decimal-comma hours', async () => {
    const groups: DriverGroup[] = [];
    let posted: DriverGroupInput | undefined;
    const { user } = renderApp('/driver-groups', {
      account: { role: 'Admin' },
      handlers: {
        'GET /api/driver-groups': () => groups,
        'POST /api/driver-groups': (init?: RequestInit) => {
          posted = JSON.parse(String(init?.body)) as DriverGroupInput;
          const created = {
            ...longHaul,
            ...posted,
            id: '00000000-0000-4000-8000-000000000102',
            createdAt: longHaul.createdAt,
          };
          groups.push(created);
          return jsonResponse(created, 201);
        },
      },
    });
    const dialog = await openNewGroup(user);
    await user.type(field(dialog, 'Name'), 'Jakelu');
    await user.type(field(dialog, 'Guaranteed hours'), '76,5');
    await user.type(field(dialog, 'Standard working hours'), '8');
    await user.type(field(dialog, 'Weekly hours'), '40');
    await user.click(within(dialog).getByRole('radio', { name: 'Paid up to a limit' }));
    await user.type(field(dialog, 'Paid break limit \\(minutes per shift\\)'), '20');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Create contract work' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Device lock' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    const question = within(dialog).getByRole('group', { name: 'Question 1' });
    await user.selectOptions(field(question, 'Work type'), 'Unload');
    await user.type(field(question, 'Question text'), 'Montako lavaa purettiin? Äänestä öisin');
    await user.type(field(question, 'Unit'), 'kpl');
    await user.click(within(dialog).getByRole('button', { name: 'Save driver group' }));

    expect(await screen.findByRole('rowheader', { name: 'Jakelu' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted).toEqual({
      name: 'Jakelu',
      guaranteedHours: 76.5,
      standardWorkingHours: 8,
      thresholds: { dailyHours: null, weeklyHours: 40, periodHours: null },
      customQuestions: [{ workType: 3, text: 'Montako lavaa purettiin? Äänestä öisin', unit: 'kpl' }],
      paidBreakType: 'paidUpToLimit',
      paidBreakLimitMinutes: 20,
      deviceLock: true,
      permissions: { ...DEFAULT_DRIVER_APP_PERMISSIONS, createContractWork: true },
    });
  });

  it('shows every problem at once: missing or negative hours, a too long question, a repeated work type, a missing break limit', async () => {
    let posted = false;
    const { user } = renderApp('/driver-groups', {
      account: { role: 'Superuser' },
      handlers: { 'GET /api/driver-groups': [], 'POST /api/driver-groups': () => (posted = true) },
    });
    const dialog = await openNewGroup(user);
    await user.type(field(dialog, 'Name'), 'Jakelu');
    await user.type(field(dialog, 'Daily hours'), '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    await user.click(field(dialog, 'Question text'));
    await user.paste('x'.repeat(151));
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    await user.selectOptions(field(within(dialog).getByRole('group', { name: 'Question 2' }), 'Work type'), 'Drive');
    await user.click(within(dialog).getByRole('radio', { name: 'Paid up to a limit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save driver group' }));

    expect(within(dialog).getByText('Guaranteed hours are required')).toBeTruthy();
    expect(within(dialog).getByText('Standard working hours are required')).toBeTruthy();
    expect(within(dialog).getByText('Value can not be smaller than 0')).toBeTruthy();
    expect(within(dialog).getByText('The question can be at most 150 characters')).toBeTruthy();
    const second = within(dialog).getByRole('group', { name: 'Question 2' });
    expect(within(second).getByText('Duplicate work type')).toBeTruthy();
    expect(within(second).getByText('Required')).toBeTruthy();
    expect(within(dialog).getByText('Enter the paid break limit in minutes')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, 'Guaranteed hours')));
    expect(posted).toBe(false);
  });

  it('marks the second question on the same work type as a duplicate', async () => {
    const { user } = renderApp('/driver-groups', {
      account: { role: 'Admin' },
      handlers: { 'GET /api/driver-groups': [longHaul] },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Long haul' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit driver group Long haul' });
    expect((field(dialog, 'Guaranteed hours') as HTMLInputElement).value).toBe('80');
    expect((field(dialog, 'Question text') as HTMLInputElement).value).toBe('Pallets loaded?');

    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    const second = within(dialog).getByRole('group', { name: 'Question 2' });
    await user.selectOptions(field(second, 'Work type'), 'Load');
    expect(within(second).getByText('Duplicate work type')).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'Question 1' }).textContent).not.toContain('Duplicate work type');

    await user.click(within(dialog).getByRole('button', { name: 'Delete question 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Question 2' })).toBeNull();
    expect(within(dialog).queryByText('Duplicate work type')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Long haul' })));
  });

  it('deletes an unused group and puts the focus on the page heading', async () => {
    let groups = [longHaul];
    const { user } = renderApp('/driver-groups', {
      account: { role: 'Admin' },
      handlers: {
        'GET /api/driver-groups': () => groups,
        [`DELETE /api/driver-groups/${longHaul.id}`]: () => {
          groups = [];
          return jsonResponse(undefined, 204);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Long haul' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete driver group' });
    expect(within(dialog).getByText('Delete the driver group “Long haul”? This cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete driver group' }));
    expect(await screen.findByText('No driver groups yet.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Driver groups' })),
    );
  });

  it('edits a group: the saved values come back, and the changes are put', async () => {
    let put: DriverGroupInput | undefined;
    const { user } = renderApp('/driver-groups', {
      account: { role: 'Admin' },
      handlers: {
        'GET /api/driver-groups': [longHaul],
        [`PUT /api/driver-groups/${longHaul.id}`]: (init?: RequestInit) => {
          put = JSON.parse(String(init?.body)) as DriverGroupInput;
          return { ...longHaul, ...put };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Long haul' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit driver group Long haul' });
    expect((field(dialog, 'Daily hours') as HTMLInputElement).value).toBe('10');
    expect((field(dialog, 'Paid break limit \\(minutes per shift\\)') as HTMLInputElement).value).toBe('30');
    await user.clear(field(dialog, 'Standard working hours'));
    await user.type(field(dialog, 'Standard working hours'), '8,25');
    await user.click(within(dialog).getByRole('radio', { name: 'Unpaid' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete question 1' }));
    expect(within(dialog).getByText('No custom questions.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save driver group' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(put).toMatchObject({
      standardWorkingHours: 8.25,
      paidBreakType: 'unpaid',
      paidBreakLimitMinutes: null,
      customQuestions: [],
      deviceLock: true,
    });
  });

  it("shows the server's refusal to delete a group with drivers", async () => {
    const { user } = renderApp('/driver-groups', {
      account: { role: 'Admin' },
      handlers: {
        'GET /api/driver-groups': [longHaul],
        [`DELETE /api/driver-groups/${longHaul.id}`]: jsonResponse(
          {
            statusCode: 409,
            code: 'organisation-data:driverGroupInUse',
            message: 'The driver group is in use by Anna Virta, Pekka Korhonen and cannot be removed',
          },
          409,
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Long haul' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete driver group' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete driver group' }));
    expect(
      await within(dialog).findByText('The driver group is in use by Anna Virta, Pekka Korhonen and cannot be removed'),
    ).toBeTruthy();
  });

  it('gives a User the list without edit actions', async () => {
    renderApp('/driver-groups', { account: { role: 'User' }, handlers: { 'GET /api/driver-groups': [longHaul] } });
    expect(await screen.findByRole('rowheader', { name: 'Long haul' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add driver group' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Long haul' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Long haul' })).toBeNull();
    expect(screen.getByText('Only Admins and Superusers can change driver groups.')).toBeTruthy();
  });

  it('asks before Escape throws changes away, and a click outside does nothing', async () => {
    const { user } = renderApp('/driver-groups', {
      account: { role: 'Admin' },
      handlers: { 'GET /api/driver-groups': [longHaul] },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Long haul' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit driver group Long haul' });
    // Unchanged, Escape just closes.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Edit Long haul' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit driver group Long haul' });
    await user.clear(field(dialog, 'Standard working hours'));
    await user.type(field(dialog, 'Standard working hours'), '8');
    await user.click(document.querySelector('.mantine-Modal-overlay') as HTMLElement);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await user.keyboard('{Escape}');
    let question = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(within(question).getByText('Your changes to this driver group have not been saved.')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull());
    expect(
      (
        field(
          screen.getByRole('dialog', { name: 'Edit driver group Long haul' }),
          'Standard working hours',
        ) as HTMLInputElement
      ).value,
    ).toBe('8');

    await user.keyboard('{Escape}');
    question = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(question).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Long haul' })));
  });
});
