import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '@rahti/domain';
import { DRIVERS_IMPORT } from './import-kinds';
import {
  clientProblemsByLine,
  conflictProblems,
  editCell,
  removeRow,
  rowsFromPreview,
  toConfirmRows,
  withServerProblems,
} from './import-rows';

const check = DRIVERS_IMPORT.check;
const driver = (username: string, extra: Record<string, string | number | null> = {}) => ({
  firstName: 'Anna',
  lastName: 'Virta',
  username,
  ...extra,
});
const preview = (rows: ImportPreview['rows']): ImportPreview => ({ total: rows.length, valid: 0, rows });

describe('import rows', () => {
  it('keeps only the server problems the client cannot find itself, with cells as text', () => {
    const rows = rowsFromPreview(
      preview([
        {
          line: 2,
          values: driver('anna', { grossWagePerHour: 18.5, email: null }),
          problems: [
            {
              line: 2,
              field: 'username',
              code: 'organisation-data:usernamesInUse',
              message: 'Usernames already in use',
            },
          ],
        },
        {
          line: 3,
          values: driver(''),
          problems: [
            { line: 3, code: 'organisation-data:lineMissingData', message: 'Line 3 is missing required data' },
          ],
        },
      ]),
      check,
    );
    expect(rows[0]).toMatchObject({
      values: { grossWagePerHour: '18.5', email: '' },
      serverProblems: [{ field: 'username', message: 'Usernames already in use' }],
      touched: false,
    });
    expect(rows[1]?.serverProblems).toEqual([]);
    expect([...clientProblemsByLine(rows, check).entries()]).toEqual([
      [3, [expect.objectContaining({ code: 'organisation-data:lineMissingData' })]],
    ]);
  });

  it('re-checks repeats across the file after an edit or a removal', () => {
    let rows = rowsFromPreview(
      preview([
        { line: 2, values: driver('anna'), problems: [] },
        { line: 3, values: driver('ben'), problems: [] },
      ]),
      check,
    );
    rows = editCell(rows, 3, 'username', 'anna');
    expect(rows[1]).toMatchObject({ values: { username: 'anna' }, touched: true });
    expect(clientProblemsByLine(rows, check).get(3)).toEqual([
      expect.objectContaining({ code: 'organisation-data:duplicateUsernameInFile', field: 'username' }),
    ]);
    rows = removeRow(rows, 2);
    expect(clientProblemsByLine(rows, check).size).toBe(0);
    expect(toConfirmRows(rows)).toEqual([{ line: 3, values: expect.objectContaining({ username: 'anna' }) }]);
  });

  it('drops a server problem once its field is edited, and one without a field on any edit', () => {
    let rows = rowsFromPreview(preview([{ line: 2, values: driver('anna'), problems: [] }]), check);
    rows = withServerProblems(
      rows,
      [
        { line: 2, field: 'username', code: 'x', message: 'Usernames already in use' },
        { line: 2, field: 'driverCardId', code: 'y', message: 'Driver card ID already in use' },
      ],
      check,
    );
    expect(editCell(rows, 2, 'firstName', 'Anne')[0]?.serverProblems).toHaveLength(2);
    expect(editCell(rows, 2, 'username', 'anne')[0]?.serverProblems.map((p) => p.field)).toEqual(['driverCardId']);
    rows = withServerProblems(rows, [{ line: 2, code: 'z', message: 'whole row' }], check);
    expect(editCell(rows, 2, 'email', 'a@example.com')[0]?.serverProblems).toEqual([]);
  });

  it('reads the lines and fields of a 409 answer', () => {
    expect(
      conflictProblems([
        { path: 'rows.7.username', message: 'Usernames already in use' },
        { path: 'rows.1', message: 'Usernames already in use' },
        { path: 'file', message: 'ignored' },
      ]),
    ).toEqual([
      { line: 7, field: 'username', code: 'conflict', message: 'Usernames already in use' },
      { line: 1, code: 'conflict', message: 'Usernames already in use' },
    ]);
  });
});
