import { z } from 'zod';
import { FUEL_TYPE_VALUES, type FuelTypeValue } from './fuel-types';

/** The facts a card row gives, each read from the column the mapping names. */
export const FUEL_CARD_FIELDS = ['date', 'time', 'registerNumber', 'fuel', 'amount', 'unit', 'price'] as const;
export type FuelCardField = (typeof FUEL_CARD_FIELDS)[number];
/** A row needs these; time may stand in the date's column, fuel defaults to the vehicle's, unit to the fuel's. */
export const FUEL_CARD_REQUIRED_FIELDS = [
  'date',
  'registerNumber',
  'amount',
] as const satisfies readonly FuelCardField[];

export const FUEL_CARD_LIMITS = {
  /** A year of a 150-vehicle fleet's transactions; the budget is 50 000 rows in 10 s. */
  rows: 60_000,
  /** Card exports carry twenty-odd columns a row: 60 000 of them are about 15 MB. */
  fileBytes: 20 * 1024 * 1024,
  /** A column's name in the header. */
  columnChars: 100,
  codes: 50,
} as const;

const columnField = z
  .string({ error: 'validation:invalid' })
  .trim()
  .min(1, 'validation:required')
  .max(FUEL_CARD_LIMITS.columnChars, 'validation:tooLong');
const optionalColumn = columnField.nullable().default(null);

/**
 * Which column of the organisation's card export holds what (by its header), whether its price
 * is per unit or the row's total, and the card company's own fuel codes. Kept per organisation
 * (PUT /api/fuel-card-mapping).
 */
export const fuelCardMappingSchema = z
  .object({
    columns: z.object({
      /** The date, or the date and time together. */
      date: columnField,
      time: optionalColumn,
      registerNumber: columnField,
      /** Without one, a refuel is of the vehicle's own fuel. */
      fuel: optionalColumn,
      amount: columnField,
      /** Without one, the fuel's own unit. */
      unit: optionalColumn,
      price: optionalColumn,
    }),
    priceIs: z.enum(['perUnit', 'total'], { error: 'validation:invalid' }).default('perUnit'),
    fuelCodes: z
      .array(
        z.object({
          code: z
            .string({ error: 'validation:invalid' })
            .trim()
            .min(1, 'validation:required')
            .max(40, 'validation:tooLong'),
          fuelType: z
            .number({ error: 'validation:invalid' })
            .refine((value) => (FUEL_TYPE_VALUES as number[]).includes(value), 'validation:invalid')
            .transform((value) => value as FuelTypeValue),
        }),
      )
      .max(FUEL_CARD_LIMITS.codes, 'validation:tooLong')
      .default([]),
  })
  .refine(
    (mapping) => {
      const chosen = Object.values(mapping.columns).filter((column) => column !== null);
      return new Set(chosen).size === chosen.length;
    },
    { path: ['columns'], message: 'fuel-card:columnTwice' },
  );
export type FuelCardMapping = z.output<typeof fuelCardMappingSchema>;

/** A mapping being made: a field no column was found for yet is null, a code's fuel not yet checked. */
export interface FuelCardMappingDraft {
  columns: Record<FuelCardField, string | null>;
  priceIs: FuelCardMapping['priceIs'];
  fuelCodes: { code: string; fuelType: number }[];
}

/** The mapping when every required field has its column (and no column serves two), else undefined. */
export function completeFuelCardMapping(draft: FuelCardMappingDraft): FuelCardMapping | undefined {
  const parsed = fuelCardMappingSchema.safeParse(draft);
  return parsed.success ? parsed.data : undefined;
}

/** "A", "B" … "Z", "AA": a column as a spreadsheet names it (0 is A). */
function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/**
 * The names a mapping gives a file's columns: each header as written (trimmed); a column
 * without a header, or whose header an earlier column has, is named by its letter in brackets
 * ("[C]"), so every column has a name of its own.
 */
export function fuelCardColumnNames(header: readonly string[]): string[] {
  const seen = new Set<string>();
  return header.map((cell, index) => {
    const name = cell.trim().slice(0, FUEL_CARD_LIMITS.columnChars);
    const unique = name !== '' && !seen.has(name) ? name : `[${columnLetter(index)}]`;
    seen.add(unique);
    return unique;
  });
}

/** A card row's cells by field, as the user sees them; `line` counts the header as line 1. */
export interface FuelCardRow {
  line: number;
  values: Partial<Record<FuelCardField, string>>;
}

/**
 * A sheet's rows as card rows: the first row is the header, blank rows are left out, each
 * field's cell is taken from the column the mapping names (trimmed). A mapped column the file
 * lacks gives empty cells, which the row check then names.
 *
 * @computation
 */
export function fuelCardRowsOf(table: readonly (readonly string[])[], mapping: FuelCardMapping): FuelCardRow[] {
  const names = fuelCardColumnNames(table[0] ?? []);
  const positions = FUEL_CARD_FIELDS.flatMap((field) => {
    const column = mapping.columns[field];
    return column === null ? [] : [[field, names.indexOf(column)] as const];
  });
  const rows: FuelCardRow[] = [];
  for (let index = 1; index < table.length; index++) {
    const cells = table[index]!;
    if (cells.every((cell) => cell.trim() === '')) continue;
    const values: FuelCardRow['values'] = {};
    for (const [field, position] of positions) values[field] = position < 0 ? '' : (cells[position] ?? '').trim();
    rows.push({ line: index + 1, values });
  }
  return rows;
}
