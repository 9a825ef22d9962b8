import { useTranslation } from 'react-i18next';
import { DAILY_ALLOWANCE_TYPES, type DailyAllowanceType } from '@rahti/domain';
import type { ShiftView } from '../data/driver-data.types';
import { formatDuration } from '../lib/duration';
import { useDriverSettings } from '../lib/use-driver-settings';
import { useFormatNumber } from '../lib/use-format-number';
import { useNow } from '../lib/use-now';
import { formatZonedDateTime, formatZonedTime } from '../lib/zoned-time';
import { WorkTypeBadge } from '../work-type/work-type-badge';

/** The shift as recorded: its events in time order, vehicles, km, fuel, bonuses and allowance. */
export function ShiftDetails({ shift }: { shift: ShiftView }) {
  const { t } = useTranslation();
  const { timeZone } = useDriverSettings();
  const now = useNow(60_000);
  const formatNumber = useFormatNumber();
  const { content } = shift;
  const distance = content.startKm !== null && content.endKm !== null ? content.endKm - content.startKm : null;
  const dash = t('review.none');
  return (
    <>
      <section aria-labelledby="events-title">
        <h2 id="events-title">{t('review.events')}</h2>
        <ol className="timeline">
          {content.events.map((event, index) => (
            <li key={index} className="timeline__event">
              <WorkTypeBadge workType={event.workType} size={20} />
              <span className="timeline__time">
                {formatZonedTime(event.start, timeZone)}–
                {event.end ? formatZonedTime(event.end, timeZone) : t('shiftList.now')} (
                {formatDuration(t, ((event.end ? Date.parse(event.end) : now) - Date.parse(event.start)) / 60_000)})
              </span>
              {event.answer && <span className="timeline__answer">{t('review.answer', { answer: event.answer })}</span>}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="details-title">
        <h2 id="details-title">{t('review.details')}</h2>
        <dl className="facts">
          <dt>{t('status.started')}</dt>
          <dd>{formatZonedDateTime(shift.start, timeZone)}</dd>
          <dt>{t('review.ended')}</dt>
          <dd>{shift.end ? formatZonedDateTime(shift.end, timeZone) : t('shiftList.ongoing')}</dd>
          <dt>{t('status.vehicles')}</dt>
          <dd>{shift.vehicles.map((vehicle) => `${vehicle.registerNumber} ${vehicle.name}`).join(', ') || dash}</dd>
          <dt>{t('km.start')}</dt>
          <dd>{content.startKm !== null ? formatNumber(content.startKm) : dash}</dd>
          <dt>{t('km.end')}</dt>
          <dd>{content.endKm !== null ? formatNumber(content.endKm) : dash}</dd>
          <dt>{t('review.distance')}</dt>
          <dd>{distance !== null ? `${formatNumber(distance)} km` : dash}</dd>
          <dt>{t('km.consumption')}</dt>
          <dd>{content.consumptionLitres !== null ? `${formatNumber(content.consumptionLitres)} l` : dash}</dd>
          <dt>{t('review.bonuses')}</dt>
          <dd>
            {content.bonuses
              .map(
                (bonus) =>
                  `${t(`bonuses.${bonus.type}`)} (${bonus.hours === null ? t('review.wholeShift') : t('review.hours', { hours: formatNumber(bonus.hours) })})`,
              )
              .join(', ') || dash}
          </dd>
          <dt>{t('review.dailyAllowance')}</dt>
          <dd>{t(`allowances.${DAILY_ALLOWANCE_TYPES[content.dailyAllowance as DailyAllowanceType] ?? 'none'}`)}</dd>
        </dl>
      </section>
    </>
  );
}
