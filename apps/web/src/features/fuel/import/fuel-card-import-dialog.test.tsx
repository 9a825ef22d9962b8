import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FuelCardCheck, FuelCardPreview, FuelCardRowDto } from '@rahti/domain';
import { captureDownloads } from '../../../test/capture-downloads';
import { installFakeXhr } from '../../../test/fake-xhr';
import { renderApp } from '../../../test/render-app';
import { fuelHandlers, NOW, PATH } from '../test-fuel';

const admin = { role: 'Admin' as const };
const bodyOf = (init?: RequestInit): Record<string, unknown> =>
  JSON.parse(String(init?.body)) as Record<string, unknown>;
const COLUMNS = { date: 'Päivämäärä', time: 'Aika', registerNumber: 'Rekisterinumero', fuel: 'Tuote', amount: 'Määrä' };
const mapping: FuelCardPreview['mapping'] = {
  columns: { ...COLUMNS, unit: null, price: 'Yksikköhinta' },
  priceIs: 'perUnit',
  fuelCodes: [],
};
const values = (registerNumber: string, amount: string) => ({
  date: '03.11.2026',
  time: '07:34',
  registerNumber,
  fuel: 'Diesel',
  amount,
  price: '1,789',
});
const refuel = (registerNumber: string, amount: number) => ({
  registerNumber,
  at: '2026-11-03T05:34:00.000Z',
  fuelType: 0,
  amount,
  unit: 'l' as const,
  pricePerUnit: 1.789,
});
const duplicate: FuelCardRowDto = {
  line: 2,
  values: values('ABC-123', '312,47'),
  status: 'duplicate',
  refuel: refuel('ABC-123', 312.47),
  duplicateOf: { refuelId: 'r1', source: 'shift', at: '2026-11-03T05:30:00.000Z', amount: 312.5, unit: 'l' },
  problems: [],
};
const fresh: FuelCardRowDto = {
  line: 3,
  values: { ...values('ABC-123', '20,37'), fuel: 'AdBlue' },
  status: 'new',
  refuel: { ...refuel('ABC-123', 20.37), fuelType: 4 },
  problems: [],
};
const unknown: FuelCardRowDto = {
  line: 4,
  values: values('NOT-404', '150'),
  status: 'error',
  problems: [
    {
      field: 'registerNumber',
      code: 'fuel-card:vehicleUnknown',
      message: 'No vehicle with the register number NOT-404 in this organisation',
    },
  ],
};
const check = (rows: FuelCardRowDto[]): FuelCardCheck => ({
  total: rows.length,
  counts: {
    new: rows.filter((row) => row.status === 'new').length,
    duplicate: rows.filter((row) => row.status === 'duplicate').length,
    error: rows.filter((row) => row.status === 'error').length,
  },
  rows,
});
const preview = (rows: FuelCardRowDto[], extra: Partial<FuelCardPreview> = {}): FuelCardPreview => ({
  fileName: 'kortti.csv',
  columns: ['Kortti', ...Object.values(COLUMNS), 'Yksikköhinta'],
  mapping,
  mappingFrom: 'guessed',
  missing: [],
  ...check(rows),
  ...extra,
});

const openDialog = async (handlers: Record<string, unknown> = {}) => {
  const rendered = renderApp(PATH, { account: admin, handlers: { ...fuelHandlers, ...handlers } });
  await rendered.user.click(await screen.findByRole('button', { name: 'Import fuel-card file' }));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Import fuel-card file' }) };
};
const chooseFile = async (user: ReturnType<typeof renderApp>['user'], dialog: HTMLElement) =>
  user.upload(within(dialog).getByLabelText('Choose a file (CSV, XLSX or XLS)'), new File(['x'], 'kortti.csv'));
