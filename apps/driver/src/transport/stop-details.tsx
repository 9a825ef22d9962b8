import { useTranslation } from 'react-i18next';
import { localDateOf } from '@rahti/domain';
import { formatZonedDateTime, formatZonedTime } from '../lib/zoned-time';
import { addressLine, mapLinkOf, telLinkOf } from './map-link';
import type { StopView } from './transport-views';

/** A window's end or start in the zone's clocks, with the date when it is not `today`. */
function whenText(instant: string, zone: string, today: string): string {
  return localDateOf(Date.parse(instant), zone) === today
    ? formatZonedTime(instant, zone)
    : formatZonedDateTime(instant, zone);
}

/**
 * Where a stop is and when: the place, its address as a link that opens the phone's map app,
 * the time window, and who to ask for there with a link that calls them.
 */
export function StopDetails({ stop, zone, today }: { stop: StopView; zone: string; today: string }) {
  const { t } = useTranslation();
  const address = addressLine(stop);
  const tel = stop.contactPhone ? telLinkOf(stop.contactPhone) : null;
  const { windowStart: start, windowEnd: end } = stop;
  return (
    <div className="stop-details">
      {stop.name && <p className="stop-details__place">{stop.name}</p>}
      <p>
        <a className="stop-details__link" href={mapLinkOf(stop)}>
          {address}
          <span className="visually-hidden"> {t('driver-transport:stop.opensMap')}</span>
        </a>
      </p>
      {(start || end) && (
        <p>
          {start && end
            ? t('driver-transport:stop.window', {
                start: whenText(start, zone, today),
                end: whenText(end, zone, today),
              })
            : start
              ? t('driver-transport:stop.windowFrom', { start: whenText(start, zone, today) })
              : t('driver-transport:stop.windowUntil', { end: whenText(end!, zone, today) })}
        </p>
      )}
      {(stop.contactName || stop.contactPhone) && (
        <p className="stop-details__contact">
          <span>{`${t('driver-transport:stop.contact')}: ${stop.contactName}`}</span>
          {tel ? (
            <a className="stop-details__link" href={tel}>
              {stop.contactPhone}
            </a>
          ) : (
            <span>{stop.contactPhone}</span>
          )}
        </p>
      )}
      {stop.notes && <p className="stop-details__notes">{stop.notes}</p>}
    </div>
  );
}

/** What happened at the stop so far, and whether the phone still has it to send. */
export function StopProgress({ stop, zone }: { stop: StopView; zone: string }) {
  const { t } = useTranslation();
  const doneKey = stop.kind === 'pickup' ? 'loadedAt' : stop.kind === 'delivery' ? 'deliveredAt' : ('doneAt' as const);
  const line = stop.doneAt
    ? t(`driver-transport:progress.${doneKey}`, { time: formatZonedTime(stop.doneAt, zone) })
    : stop.arrivedAt
      ? t('driver-transport:progress.arrivedAt', { time: formatZonedTime(stop.arrivedAt, zone) })
      : t('driver-transport:progress.notYet');
  return (
    <p className={`stop-progress${stop.doneAt ? ' stop-progress--done' : ''}`}>
      {line}
      {stop.isWaiting && (
        <>
          {' '}
          <span className="badge badge--waiting">{t('driver-transport:progress.waiting')}</span>
        </>
      )}
    </p>
  );
}
