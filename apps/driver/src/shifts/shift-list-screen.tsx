import { useTranslation } from 'react-i18next';
import { useDriverData } from '../data/driver-data-context';
import type { ShiftView } from '../data/driver-data.types';
import { formatDuration } from '../lib/duration';
import { useDriverSettings } from '../lib/use-driver-settings';
import { useNow } from '../lib/use-now';
import { formatZonedDate, formatZonedTime } from '../lib/zoned-time';
import { useNavigation } from '../shell/navigation';
import { ScreenHeading } from '../shell/screen-heading';
import { ListRow } from '../ui/list-row';
import { ShiftMarks } from './shift-marks';
import './shifts.css';

/** Every shift the phone knows, newest first; a tap opens its review. */
export function ShiftListScreen() {
  const { t } = useTranslation();
  const { shifts } = useDriverData();
  const { open } = useNavigation();
  const newestFirst = [...shifts].sort((a, b) => Date.parse(b.start) - Date.parse(a.start));
  return (
    <div className="stack">
      <ScreenHeading>{t('shiftList.title')}</ScreenHeading>
      {newestFirst.length === 0 ? (
        <p>{t('shiftList.empty')}</p>
      ) : (
        <ul className="list">
          {newestFirst.map((shift) => (
            <ShiftRow
              key={shift.clientKey}
              shift={shift}
              onOpen={() => open({ name: 'shift', clientKey: shift.clientKey })}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function ShiftRow({ shift, onOpen }: { shift: ShiftView; onOpen: () => void }) {
  const { t } = useTranslation();
  const { timeZone } = useDriverSettings();
  const now = useNow(60_000);
  const end = shift.end ? formatZonedTime(shift.end, timeZone) : t('shiftList.now');
  const minutes = ((shift.end ? Date.parse(shift.end) : now) - Date.parse(shift.start)) / 60_000;
  return (
    <ListRow
      onClick={onOpen}
      title={`${formatZonedDate(shift.start, timeZone)} ${formatZonedTime(shift.start, timeZone)}–${end}`}
      detail={
        <>
          {formatDuration(t, minutes)}
          {shift.vehicles.length > 0 && ' · '}
          {shift.vehicles.map((vehicle, index) => (
            // A plate is never broken at its hyphen on a narrow phone.
            <span key={vehicle.id} className="plate">
              {index > 0 && ', '}
              {vehicle.registerNumber}
            </span>
          ))}
        </>
      }
      aside={<ShiftMarks shift={shift} />}
    />
  );
}
