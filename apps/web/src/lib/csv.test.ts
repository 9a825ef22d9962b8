import { describe, expect, it } from 'vitest';
import { csvMoney, toCsv, type CsvColumn } from './csv';

interface Vehicle {
  registerNumber: string;
  name: string;
  costPerKm: number;
}

const columns: CsvColumn<Vehicle>[] = [
  { header: 'Register number', value: (row) => row.registerNumber },
  { header: 'Name', value: (row) => row.name },
  { header: 'Cost per km', value: (row) => csvMoney(row.costPerKm, true) },
];

describe('CSV files made in the browser', () => {
  it('have a byte-order mark, semicolons and CRLF, and quote a name with a semicolon', () => {
    expect(toCsv(columns, [{ registerNumber: 'ABC-123', name: 'Scania; R 450', costPerKm: 0.5 }])).toBe(
      '\uFEFFRegister number;Name;Cost per km\r\nABC-123;"Scania; R 450";0,50\r\n',
    );
  });

  it('show an imported name a spreadsheet would run as a formula as text, and keep a negative amount a number', () => {
    const csv = toCsv(columns, [
      { registerNumber: '@SUM(A1)', name: '=HYPERLINK("http://evil.example","Open")', costPerKm: -1.2 },
    ]);
    expect(csv.split('\r\n')[1]).toBe(`'@SUM(A1);"'=HYPERLINK(""http://evil.example"",""Open"")";-1,20`);
  });
});