const rowLines = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the fuel-card import', { timeout: 30_000 }, () => {
  beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
  afterAll(() => vi.useRealTimers());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('downloads a sample made for the organisation', async () => {
    const downloads = captureDownloads();
    const { user, dialog } = await openDialog({
      'GET /api/refuels/import/sample': () => new Response('\uFEFFPäivämäärä;Aika', { status: 200 }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Download a sample file' }));
    await waitFor(() => expect(downloads.count()).toBe(1));
    expect((await downloads.last()).fileName).toBe('fuel-card-sample.csv');
  });

  it('shows each row’s outcome in words, fixes a row, checks it again and saves every row with the columns kept', async () => {
    installFakeXhr({ 'POST /api/refuels/import/preview': { status: 200, body: preview([duplicate, fresh, unknown]) } });
    const checked: Record<string, unknown>[] = [];
    const saved: Record<string, unknown>[] = [];
    const mappings: Record<string, unknown>[] = [];
    const { user, dialog } = await openDialog({
      'POST /api/refuels/import/check': (init?: RequestInit) => {
        checked.push(bodyOf(init));
        return check([
          duplicate,
          fresh,
          { ...unknown, values: values('XYZ-789', '150'), status: 'new', refuel: refuel('XYZ-789', 150), problems: [] },
        ]);
      },
      'POST /api/refuels/import': (init?: RequestInit) => {
        saved.push(bodyOf(init));
        return { imported: 2, duplicates: 1, importId: 'i1' };
      },
      'PUT /api/fuel-card-mapping': (init?: RequestInit) => {
        mappings.push(bodyOf(init));
        return { mapping: bodyOf(init), updatedAt: '2026-11-20T10:00:00.000Z' };
      },
    });
    await chooseFile(user, dialog);

    expect(await within(dialog).findByText('3 rows: 1 new refuels, 1 already counted, 1 to fix')).toBeTruthy();
    expect(within(dialog).getByText(/^The columns were guessed from the file.s headers/)).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Register number/) as HTMLSelectElement).value).toBe('Rekisterinumero');
    // The rows to fix come first.
    expect(rowLines(dialog)).toEqual(['4']);
    expect(within(dialog).getByText('No vehicle with the register number NOT-404 in this organisation')).toBeTruthy();
    const save = () => within(dialog).getByRole('button', { name: /^Save \d+ refuel/ }) as HTMLButtonElement;
    expect(save().disabled).toBe(true);

    await user.click(within(dialog).getByRole('radio', { name: 'All (3)' }));
    const table = within(dialog).getByRole('table', { name: 'Rows of kortti.csv, page 1 of 1' });
    const outcome = (line: string) =>
      within(table).getByRole('rowheader', { name: line }).closest('tr')!.children[1]!.textContent;
    expect(outcome('2')).toBe('Already counted: Shift refuel 03.11.2026 07:30, 312.5 l');
    expect(outcome('3')).toBe('New refuel: ABC-123, 03.11.2026 07:34, AdBlue, 20.37 l');

    const cell = within(dialog).getByRole('textbox', { name: 'Line 4, Register number' });
    await user.clear(cell);
    await user.type(cell, 'xyz789');
    expect(outcome('4')).toBe('Changed: check the rows again');
    expect(save().disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Check 1 changed row' }));
    expect(await within(dialog).findByText('3 rows: 2 new refuels, 1 already counted, 0 to fix')).toBeTruthy();
    expect(checked[0]).toMatchObject({
      fileName: 'kortti.csv',
      mapping,
      rows: [{ line: 2 }, { line: 3 }, { line: 4 }],
    });
    expect((checked[0]!.rows as { values: Record<string, string> }[])[2]!.values.registerNumber).toBe('xyz789');

    await waitFor(() => expect(save().disabled).toBe(false));
    await user.click(save());
    expect(
      await within(dialog).findByText(/2 refuels were added\. 1 row was already counted and left out\./),
    ).toBeTruthy();
    expect(saved).toEqual([{ fileName: 'kortti.csv', mapping, rows: expect.any(Array) }]);
    await waitFor(() => expect(mappings).toEqual([mapping]));
  });

  it('asks for the columns it could not find and reads the file again with those chosen', async () => {
    const { requests } = installFakeXhr({
      'POST /api/refuels/import/preview': (request) =>
        request.body.has('mapping')
          ? { status: 200, body: preview([fresh], { mappingFrom: 'given' }) }
          : {
              status: 200,
              body: preview([], {
                mapping: { ...mapping, columns: { ...mapping.columns, registerNumber: null } },
                missing: ['registerNumber'],
              }),
            },
    });
    const { user, dialog } = await openDialog();
    await chooseFile(user, dialog);
    expect(
      await within(dialog).findByText(
        'No column was found for: Register number. Choose them above and read the file again.',
      ),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Read the file with these columns' }));
    expect(
      within(dialog)
        .getByText(/^Choose a column for the date, the register number/)
        .getAttribute('role'),
    ).toBe('alert');
    await user.selectOptions(within(dialog).getByLabelText(/^Register number/), 'Rekisterinumero');
    await user.click(within(dialog).getByRole('button', { name: 'Read the file with these columns' }));
    expect(await within(dialog).findByText('1 row: 1 new refuels, 0 already counted, 0 to fix')).toBeTruthy();
    expect(JSON.parse(String(requests[1]!.body.get('mapping')))).toEqual(mapping);
  });

  it('leaves a row out of the import', async () => {
    installFakeXhr({ 'POST /api/refuels/import/preview': { status: 200, body: preview([fresh, unknown]) } });
    const { user, dialog } = await openDialog();
    await chooseFile(user, dialog);
    await user.click(await within(dialog).findByRole('button', { name: 'Leave out line 4' }));
    expect(await within(dialog).findByText('1 row: 1 new refuels, 0 already counted, 0 to fix')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Save 1 refuel' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
