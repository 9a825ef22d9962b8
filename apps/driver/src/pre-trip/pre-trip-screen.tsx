import { useTranslation } from 'react-i18next';
import { useDriverData } from '../data/driver-data-context';
import type { PreTripPhoto } from '../data/driver-data.types';
import { ScreenHeading } from '../shell/screen-heading';
import { useNavigation } from '../shell/navigation';
import { Button } from '../ui/button';
import { shrinkPhoto } from './photo-shrink';
import { PreTripForm } from './pre-trip-form';
import './pre-trip.css';

/**
 * /driver/pre-trip: the check the shift's vehicle still needs (opened when the shift starts, and
 * from the Status tab while it waits). `shrink` is the browser's unless a test gives its own.
 */
export function PreTripScreen({ shrink = shrinkPhoto }: { shrink?: (file: Blob) => Promise<PreTripPhoto> }) {
  // The check's catalogue is not in the first load: this suspends until it is fetched.
  const { t } = useTranslation(['driver', 'pre-trip']);
  const { preTrip } = useDriverData();
  const { selectTab } = useNavigation();
  return (
    <div className="stack">
      <ScreenHeading>{t('pre-trip:driver.title')}</ScreenHeading>
      {preTrip ? (
        <>
          <p className="plate pre-trip-vehicle">{`${preTrip.vehicle.registerNumber} ${preTrip.vehicle.name}`.trim()}</p>
          <PreTripForm key={preTrip.shiftClientKey} due={preTrip} shrink={shrink} />
        </>
      ) : (
        <>
          <p>{t('pre-trip:driver.notDue')}</p>
          <Button variant="primary" size="large" block onClick={() => selectTab('status')}>
            {t('pre-trip:driver.backToStatus')}
          </Button>
        </>
      )}
    </div>
  );
}
