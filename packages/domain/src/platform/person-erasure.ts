import { z } from 'zod';

/** Letters and digits a person reads back without mistaking one for another (no 0/O, 1/I/L). */
const PSEUDONYM_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const PSEUDONYM_CODE_LENGTH = 6;

/**
 * A pseudonym code from random bytes (one byte per character, `PSEUDONYM_CODE_LENGTH` of them):
 * it tells erased people apart in kept records without naming them. Each byte picks a character
 * by its remainder; the slight bias is harmless, the code is a label and not a secret.
 */
export function pseudonymCode(randomBytes: Uint8Array): string {
  if (randomBytes.length < PSEUDONYM_CODE_LENGTH) throw new Error('pseudonymCode needs more random bytes');
  return Array.from(randomBytes.subarray(0, PSEUDONYM_CODE_LENGTH), (byte) =>
    PSEUDONYM_ALPHABET.charAt(byte % PSEUDONYM_ALPHABET.length),
  ).join('');
}

/**
 * What an erased person's records show instead of them (GDPR erasure, issue 27). Stored as data,
 * so in English whatever the reader's language, like any name typed in.
 */
export function erasedPersonFields(code: string) {
  const lower = code.toLowerCase();
  return {
    driverFirstName: 'Erased driver',
    driverLastName: code,
    userDisplayName: `Erased user ${code}`,
    username: `erased.${lower}`,
    email: `erased.${lower}@erased.invalid`,
  };
}

/** A pay period as far as erasure needs it: its last day and pay day (local dates, YYYY-MM-DD). */
export interface PaidPeriodDates {
  endDate: string;
  payDate: string;
}

/**
 * The first local date whose positions an erased driver's organisation still needs (decision
 * 0040): positions serve payroll only until their pay period is paid, so those up to the end of
 * the newest period whose pay day is before `today` go, and later ones stay. With no period paid
 * yet, the previous calendar month and this one stay (payroll here runs monthly at the longest).
 */
export function positionsNeededFrom(periods: readonly PaidPeriodDates[], today: string): string {
  const paidEnds = periods
    .filter((period) => period.payDate < today)
    .map((period) => period.endDate)
    .sort();
  const newest = paidEnds.at(-1);
  if (newest) return nextDay(newest);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  return `${String(previous.year).padStart(4, '0')}-${String(previous.month).padStart(2, '0')}-01`;
}

function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The answer to erasing a person's data: the pseudonym now shown and how many positions went. */
export const personErasureSchema = z.object({
  pseudonym: z.string(),
  positionsRemoved: z.number().int().nonnegative(),
});
export type PersonErasure = z.infer<typeof personErasureSchema>;
