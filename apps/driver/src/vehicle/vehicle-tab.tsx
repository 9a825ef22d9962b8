import { useTranslation } from 'react-i18next';
import { useDriverData } from '../data/driver-data-context';
import { useDriverSettings } from '../lib/use-driver-settings';
import { KmForm } from './km-form';
import { RoutePicker } from './route-picker';
import { StartShiftForm } from './start-shift-form';
import { VehiclePicker } from './vehicle-picker';

/** The shift's vehicles and km: chosen before the start, changed while the shift runs. */
export function VehicleTab() {
  const { t } = useTranslation();
  const { current, routes, updateCurrentShift } = useDriverData();
  const { permissions } = useDriverSettings();
  return (
    <div className="stack">
      <h1>{t('tabs.vehicle')}</h1>
      {!current ? (
        <StartShiftForm />
      ) : (
        <>
          {permissions.chooseVehicles ? (
            <VehiclePicker
              selected={current.content.vehicleIds}
              onChange={(vehicleIds) => void updateCurrentShift({ vehicleIds })}
            />
          ) : (
            <section className="card" aria-labelledby="vehicles-title">
              <h2 id="vehicles-title">{t('status.vehicles')}</h2>
              <p>
                {current.vehicles.map((vehicle) => `${vehicle.registerNumber} ${vehicle.name}`).join(', ') ||
                  t('status.noVehicle')}
              </p>
              <p className="muted">{t('vehicle.officeChooses')}</p>
            </section>
          )}
          <RoutePicker
            routes={routes}
            value={current.content.routeId}
            onChange={(routeId) => void updateCurrentShift({ routeId })}
          />
          <KmForm shift={current} />
        </>
      )}
    </div>
  );
}
