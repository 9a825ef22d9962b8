import { useTranslation } from 'react-i18next';
import { useNavigation } from '../shell/navigation';
import { Button } from '../ui/button';
import { GoodsList } from './goods-list';
import { StopDetails, StopProgress } from './stop-details';
import type { TransportTaskView } from './transport-views';

/** A task's name for the driver: the customer's order reference, else who it goes to. */
export const taskTitleOf = (view: TransportTaskView) => view.task.reference || view.task.consignee.name;

/**
 * One transport task on the driver's list: who from and to, the waybill, the stops in order with
 * where, when and who to ask for, and the goods. Each stop opens its own screen for the driver's
 * "Arrived", "Loaded" and "Delivered".
 */
export function TaskCard({ view, zone, today }: { view: TransportTaskView; zone: string; today: string }) {
  const { t } = useTranslation();
  const { open } = useNavigation();
  const { task } = view;
  const titleId = `task-${task.id}`;
  return (
    <article className="card stack task-card" aria-labelledby={titleId}>
      <div>
        <h3 id={titleId}>{taskTitleOf(view)}</h3>
        <p className="muted">
          {t('driver-transport:task.route', { sender: task.sender.name, consignee: task.consignee.name })}
        </p>
        <p>
          <span className={`badge task-state task-state--${view.state}`}>
            {t(`driver-transport:states.${view.state}`)}
          </span>
          {task.waybill && ` ${t('driver-transport:task.waybill', { number: task.waybill.number })}`}
        </p>
      </div>
      <ol className="plain-list stop-list">
        {view.stops.map((stop, index) => {
          const stopTitleId = `stop-${stop.id}`;
          return (
            <li key={stop.id} className={`stop-item${stop.doneAt ? ' stop-item--done' : ''}`}>
              <h4 id={stopTitleId} className="stop-item__kind">
                {t('driver-transport:stop.numbered', {
                  number: index + 1,
                  kind: t(`driver-transport:stopKinds.${stop.kind}`),
                })}
              </h4>
              <StopDetails stop={stop} zone={zone} today={today} />
              <StopProgress stop={stop} zone={zone} />
              {(view.state !== 'cancelled' || stop.doneAt) && (
                <Button
                  block
                  aria-describedby={stopTitleId}
                  onClick={() => open({ name: 'transportStop', taskId: task.id, stopId: stop.id })}
                >
                  {t(stop.doneAt ? 'driver-transport:actions.showStop' : 'driver-transport:actions.openStop')}
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      <section aria-labelledby={`${titleId}-goods`}>
        <h4 id={`${titleId}-goods`}>{t('driver-transport:goods.title')}</h4>
        <GoodsList goods={task.goods} />
      </section>
      {task.notes && <p className="stop-details__notes">{task.notes}</p>}
    </article>
  );
}
