import {
  ACTIVITY_KINDS,
  localDateOf,
  localMidnight,
  nextDate,
  type ActivityKind,
  type DrivingTimeDriver,
} from '@rahti/domain';

/** A stretch of one activity inside a day, as fractions (0–1) of the day's length for drawing. */
export interface DaySegment {
  kind: ActivityKind;
  from: number;
  width: number;
}

/** One calendar day of the organisation's zone: where its activities lie, and minutes per kind. */
export interface TimelineDay {
  date: string;
  segments: DaySegment[];
  minutes: Record<ActivityKind, number>;
  /** The infringements that begin this day, with where they begin as a fraction of the day. */
  marks: (DrivingTimeDriver['infringements'][number] & { at: number })[];
}

const DAY_MS = 24 * 60 * 60_000;
/** 'YYYY-MM-DD' `days` before `date`, on the calendar (no zone involved). */
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/**
 * The 14 days ending with today in `zone`, oldest first, each with the activities clipped to its
 * local midnights (so a day of a clock change is 23 or 25 hours long and still fills the bar).
 */
export function timelineDays(
  driver: Pick<DrivingTimeDriver, 'activities' | 'infringements'>,
  zone: string,
  now: number,
  count = 14,
): TimelineDay[] {
  const today = localDateOf(now, zone);
  return Array.from({ length: count }, (_, index) => {
    const date = daysBefore(today, count - 1 - index);
    const start = localMidnight(date, zone);
    const end = localMidnight(nextDate(date), zone);
    const minutes = Object.fromEntries(ACTIVITY_KINDS.map((kind) => [kind, 0])) as Record<ActivityKind, number>;
    const segments: DaySegment[] = [];
    for (const activity of driver.activities) {
      const from = Math.max(start, Date.parse(activity.start));
      const to = Math.min(end, Date.parse(activity.end));
      if (to <= from) continue;
      // Exact; rounded once where shown (durationText), so the parts of a day add up as the whole does.
      minutes[activity.kind] += (to - from) / 60_000;
      segments.push({ kind: activity.kind, from: (from - start) / (end - start), width: (to - from) / (end - start) });
    }
    const marks = driver.infringements
      .filter((infringement) => Date.parse(infringement.start) >= start && Date.parse(infringement.start) < end)
      .map((infringement) => ({ ...infringement, at: (Date.parse(infringement.start) - start) / (end - start) }));
    return { date, segments, minutes, marks };
  });
}
