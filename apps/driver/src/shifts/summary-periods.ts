import { addDays, dayOfWeek } from '@rahti/domain';

export interface Period {
  from: string;
  to: string;
}

/** Monday to Sunday around `date` ('YYYY-MM-DD'), the Finnish and Swedish week. */
export function weekContaining(date: string): Period {
  const from = addDays(date, -((dayOfWeek(date) + 6) % 7));
  return { from, to: addDays(from, 6) };
}

/**
 * The pay period around `date`. There is no pay-period API yet (a later issue), so this is the
 * two-week block the manager app's period presets use (apps/web/src/lib/period-presets.ts):
 * 14-day steps from Monday 2024-01-01, so the phone and the office mean the same days.
 */
const TWO_WEEK_EPOCH = '2024-01-01';

export function payPeriodContaining(date: string): Period {
  const days = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${TWO_WEEK_EPOCH}T00:00:00Z`)) / 86_400_000);
  const from = addDays(TWO_WEEK_EPOCH, Math.floor(days / 14) * 14);
  return { from, to: addDays(from, 13) };
}
