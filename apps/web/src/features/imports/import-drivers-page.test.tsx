import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportPreview } from '@rahti/domain';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { installFakeXhr } from '../../test/fake-xhr';

const PREVIEW = 'POST /api/drivers/import/preview';
const values = (username: string, firstName = 'Anna') => ({
  firstName,
  lastName: 'Virta',
  username,
  driverCardId: '',
  employeeNumber: '',
  email: '',
  grossWagePerHour: '',
});
const csv = (name = 'drivers.csv') =>
  new File(['Etunimi;Sukunimi;Käyttäjätunnus\nAnna;Virta;anna\n'], name, { type: 'text/csv' });

const brokenPreview: ImportPreview = {
  total: 2,
  valid: 1,
  rows: [
    { line: 2, values: values('anna'), problems: [] },
    {
      line: 3,
      values: values('', 'Ben'),
      problems: [{ line: 3, code: 'organisation-data:lineMissingData', message: 'Line 3 is missing required data' }],
    },
  ],
};
const cleanPreview: ImportPreview = {
  total: 2,
  valid: 2,
  rows: [
    { line: 2, values: values('anna'), problems: [] },
    { line: 3, values: values('ben', 'Ben'), problems: [] },
  ],
};

async function upload(user: ReturnType<typeof renderApp>['user'], file = csv()) {
  await user.upload(await screen.findByLabelText('Choose a file (CSV, XLSX or XLS)'), file);
}
const importButton = (name: string) => screen.findByRole('button', { name }) as Promise<HTMLButtonElement>;

describe('driver import', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('explains the file, previews it, lets a broken row be fixed and imports every row', async () => {
    const { requests } = installFakeXhr({ [PREVIEW]: { status: 200, body: brokenPreview } });
    let saved: unknown;
    const { user } = renderApp('/importDrivers', {
      account: { role: 'Admin' },
      handlers: {
        'POST /api/drivers/import': (init?: RequestInit) => {
          saved = JSON.parse(String(init?.body));
          return jsonResponse({ imported: 2 }, 201);
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Import drivers' })).toBeTruthy();
    const columns = screen.getByRole('list', { name: /Columns are read by their position/ });
    expect(
      within(columns)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'First name (required)',
      'Last name (required)',
      'Username (required)',
      'Driver card ID',
      'Employee number',
      'Email',
      'Gross wage per hour',
      'Employment start',
      'Employment end',
    ]);

    await upload(user);
    expect(await screen.findByText('Line 3 is missing required data')).toBeTruthy();
    expect(requests[0]?.headers).toMatchObject({ Authorization: 'Bearer test-token', 'Accept-Language': 'en' });
    expect((requests[0]?.body.get('file') as File).name).toBe('drivers.csv');
    expect(screen.getByText('1 of 2 rows are ready; 1 has problems')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Rows of drivers.csv, page 1 of 1' })).toBeTruthy();
    expect((await importButton('Import 2 drivers')).disabled).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Line 2, Username' })).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Line 3, Username' }), 'ben');
    await waitFor(() => expect(screen.queryByText('Line 3 is missing required data')).toBeNull());
    expect(screen.getByText('All 2 rows are ready to import.')).toBeTruthy();
    await waitFor(async () => expect((await importButton('Import 2 drivers')).disabled).toBe(false));

    await user.click(await importButton('Import 2 drivers'));
    expect(await screen.findByText('2 drivers imported.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the drivers list' }).getAttribute('href')).toBe('/drivers');
    expect(saved).toEqual({
      rows: [
        { line: 2, values: values('anna') },
        { line: 3, values: values('ben', 'Ben') },
      ],
    });
  });

  it('marks the rows a 409 names, and imports once they are fixed', async () => {
    installFakeXhr({ [PREVIEW]: { status: 200, body: cleanPreview } });
    let attempts = 0;
    const { user } = renderApp('/importDrivers', {
      account: { role: 'Admin' },
      handlers: {
        'POST /api/drivers/import': () =>
          ++attempts === 1
            ? jsonResponse(
                {
                  statusCode: 409,
                  code: 'organisation-data:importHasProblems',
                  message: 'Nothing was saved: some lines have problems',
                  fields: [{ path: 'rows.3.username', message: 'Usernames already in use' }],
                  problems: [
                    {
                      line: 3,
                      field: 'username',
                      code: 'organisation-data:usernamesInUse',
                      message: 'Usernames already in use',
                    },
                  ],
                },
                409,
              )
            : jsonResponse({ imported: 2 }, 201),
      },
    });
    await upload(user);
    await user.click(await importButton('Import 2 drivers'));

    expect((await screen.findByRole('alert')).textContent).toBe('Nothing was saved: some lines have problems');
    const row = (await screen.findByRole('rowheader', { name: '3' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Usernames already in use')).toBeTruthy();
    expect(screen.getByText('1 of 2 rows are ready; 1 has problems')).toBeTruthy();
    expect((await importButton('Import 2 drivers')).disabled).toBe(true);

    const username = within(row).getByRole('textbox', { name: 'Line 3, Username' });
    expect(username.getAttribute('aria-invalid')).toBe('true');
    await user.clear(username);
    await user.type(username, 'ben.virta');
    await waitFor(async () => expect((await importButton('Import 2 drivers')).disabled).toBe(false));
    await user.click(await importButton('Import 2 drivers'));
    expect(await screen.findByText('2 drivers imported.')).toBeTruthy();
  });

  it('shows why the server refused a file, and takes another one', async () => {
    let answer = {
      status: 400,
      body: {
        statusCode: 400,
        code: 'invalidFileType',
        message: 'Failed to read the file. Invalid file type.',
      } as unknown,
    };
    installFakeXhr({ [PREVIEW]: () => answer });
    const { user } = renderApp('/importDrivers', { account: { role: 'Admin' } });
    await upload(user, new File(['\u0089PNG'], 'photo.xlsx'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('photo.xlsx could not be imported')).toBeTruthy();
    expect(within(alert).getByText('Failed to read the file. Invalid file type.')).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();

    answer = { status: 200, body: cleanPreview };
    await upload(user);
    expect(await screen.findByText('All 2 rows are ready to import.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a file over 5 MB without sending it', async () => {
    const { requests } = installFakeXhr();
    const { user } = renderApp('/importDrivers', { account: { role: 'Admin' } });
    await upload(user, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.csv', { type: 'text/csv' }));
    expect(await screen.findByText('The file is too large (at most 5 MB).')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('shows upload progress, then the server check, and offers a retry when the connection fails', async () => {
    const { requests } = installFakeXhr();
    const { user } = renderApp('/importDrivers', { account: { role: 'Admin' } });
    await upload(user);
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => requests[0]!.progress(45, 100));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('45');
    expect(screen.getByText('Uploading drivers.csv… 40%')).toBeTruthy();
    act(() => requests[0]!.sent());
    expect(screen.getByText('Checking rows…')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();

    // No answer at all: the same file can be sent again.
    act(() => requests[0]!.fail());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not connect to server')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect((requests[1]!.body.get('file') as File).name).toBe('drivers.csv');
    act(() => requests[1]!.respond({ status: 200, body: cleanPreview }));
    expect(await screen.findByText('All 2 rows are ready to import.')).toBeTruthy();
  });
});
