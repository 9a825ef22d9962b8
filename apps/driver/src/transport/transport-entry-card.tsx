import { useTranslation } from 'react-i18next';
import { useNavigation } from '../shell/navigation';
import { Button } from '../ui/button';
import { todaysTasks } from './transport-views';
import { useTransportViews } from './use-transport-views';

/**
 * On the Status tab while the driver has transport tasks (loaded only then, with the transport
 * catalogue): how many are today's and how many of them are still open, and the way to them.
 */
export function TransportEntryCard() {
  // The transport catalogue is not in the first load: this suspends until it is fetched.
  const { t } = useTranslation(['driver', 'driver-transport']);
  const { views, today, zone } = useTransportViews();
  const { open } = useNavigation();
  const todays = todaysTasks(views, today, zone);
  const openCount = todays.filter((view) => view.state !== 'delivered' && view.state !== 'cancelled').length;
  return (
    <section className="card stack" aria-labelledby="transport-entry-title">
      <h2 id="transport-entry-title">{t('driver-transport:title')}</h2>
      <p>
        {todays.length === 0
          ? t('driver-transport:entry.noneToday')
          : t('driver-transport:entry.today', { count: todays.length, open: openCount })}
      </p>
      <Button variant="primary" size="large" block onClick={() => open({ name: 'transport' })}>
        {t('driver-transport:entry.open')}
      </Button>
    </section>
  );
}
