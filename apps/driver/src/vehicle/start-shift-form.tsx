import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDriverSettings } from '../lib/use-driver-settings';
import { readOptionalNumber } from '../lib/optional-number';
import { useNavigation } from '../shell/navigation';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { NumberField } from '../ui/field';
import { StatusBanner } from '../ui/status-banner';
import { useWorkTypeChoice } from '../work-type/use-work-type-choice';
import { WorkTypeGrid } from '../work-type/work-type-grid';
import { useDriverData } from '../data/driver-data-context';
import { PlannedShiftOffer } from './planned-shift-offer';
import { RoutePicker } from './route-picker';
import { useStartDraft } from './start-draft';
import { VehiclePicker } from './vehicle-picker';

/**
 * Before a shift: the planned shift to take, its vehicles, start km and route, then Start shift
 * asks what the driver does first.
 */
export function StartShiftForm() {
  const { t } = useTranslation();
  const { permissions } = useDriverSettings();
  const { routes } = useDriverData();
  const { selectTab } = useNavigation();
  const draft = useStartDraft();
  const choice = useWorkTypeChoice(() => selectTab('status'));
  const [choosingFirst, setChoosingFirst] = useState(false);
  const [kmError, setKmError] = useState<string | undefined>();

  if (!permissions.createShifts) return <StatusBanner tone="warning">{t('status.cannotCreateShifts')}</StatusBanner>;

  const openStart = () => {
    const km = readOptionalNumber(draft.startKm);
    setKmError(km.ok ? undefined : t(km.message));
    if (km.ok) setChoosingFirst(true);
  };

  return (
    <>
      <PlannedShiftOffer />
      {permissions.chooseVehicles ? (
        <VehiclePicker selected={draft.vehicleIds} onChange={draft.setVehicleIds} />
      ) : (
        <p className="muted">{t('vehicle.officeChooses')}</p>
      )}
      <NumberField
        label={t('km.start')}
        suffix="km"
        value={draft.startKm}
        error={kmError}
        onChange={(event) => draft.setStartKm(event.currentTarget.value)}
      />
      <RoutePicker routes={routes} value={draft.routeId} onChange={draft.setRouteId} />
      {choice.error && (
        <StatusBanner tone="danger" announce="urgent">
          {choice.error}
        </StatusBanner>
      )}
      <div className="action-bar">
        <Button variant="primary" size="large" block disabled={choice.busy} onClick={openStart}>
          {t('vehicle.startShift')}
        </Button>
      </div>
      {choosingFirst && (
        <Dialog
          title={t('vehicle.firstWorkType')}
          onClose={() => setChoosingFirst(false)}
          actions={
            <Button size="large" block onClick={() => setChoosingFirst(false)}>
              {t('common.cancel')}
            </Button>
          }
        >
          <WorkTypeGrid
            current={undefined}
            onChoose={(workType) => {
              setChoosingFirst(false);
              choice.choose(workType);
            }}
          />
        </Dialog>
      )}
      {choice.dialog}
    </>
  );
}
