import { useTranslation } from 'react-i18next';
import { useDriverData } from '../data/driver-data-context';
import { formatClock } from '../lib/duration';
import { useDriverSettings } from '../lib/use-driver-settings';
import { useFormatNumber } from '../lib/use-format-number';
import { useNow } from '../lib/use-now';
import { formatZonedDateTime, formatZonedTime } from '../lib/zoned-time';
import { useNavigation } from '../shell/navigation';
import { runningEvent } from '../shifts/shift-time';
import { Button } from '../ui/button';
import { WorkTypeBadge } from '../work-type/work-type-badge';

/** The ongoing shift: what the driver is doing now and for how long (a clock that ticks). */
export function CurrentShiftCard() {
  const { t } = useTranslation();
  const { current } = useDriverData();
  const { permissions, timeZone } = useDriverSettings();
  const { selectTab } = useNavigation();
  const now = useNow(1000);
  const formatNumber = useFormatNumber();
  const event = runningEvent(current);

  if (!current) {
    return (
      <section className="card stack" aria-labelledby="current-shift-title">
        <h2 id="current-shift-title">{t('status.noShift')}</h2>
        {permissions.createShifts ? (
          <Button variant="primary" size="large" block onClick={() => selectTab('vehicle')}>
            {t('status.startShift')}
          </Button>
        ) : (
          <p className="muted">{t('status.cannotCreateShifts')}</p>
        )}
      </section>
    );
  }

  return (
    <section className="card stack" aria-labelledby="current-shift-title">
      <h2 id="current-shift-title">{t('status.shiftRunning')}</h2>
      {event && (
        <div className="current-work-type">
          <WorkTypeBadge workType={event.workType} size={36} />
          <p className="current-work-type__time">
            <span className="visually-hidden">{t('status.runningFor')} </span>
            <span className="clock">{formatClock(now - Date.parse(event.start))}</span>
            <span className="muted"> {t('status.since', { time: formatZonedTime(event.start, timeZone) })}</span>
          </p>
        </div>
      )}
      <dl className="facts">
        <dt>{t('status.started')}</dt>
        <dd>{formatZonedDateTime(current.start, timeZone)}</dd>
        <dt>{t('status.vehicles')}</dt>
        <dd>
          {current.vehicles.length > 0
            ? current.vehicles.map((vehicle) => vehicle.registerNumber).join(', ')
            : t('status.noVehicle')}
        </dd>
        {current.content.startKm !== null && (
          <>
            <dt>{t('status.startKm')}</dt>
            <dd>{formatNumber(current.content.startKm)}</dd>
          </>
        )}
      </dl>
      <Button variant="primary" size="large" block onClick={() => selectTab('workType')}>
        {t('status.changeWorkType')}
      </Button>
    </section>
  );
}
