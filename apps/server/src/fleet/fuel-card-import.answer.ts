import type { TFunction } from 'i18next';
import type { CardDuplicate, CheckedCardRow, FuelCardCheck, FuelCardRowDto, ImportProblem } from '@rahti/domain';
import type { StoredRefuelRow } from './fuel-card-import.repository';

const iso = (at: Date | string | number) => new Date(at).toISOString();

/**
 * The checked rows as the API answers them: each with its status, the refuel it was read as,
 * what a duplicate repeats, and its problems in the caller's language.
 *
 * @computation
 */
export function fuelCardAnswer(
  checked: readonly CheckedCardRow[],
  duplicates: readonly (CardDuplicate | null)[],
  stored: readonly StoredRefuelRow[],
  t: TFunction,
): FuelCardCheck {
  const counts = { new: 0, duplicate: 0, error: 0 };
  const rows = checked.map((row, index): FuelCardRowDto => {
    const duplicate = duplicates[index];
    const status = !row.refuel ? 'error' : duplicate ? 'duplicate' : 'new';
    counts[status] += 1;
    const refuel = row.refuel && {
      registerNumber: row.refuel.registerNumber,
      at: iso(row.refuel.atMs),
      fuelType: row.refuel.fuelType,
      amount: row.refuel.amount,
      unit: row.refuel.unit,
      pricePerUnit: row.refuel.pricePerUnit,
    };
    return {
      line: row.line,
      values: row.values,
      status,
      ...(refuel ? { refuel } : {}),
      ...(duplicate ? { duplicateOf: duplicateOf(duplicate, checked, stored) } : {}),
      problems: row.problems.map((problem) => ({
        field: problem.field,
        code: problem.code,
        message: t(problem.code, { ...problem.params }),
      })),
    };
  });
  return { total: rows.length, counts, rows };
}

function duplicateOf(
  duplicate: CardDuplicate,
  checked: readonly CheckedCardRow[],
  stored: readonly StoredRefuelRow[],
): NonNullable<FuelCardRowDto['duplicateOf']> {
  if ('row' in duplicate) {
    const earlier = checked[duplicate.row]!;
    return {
      line: earlier.line,
      at: iso(earlier.refuel!.atMs),
      amount: earlier.refuel!.amount,
      unit: earlier.refuel!.unit,
    };
  }
  const refuel = stored[duplicate.stored]!;
  return {
    refuelId: refuel.id,
    source: refuel.source,
    at: iso(refuel.at),
    amount: Number(refuel.amount),
    unit: refuel.unit,
  };
}

/** Every problem of the rows, by line, as the import's 409 lists them. */
export function fuelCardProblems(checked: readonly CheckedCardRow[]): ImportProblem[] {
  return checked.flatMap((row) =>
    row.problems.map((problem) => ({
      line: row.line,
      field: problem.field,
      code: problem.code,
      params: problem.params,
    })),
  );
}
