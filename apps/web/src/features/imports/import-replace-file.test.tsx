import { screen, waitFor, within } from '@testing-library/react';
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
const csv = (name: string) =>
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

const fileInput = () => screen.findByLabelText('Choose a file (CSV, XLSX or XLS)') as Promise<HTMLInputElement>;
const importButton = (name: string) => screen.findByRole('button', { name }) as Promise<HTMLButtonElement>;

describe('choosing another file on the import page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('replaces a preview without fixes at once, but asks before one with fixes is lost', async () => {
    const { requests } = installFakeXhr({
      [PREVIEW]: (request) => ({
        status: 200,
        body: (request.body.get('file') as File).name === 'clean.csv' ? cleanPreview : brokenPreview,
      }),
    });
    const { user } = renderApp('/importDrivers', { account: { role: 'Admin' } });
    await user.upload(await fileInput(), csv('first.csv'));
    expect(await screen.findByText('Line 3 is missing required data')).toBeTruthy();
    await user.upload(await fileInput(), csv('second.csv'));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(await screen.findByRole('table', { name: 'Rows of second.csv, page 1 of 1' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Line 3, Username' }), 'ben');
    await user.upload(await fileInput(), csv('clean.csv'));
    const question = await screen.findByRole('dialog', { name: 'Replace the checked file?' });
    expect(within(question).getByText('Your fixes to second.csv are lost.')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Line 3, Username' }) as HTMLInputElement).value).toBe('ben');
    expect(requests).toHaveLength(2);

    await user.upload(await fileInput(), csv('clean.csv'));
    await user.click(await screen.findByRole('button', { name: 'Replace with clean.csv' }));
    expect(await screen.findByRole('table', { name: 'Rows of clean.csv, page 1 of 1' })).toBeTruthy();
    expect(screen.getByText('All 2 rows are ready to import.')).toBeTruthy();
    expect(requests).toHaveLength(3);
  });

  it('takes no file while the rows are being saved, and then shows what was saved', async () => {
    installFakeXhr({ [PREVIEW]: { status: 200, body: cleanPreview } });
    let answer: (response: Response) => void = () => undefined;
    const { user } = renderApp('/importDrivers', {
      account: { role: 'Admin' },
      handlers: { 'POST /api/drivers/import': () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    await user.upload(await fileInput(), csv('drivers.csv'));
    await user.click(await importButton('Import 2 drivers'));

    await waitFor(async () => expect((await fileInput()).disabled).toBe(true));
    expect(screen.getByText('You can choose another file once the rows are saved.')).toBeTruthy();
    answer(jsonResponse({ imported: 2 }, 201));
    expect(await screen.findByText('2 drivers imported.')).toBeTruthy();
    expect((await fileInput()).disabled).toBe(false);
  });

  it('says the file is too large when a proxy in front of the server refuses it', async () => {
    installFakeXhr({ [PREVIEW]: { status: 413 } });
    const { user } = renderApp('/importDrivers', { account: { role: 'Admin' } });
    await user.upload(await fileInput(), csv('drivers.csv'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The file is too large (at most 5 MB).')).toBeTruthy();
  });
});
