import { useTranslation } from 'react-i18next';
import { ScreenHeading } from '../shell/screen-heading';
import { TaskCard } from './task-card';
import { laterTasks, todaysTasks } from './transport-views';
import { useTransportViews } from './use-transport-views';
import './transport.css';

/**
 * /driver/transport (issue 26): today's transport tasks of the signed-in driver, each with its
 * stops in order, from the phone's copy, so it works offline; then the open tasks of coming days.
 */
export function TransportScreen() {
  // The transport catalogue is not in the first load: this suspends until it is fetched.
  const { t } = useTranslation(['driver', 'driver-transport']);
  const { views, today, zone } = useTransportViews();
  const todays = todaysTasks(views, today, zone);
  const later = laterTasks(views, today);
  return (
    <div className="stack">
      <ScreenHeading>{t('driver-transport:title')}</ScreenHeading>
      <section className="stack" aria-labelledby="transport-today">
        <h2 id="transport-today">{t('driver-transport:list.today')}</h2>
        {todays.length === 0 ? (
          <p>{t('driver-transport:list.noneToday')}</p>
        ) : (
          <ul className="plain-list stack">
            {todays.map((view) => (
              <li key={view.task.id}>
                <TaskCard view={view} zone={zone} today={today} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {later.length > 0 && (
        <section className="stack" aria-labelledby="transport-later">
          <h2 id="transport-later">{t('driver-transport:list.later')}</h2>
          <ul className="plain-list stack">
            {later.map((view) => (
              <li key={view.task.id}>
                <TaskCard view={view} zone={zone} today={today} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
