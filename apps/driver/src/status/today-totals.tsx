import { useTranslation } from 'react-i18next';
import { DRIVE_WORK_TYPES, localDateOf, localMidnight, nextDate } from '@rahti/domain';
import { useDriverData } from '../data/driver-data-context';
import { formatDuration } from '../lib/duration';
import { useDriverSettings } from '../lib/use-driver-settings';
import { useNow } from '../lib/use-now';
import { minutesByWorkTypeBetween, sumMinutes } from '../shifts/shift-time';

const BREAK_TYPES: readonly number[] = [5, 6];

/** Today's time on the organisation's calendar, across every shift that touched today. */
export function TodayTotals() {
  const { t } = useTranslation();
  const { shifts } = useDriverData();
  const { timeZone } = useDriverSettings();
  const now = useNow(30_000);
  const today = localDateOf(now, timeZone);
  const from = localMidnight(today, timeZone);
  const to = localMidnight(nextDate(today), timeZone);
  const minutes = minutesByWorkTypeBetween(
    shifts.flatMap((shift) => shift.content.events),
    from,
    to,
    now,
  );
  const total = sumMinutes(minutes);
  const breaks = sumMinutes(minutes, BREAK_TYPES);
  return (
    <section className="card" aria-labelledby="today-title">
      <h2 id="today-title">{t('status.today')}</h2>
      <dl className="facts">
        <dt>{t('status.onDuty')}</dt>
        <dd>{formatDuration(t, total - breaks)}</dd>
        <dt>{t('status.driving')}</dt>
        <dd>{formatDuration(t, sumMinutes(minutes, DRIVE_WORK_TYPES))}</dd>
        <dt>{t('status.breaks')}</dt>
        <dd>{formatDuration(t, breaks)}</dd>
      </dl>
    </section>
  );
}
