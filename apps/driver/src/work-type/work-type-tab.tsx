import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDriverData } from '../data/driver-data-context';
import { useDriverSettings } from '../lib/use-driver-settings';
import { useNavigation } from '../shell/navigation';
import { runningEvent } from '../shifts/shift-time';
import { AutoSwitchUndo } from '../status/auto-switch-undo';
import { Button } from '../ui/button';
import { StatusBanner } from '../ui/status-banner';
import { PlannedShiftOffer } from '../vehicle/planned-shift-offer';
import { useStartDraft } from '../vehicle/start-draft';
import { EndShiftDialog } from './end-shift-dialog';
import { useWorkTypeChoice } from './use-work-type-choice';
import { WorkTypeGrid } from './work-type-grid';

/** A tap ends the running event and starts the next; End shift sits lowest, under the thumb. */
export function WorkTypeTab() {
  const { t } = useTranslation();
  const { current, context } = useDriverData();
  const { permissions } = useDriverSettings();
  const { selectTab } = useNavigation();
  const draft = useStartDraft();
  const choice = useWorkTypeChoice();
  const [ending, setEnding] = useState(false);
  const canStart = permissions.createShifts;
  const draftVehicles = (context?.vehicles ?? []).filter((vehicle) => draft.vehicleIds.includes(vehicle.id));

  return (
    <div className="stack">
      <h1>{t('tabs.workType')}</h1>
      <AutoSwitchUndo />
      {!current && canStart && <PlannedShiftOffer />}
      {!current &&
        (canStart ? (
          <StatusBanner
            tone="info"
            action={<Button onClick={() => selectTab('vehicle')}>{t('workType.changeVehicles')}</Button>}
          >
            {t('workType.tapToStart')}{' '}
            {draftVehicles.length > 0
              ? t('workType.startWith', { vehicles: draftVehicles.map((vehicle) => vehicle.registerNumber).join(', ') })
              : t('workType.startWithoutVehicle')}
          </StatusBanner>
        ) : (
          <StatusBanner tone="warning">{t('status.cannotCreateShifts')}</StatusBanner>
        ))}
      {choice.error && (
        <StatusBanner tone="danger" announce="urgent">
          {choice.error}
        </StatusBanner>
      )}
      <WorkTypeGrid
        current={runningEvent(current)?.workType}
        onChoose={choice.choose}
        disabled={choice.busy || (!current && !canStart)}
      />
      {current && (
        <div className="action-bar">
          <Button variant="danger" size="large" block onClick={() => setEnding(true)}>
            {t('endShift.open')}
          </Button>
        </div>
      )}
      {choice.dialog}
      {ending && current && (
        <EndShiftDialog shift={current} onClose={() => setEnding(false)} onEnded={() => selectTab('status')} />
      )}
    </div>
  );
}
