import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDriverData } from '../data/driver-data-context';
import { useNavigation } from '../shell/navigation';
import { ScreenHeading } from '../shell/screen-heading';
import { Button } from '../ui/button';
import { StatusBanner } from '../ui/status-banner';
import { GoodsList } from './goods-list';
import { shrinkProofPhoto } from './proof-photo';
import { signaturePng as drawSignaturePng } from './signature-strokes';
import { StopDetails, StopProgress } from './stop-details';
import { StopDoneForm, type StopFormTools } from './stop-done-form';
import { taskTitleOf } from './task-card';
import { findStop } from './transport-views';
import { useTransportViews } from './use-transport-views';
import './transport.css';

/**
 * /driver/transport/{taskId}/{stopId}: one stop of a transport task, where the driver records
 * "Arrived", then "Loaded" or "Delivered" with the goods checked, the proof and deviations. Each
 * is on the phone at once and shows done, waiting to be sent until the server has answered.
 * `shrink` and `signaturePng` are the browser's unless a test gives its own.
 */
export function StopScreen({
  taskId,
  stopId,
  shrink = shrinkProofPhoto,
  signaturePng = drawSignaturePng,
}: { taskId: string; stopId: string } & Partial<StopFormTools>) {
  // The transport catalogue is not in the first load: this suspends until it is fetched.
  const { t } = useTranslation(['driver', 'driver-transport']);
  const { recordStopEvent } = useDriverData();
  const { views, today, zone } = useTransportViews();
  const { back } = useNavigation();
  const [saved, setSaved] = useState<'arrived' | 'done' | null>(null);
  const [failure, setFailure] = useState(false);
  const found = findStop(views, taskId, stopId);

  if (!found)
    return (
      <div className="stack">
        <ScreenHeading>{t('driver-transport:title')}</ScreenHeading>
        <p>{t('driver-transport:stop.gone')}</p>
        <Button block onClick={back}>
          {t('driver-transport:actions.backToList')}
        </Button>
      </div>
    );

  const { view, stop } = found;
  const isCancelled = view.state === 'cancelled';
  const arrive = async () => {
    setFailure(false);
    try {
      await recordStopEvent({
        transportTaskId: taskId,
        stopId,
        kind: 'arrived',
        goodsChecked: null,
        note: '',
        proof: null,
        deviations: [],
      });
      setSaved('arrived');
    } catch {
      setFailure(true);
    }
  };

  return (
    <div className="stack">
      <ScreenHeading>{`${t(`driver-transport:stopKinds.${stop.kind}`)}: ${stop.name || stop.city}`}</ScreenHeading>
      <p className="muted">{taskTitleOf(view)}</p>
      <StopDetails stop={stop} zone={zone} today={today} />
      <StopProgress stop={stop} zone={zone} />
      {saved && (
        <StatusBanner tone="success">
          {t(saved === 'arrived' ? 'driver-transport:saved.arrived' : `driver-transport:saved.${stop.kind}`)}
        </StatusBanner>
      )}
      {failure && (
        <StatusBanner tone="danger" announce="urgent">
          {t('common.notStored')}
        </StatusBanner>
      )}
      {isCancelled && <StatusBanner tone="warning">{t('driver-transport:stop.cancelled')}</StatusBanner>}
      {!isCancelled && !stop.arrivedAt && !stop.doneAt && (
        <Button variant="primary" size="large" block onClick={() => void arrive()}>
          {t('driver-transport:actions.arrived')}
        </Button>
      )}
      <section aria-labelledby="stop-goods-title">
        <h2 id="stop-goods-title">{t('driver-transport:goods.title')}</h2>
        <GoodsList goods={view.task.goods} />
      </section>
      {!isCancelled && stop.arrivedAt && !stop.doneAt && (
        <StopDoneForm
          key={stop.id}
          taskId={taskId}
          stopId={stopId}
          stopKind={stop.kind}
          goods={view.task.goods}
          onSaved={() => setSaved('done')}
          shrink={shrink}
          signaturePng={signaturePng}
        />
      )}
      {stop.doneAt && (
        <Button block onClick={back}>
          {t('driver-transport:actions.backToList')}
        </Button>
      )}
    </div>
  );
}
