import { useTranslation } from 'react-i18next';
import { localDateOf, nextDate, type DriverPlannedShift } from '@rahti/domain';
import { useDriverSettings } from '../lib/use-driver-settings';
import { formatZonedDate, formatZonedTime, formatZonedWeekday } from '../lib/zoned-time';

interface PlannedShiftFactsProps {
  plan: DriverPlannedShift;
  /** UTC milliseconds: what "today" and "tomorrow" are. */
  now: number;
}

/**
 * A planned shift in words, on the organisation's clocks: its day ("Today", "Tomorrow", else the
 * weekday and date), its times, its route and its vehicles.
 */
export function PlannedShiftFacts({ plan, now }: PlannedShiftFactsProps) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useDriverSettings();
  const today = localDateOf(now, timeZone);
  const day = localDateOf(Date.parse(plan.start), timeZone);
  const dayText =
    day === today
      ? t('plans.today')
      : day === nextDate(today)
        ? t('plans.tomorrow')
        : t('plans.day', {
            weekday: formatZonedWeekday(plan.start, timeZone, i18n.language),
            date: formatZonedDate(plan.start, timeZone),
          });
  const time = { start: formatZonedTime(plan.start, timeZone), end: formatZonedTime(plan.end, timeZone) };
  const route = plan.routeName && (plan.routeCode ? `${plan.routeName} (${plan.routeCode})` : plan.routeName);
  return (
    <>
      <p className="planned-shift__when">
        <strong>{dayText}</strong> {t('plans.time', time)}
      </p>
      <dl className="facts">
        {route && (
          <>
            <dt>{t('plans.route')}</dt>
            <dd>{route}</dd>
          </>
        )}
        <dt>{t('plans.vehicles')}</dt>
        <dd>{plan.vehicleNames.join(', ') || t('plans.noVehicles')}</dd>
      </dl>
    </>
  );
}
