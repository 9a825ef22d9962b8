import { useTranslation } from 'react-i18next';
import {
  belongsToPeriod,
  EVENT_WORK_TYPES,
  formatCalendarDate,
  localDateOf,
  minutesByWorkType,
  workTypeKey,
} from '@rahti/domain';
import { useDriverData } from '../data/driver-data-context';
import type { ShiftView } from '../data/driver-data.types';
import { formatDuration } from '../lib/duration';
import { useDriverSettings } from '../lib/use-driver-settings';
import { useNow } from '../lib/use-now';
import { ScreenHeading } from '../shell/screen-heading';
import { payPeriodContaining, weekContaining, type Period } from './summary-periods';
import './shifts.css';

/** Minutes per work type of the shifts that start in the period (a shift belongs whole to the day it starts). */
function minutesInPeriod(shifts: readonly ShiftView[], period: Period, zone: string, now: number): Map<number, number> {
  const events = shifts
    .filter((shift) => belongsToPeriod(Date.parse(shift.start), period.from, period.to, zone))
    .flatMap((shift) => shift.content.events)
    .map((event) => ({
      workType: event.workType,
      start: Date.parse(event.start),
      end: event.end === null ? undefined : Date.parse(event.end),
    }));
  return minutesByWorkType(events, now);
}

const periodText = (period: Period) => `${formatCalendarDate(period.from)}–${formatCalendarDate(period.to)}`;

/** Hours by work type this week and this pay period, from every shift the phone knows. */
export function ShiftSummaryScreen() {
  const { t } = useTranslation();
  const { shifts } = useDriverData();
  const { timeZone } = useDriverSettings();
  const now = useNow(60_000);
  const today = localDateOf(now, timeZone);
  const week = weekContaining(today);
  const payPeriod = payPeriodContaining(today);
  const weekMinutes = minutesInPeriod(shifts, week, timeZone, now);
  const periodMinutes = minutesInPeriod(shifts, payPeriod, timeZone, now);
  const rows = EVENT_WORK_TYPES.filter((workType) => weekMinutes.has(workType) || periodMinutes.has(workType));
  const total = (minutes: Map<number, number>) => [...minutes.values()].reduce((sum, value) => sum + value, 0);

  return (
    <div className="stack">
      <ScreenHeading>{t('summary.title')}</ScreenHeading>
      <p className="muted">{t('summary.note')}</p>
      {rows.length === 0 ? (
        <p>{t('summary.empty')}</p>
      ) : (
        <table className="hours-table">
          <caption className="visually-hidden">{t('summary.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('review.workType')}</th>
              <th scope="col">
                {t('summary.thisWeek')}
                <br />
                <span className="muted">{periodText(week)}</span>
              </th>
              <th scope="col">
                {t('summary.payPeriod')}
                <br />
                <span className="muted">{periodText(payPeriod)}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((workType) => (
              <tr key={workType}>
                <th scope="row">{t(workTypeKey(workType))}</th>
                <td>{formatDuration(t, weekMinutes.get(workType) ?? 0)}</td>
                <td>{formatDuration(t, periodMinutes.get(workType) ?? 0)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('summary.total')}</th>
              <td>{formatDuration(t, total(weekMinutes))}</td>
              <td>{formatDuration(t, total(periodMinutes))}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </div>
  );
}
