import { z } from 'zod';
import { IMPORT_MAX_CELL_CHARS } from '../organisation-data/import-check';
import { REFUEL_SOURCES } from './emission.schemas';
import { FUEL_CARD_FIELDS, FUEL_CARD_LIMITS, fuelCardMappingSchema } from './fuel-card-mapping';

const UNITS = ['l', 'kg', 'kWh'] as const;
const cell = z.string({ error: 'validation:invalid' }).max(IMPORT_MAX_CELL_CHARS, 'validation:tooLong').optional();

/** A card row's cells by field, as the file had them or as the user corrected them. */
export const fuelCardValuesSchema = z.object({
  date: cell,
  time: cell,
  registerNumber: cell,
  fuel: cell,
  amount: cell,
  unit: cell,
  price: cell,
});

/** A mapping as the API answers it (no defaults or transforms: an answer is only checked). */
const mappingAnswer = <Column extends z.ZodType>(column: Column) =>
  z.object({
    columns: z.object({
      date: column,
      time: z.string().nullable(),
      registerNumber: column,
      fuel: z.string().nullable(),
      amount: column,
      unit: z.string().nullable(),
      price: z.string().nullable(),
    }),
    priceIs: z.enum(['perUnit', 'total']),
    fuelCodes: z.array(z.object({ code: z.string(), fuelType: z.number() })),
  });

/** GET /api/fuel-card-mapping: the organisation's mapping, or none yet. */
export const fuelCardMappingAnswerSchema = z.object({
  mapping: mappingAnswer(z.string()).nullable(),
  updatedAt: z.string().nullable(),
});

/** What a row is: a refuel to add, one already counted (duplicate), or one that cannot be read. */
export const FUEL_CARD_ROW_STATUSES = ['new', 'duplicate', 'error'] as const;
export type FuelCardRowStatus = (typeof FUEL_CARD_ROW_STATUSES)[number];

export const fuelCardRowSchema = z.object({
  line: z.number(),
  values: fuelCardValuesSchema,
  status: z.enum(FUEL_CARD_ROW_STATUSES),
  /** The row read as a refuel (new and duplicate rows): the vehicle by its register number as the register writes it. */
  refuel: z
    .object({
      registerNumber: z.string(),
      at: z.string(),
      fuelType: z.number(),
      amount: z.number(),
      unit: z.enum(UNITS),
      pricePerUnit: z.number().nullable(),
    })
    .optional(),
  /** What a duplicate repeats: a stored refuel (its id and source), or an earlier line of the file. */
  duplicateOf: z
    .object({
      refuelId: z.string().optional(),
      source: z.enum(REFUEL_SOURCES).optional(),
      line: z.number().optional(),
      at: z.string(),
      amount: z.number(),
      unit: z.enum(UNITS),
    })
    .optional(),
  /** Why an error row cannot be read, each naming its field, with the message in the caller's language. */
  problems: z.array(z.object({ field: z.enum(FUEL_CARD_FIELDS), code: z.string(), message: z.string() })),
});
export type FuelCardRowDto = z.output<typeof fuelCardRowSchema>;

/** POST /api/refuels/import/check: every row with its status; nothing is saved. */
export const fuelCardCheckSchema = z.object({
  total: z.number(),
  counts: z.object({ new: z.number(), duplicate: z.number(), error: z.number() }),
  rows: z.array(fuelCardRowSchema),
});
export type FuelCardCheck = z.output<typeof fuelCardCheckSchema>;

/**
 * POST /api/refuels/import/preview: the file's columns, the mapping the rows were read with (the
 * one sent, else the organisation's saved one, else a guess from the headers) and every row. A
 * mapping without a column for a required field (`missing`) reads no rows.
 */
export const fuelCardPreviewSchema = fuelCardCheckSchema.extend({
  fileName: z.string(),
  columns: z.array(z.string()),
  mapping: mappingAnswer(z.string().nullable()),
  mappingFrom: z.enum(['given', 'saved', 'guessed']),
  missing: z.array(z.enum(FUEL_CARD_FIELDS)),
});
export type FuelCardPreview = z.output<typeof fuelCardPreviewSchema>;

/** POST /api/refuels/import/check and POST /api/refuels/import: the rows (as corrected) and how to read them. */
export const fuelCardRowsInputSchema = z.object({
  fileName: z.string({ error: 'validation:invalid' }).trim().max(200, 'validation:tooLong').default(''),
  mapping: fuelCardMappingSchema,
  rows: z
    .array(z.object({ line: z.number().int().min(2), values: fuelCardValuesSchema }))
    .min(1, 'validation:required')
    .max(FUEL_CARD_LIMITS.rows, 'fuel-card:tooManyRows'),
});
export type FuelCardRowsInput = z.output<typeof fuelCardRowsInputSchema>;

/** 201 of POST /api/refuels/import: the refuels added (source "card") and the rows already counted. */
export const fuelCardImportResultSchema = z.object({
  imported: z.number(),
  duplicates: z.number(),
  /** The import the added refuels remember; none when every row was a duplicate. */
  importId: z.string().nullable(),
});
export type FuelCardImportResult = z.output<typeof fuelCardImportResultSchema>;
