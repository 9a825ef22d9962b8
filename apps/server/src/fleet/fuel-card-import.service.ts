import {
  checkFuelCardRows,
  completeFuelCardMapping,
  DUPLICATE_WINDOW_MS,
  findCardDuplicates,
  FUEL_CARD_LIMITS,
  FUEL_CARD_REQUIRED_FIELDS,
  fuelCardColumnNames,
  fuelCardRowsOf,
  guessFuelCardMapping,
  localDateOf,
  vehiclesByRegisterNumber,
  writeCsv,
  type CheckedCardRow,
  type FuelCardCheck,
  type FuelCardField,
  type FuelCardImportResult,
  type FuelCardMapping,
  type FuelCardMappingDraft,
  type FuelCardPreview,
  type FuelCardRow,
  type FuelCardRowsInput,
  type ImportProblem,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import { isMachineCaller, type AuthContext } from '../http/access';
import { readSpreadsheet } from '../imports/spreadsheet-reader';
import { organisationTimeZone } from '../timesheet/history';
import { fuelCardError } from './fuel-card-import.errors';
import { fuelCardAnswer, fuelCardProblems } from './fuel-card-import.answer';
import { fuelCardImportRepository as cards, type StoredRefuelRow } from './fuel-card-import.repository';
import { fuelCardSampleRows, sampleWindow } from './fuel-card-import.sample';

/** The sample file's columns, named in the caller's language (fuel-card:sample.columns). */
const SAMPLE_COLUMNS = ['date', 'time', 'registerNumber', 'fuel', 'amount', 'unit', 'price'] as const;

/** A save that met refuels written while it computed tries again this many times before giving up (409). */
const SAVE_ATTEMPTS = 3;
/** Every cell of a card file is read by some mapping, so every column's length is checked. */
const ALL_COLUMNS = 1_000;

type Outcome = { ok: true; result: FuelCardImportResult } | { ok: false; problems: ImportProblem[] };

/** The instants a file's refuels and their possible repeats lie in: [first − 30 min, last + 30 min]. */
function windowOf(checked: readonly CheckedCardRow[]): { from: Date; until: Date } | undefined {
  let first = Infinity;
  let last = -Infinity;
  for (const row of checked) {
    if (!row.refuel) continue;
    first = Math.min(first, row.refuel.atMs);
    last = Math.max(last, row.refuel.atMs);
  }
  if (first === Infinity) return undefined;
  return { from: new Date(first - DUPLICATE_WINDOW_MS), until: new Date(last + DUPLICATE_WINDOW_MS + 1) };
}

/** The required fields a draft mapping has no column for, or names a column the file lacks. */
function missingFields(draft: FuelCardMappingDraft, columns: readonly string[]): FuelCardField[] {
  return FUEL_CARD_REQUIRED_FIELDS.filter((field) => {
    const column = draft.columns[field];
    return column === null || !columns.includes(column);
  });
}

/** Does the file have every column the mapping names? */
const fits = (mapping: FuelCardMapping, columns: readonly string[]) =>
  Object.values(mapping.columns).every((column) => column === null || columns.includes(column));

/**
 * Fuel-card imports (issue 25, decision 0033): the organisation's mapping, the preview of a file
 * (every row new, a duplicate of a refuel already counted, or an error), the check of corrected
 * rows and the all-or-nothing save. Facts are read in short transactions and computed after
 * them; the save writes in one transaction that first checks nothing was written meanwhile.
 */
export function createFuelCardImportService(context: AppContext) {
  const { db, kind } = context.database;

  /** The organisation's zone, vehicles and saved mapping. */
  const facts = (auth: AuthContext) =>
    withTenant(db, auth.organisationId, async (tx) => ({
      zone: await organisationTimeZone(tx, auth.organisationId),
      vehicles: await cards.vehicles(tx, auth.organisationId),
      saved: await cards.mapping(tx, auth.organisationId),
    }));

  /** @computation */
  function checkRows(
    rows: readonly FuelCardRow[],
    mapping: FuelCardMapping,
    known: Awaited<ReturnType<typeof facts>>,
  ): CheckedCardRow[] {
    const vehiclesByKey = vehiclesByRegisterNumber(
      known.vehicles.map((vehicle) => ({
        id: vehicle.id,
        registerNumber: vehicle.register_number,
        fuelType: vehicle.fuel_type,
      })),
    );
    return checkFuelCardRows(rows, { mapping, vehiclesByKey, zone: known.zone });
  }

  /** The stored refuels the rows may repeat, and the state they were read in. */
  async function storedFor(auth: AuthContext, checked: readonly CheckedCardRow[]) {
    const window = windowOf(checked);
    if (!window) return { window, stored: [] as StoredRefuelRow[], state: '' };
    return withTenant(db, auth.organisationId, async (tx) => ({
      window,
      stored: await cards.refuelsBetween(tx, auth.organisationId, window.from, window.until, kind),
      state: await cards.refuelsState(tx, auth.organisationId, window.from, window.until),
    }));
  }

  const duplicatesOf = (checked: readonly CheckedCardRow[], stored: readonly StoredRefuelRow[]) =>
    findCardDuplicates(
      checked.map((row) => row.refuel ?? null),
      stored.map((refuel) => ({
        vehicleId: refuel.vehicle_id,
        atMs: new Date(refuel.at).getTime(),
        amount: Number(refuel.amount),
      })),
    );

  async function answer(auth: AuthContext, checked: CheckedCardRow[]): Promise<FuelCardCheck> {
    const { stored } = await storedFor(auth, checked);
    const t = context.translator.getFixedT(auth.language);
    return fuelCardAnswer(checked, duplicatesOf(checked, stored), stored, t);
  }

  return {
    async mapping(auth: AuthContext) {
      const saved = await withTenant(db, auth.organisationId, (tx) => cards.mapping(tx, auth.organisationId));
      return { mapping: saved?.mapping ?? null, updatedAt: saved ? new Date(saved.updated_at).toISOString() : null };
    },

    async saveMapping(auth: AuthContext, mapping: FuelCardMapping) {
      const by = isMachineCaller(auth) ? null : auth.userId;
      const saved = await withTenant(db, auth.organisationId, (tx) =>
        cards.saveMapping(tx, auth.organisationId, mapping, by),
      );
      return { mapping: saved.mapping, updatedAt: new Date(saved.updated_at).toISOString() };
    },

    /**
     * An uploaded file read with the mapping given, else the saved one when the file has its
     * columns, else a guess from the header; nothing is saved.
     */
    async preview(
      auth: AuthContext,
      file: { buffer: Buffer; fileName: string },
      given: FuelCardMapping | undefined,
    ): Promise<FuelCardPreview> {
      const table = readSpreadsheet(file.buffer, file.fileName, ALL_COLUMNS, {
        rows: FUEL_CARD_LIMITS.rows,
        fileBytes: FUEL_CARD_LIMITS.fileBytes,
        datesAsSerials: true,
      });
      const known = await facts(auth);
      const columns = fuelCardColumnNames(table[0] ?? []);
      const saved = known.saved?.mapping;
      const [draft, mappingFrom] = given
        ? [given, 'given' as const]
        : saved && fits(saved, columns)
          ? [saved, 'saved' as const]
          : [guessFuelCardMapping(table[0] ?? [], table[1] ?? []), 'guessed' as const];
      const missing = missingFields(draft, columns);
      const mapping = missing.length === 0 ? completeFuelCardMapping(draft) : undefined;
      const checked = mapping ? checkRows(fuelCardRowsOf(table, mapping), mapping, known) : [];
      const rows = await answer(auth, checked);
      return { fileName: file.fileName, columns, mapping: draft, mappingFrom, missing, ...rows };
    },

    /** The rows as the user corrected them, checked again; nothing is saved. */
    async check(auth: AuthContext, input: FuelCardRowsInput): Promise<FuelCardCheck> {
      const checked = checkRows(input.rows, input.mapping, await facts(auth));
      return answer(auth, checked);
    },

    /**
     * Every row saved as a card refuel but those repeating a counted refuel, or none when a row
     * has a problem. A save that finds refuels written into its window since it read them (another
     * import, a shift) reads and computes again.
     */
    async importRows(auth: AuthContext, input: FuelCardRowsInput): Promise<Outcome> {
      const by = isMachineCaller(auth) ? null : auth.userId;
      for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
        const checked = checkRows(input.rows, input.mapping, await facts(auth));
        const problems = fuelCardProblems(checked);
        if (problems.length > 0) return { ok: false, problems };
        const { window, stored, state } = await storedFor(auth, checked);
        const duplicates = duplicatesOf(checked, stored);
        const added = checked.flatMap((row, index) =>
          row.refuel && !duplicates[index] ? [{ line: row.line, refuel: row.refuel }] : [],
        );
        const result = { imported: added.length, duplicates: checked.length - added.length };
        const saved = await withTenant(db, auth.organisationId, async (tx) => {
          await cards.lockImports(tx, auth.organisationId);
          if (window && (await cards.refuelsState(tx, auth.organisationId, window.from, window.until)) !== state)
            return undefined;
          if (added.length === 0) return null;
          const importId = await cards.insertImport(tx, auth.organisationId, {
            fileName: input.fileName,
            rowCount: checked.length,
            ...result,
            by,
          });
          await cards.insertRefuels(tx, auth.organisationId, importId, by, added);
          return importId;
        });
        if (saved !== undefined) return { ok: true, result: { ...result, importId: saved } };
      }
      throw fuelCardError(409, 'busy');
    },

    /** A month of card rows for the organisation's vehicles, some repeating its refuels: a file to try the import with. */
    async sample(auth: AuthContext): Promise<string> {
      const facts = await withTenant(db, auth.organisationId, async (tx) => {
        const zone = await organisationTimeZone(tx, auth.organisationId);
        const today = localDateOf(context.now().getTime(), zone);
        const { from, until } = sampleWindow(today, zone);
        return {
          zone,
          today,
          vehicles: await cards.vehicles(tx, auth.organisationId),
          refuels: await cards.refuelsBetween(tx, auth.organisationId, from, until, kind),
        };
      });
      const t = context.translator.getFixedT(auth.language);
      const header = SAMPLE_COLUMNS.map((column) => t(`fuel-card:sample.columns.${column}`));
      return writeCsv(header, fuelCardSampleRows(facts), { decimalComma: auth.language !== 'en' });
    },
  };
}
