import { useTranslation } from 'react-i18next';
import { useDriverData } from '../data/driver-data-context';
import { useNavigation } from '../shell/navigation';
import { Button } from '../ui/button';

/**
 * On the Status tab while the shift's pre-trip check waits (loaded only then, with the check's
 * catalogue): what it is for, and the way to it.
 */
export function PreTripDueCard() {
  // The check's catalogue is not in the first load: this suspends until it is fetched.
  const { t } = useTranslation(['driver', 'pre-trip']);
  const { preTrip } = useDriverData();
  const { open } = useNavigation();
  if (!preTrip) return null;
  return (
    <section className="card stack" aria-labelledby="pre-trip-due-title">
      <h2 id="pre-trip-due-title">{t('pre-trip:driver.dueTitle')}</h2>
      <p>{t('pre-trip:driver.dueText', { vehicle: preTrip.vehicle.registerNumber })}</p>
      <Button variant="primary" size="large" block onClick={() => open({ name: 'preTrip' })}>
        {t('pre-trip:driver.startCheck')}
      </Button>
    </section>
  );
}
