/** Spec section 9: CSV downloads use semicolons and start with a byte-order mark (Excel reads UTF-8 then). */
const BOM = '\uFEFF';

/** Text a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null | undefined, decimalComma: boolean): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return decimalComma ? String(value).replace('.', ',') : String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A semicolon CSV with a byte-order mark and CRLF line ends; numbers with a decimal comma when asked. */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][], options: { decimalComma?: boolean } = {}): string {
  const lines = [header, ...rows].map((row) => row.map((value) => cell(value, options.decimalComma ?? false)).join(';'));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
