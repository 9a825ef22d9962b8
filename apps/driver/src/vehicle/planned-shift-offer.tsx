import { useTranslation } from 'react-i18next';
import { useDriverData } from '../data/driver-data-context';
import { offeredPlan } from '../data/planned-shifts';
import { useDriverSettings } from '../lib/use-driver-settings';
import { useNow } from '../lib/use-now';
import { PlannedShiftFacts } from '../status/planned-shift-facts';
import { Button } from '../ui/button';
import { StatusBanner } from '../ui/status-banner';
import { useStartDraft } from './start-draft';

/**
 * Before a shift starts (issue 24): the planned shift starting nearest to now, within a few hours
 * (`offeredPlan`), or the one already taken. One tap takes its route and the vehicles the driver
 * may choose of it, and the shift records the plan; the driver can still start without it, and
 * change the route and vehicles below. What the rules of the vehicle choice leave out is said.
 */
export function PlannedShiftOffer() {
  const { t } = useTranslation();
  const { context, plannedShifts } = useDriverData();
  const { permissions } = useDriverSettings();
  const draft = useStartDraft();
  const now = useNow(60_000);
  const taken = plannedShifts.find((plan) => plan.id === draft.plannedShiftId);
  const plan = taken ?? offeredPlan(plannedShifts, now);
  if (!plan) return null;
  const lockedNames = (context?.vehicles ?? [])
    .filter((vehicle) => vehicle.lockedToOtherDevice && plan.vehicleIds.includes(vehicle.id))
    .map((vehicle) => vehicle.registerNumber);
  const hasVehicles = plan.vehicleIds.length > 0;
  return (
    <section className="card stack" aria-labelledby="plan-offer-title">
      <div>
        <h2 id="plan-offer-title">{t('plans.offerTitle')}</h2>
        <PlannedShiftFacts plan={plan} now={now} />
      </div>
      {hasVehicles && !permissions.chooseVehicles && <p className="muted">{t('plans.officeChoosesVehicles')}</p>}
      {hasVehicles && permissions.chooseVehicles && lockedNames.length > 0 && (
        <p className="muted">{t('plans.vehicleLocked', { vehicles: lockedNames.join(', ') })}</p>
      )}
      {taken && <StatusBanner tone="success">{t('plans.taken')}</StatusBanner>}
      {/* One button in both states, so the keyboard focus stays on it after the tap. */}
      <Button
        variant={taken ? 'secondary' : 'primary'}
        size="large"
        block
        onClick={() => (taken ? draft.dropPlan() : draft.takePlan(plan))}
      >
        {taken ? t('plans.drop') : t('plans.take')}
      </Button>
    </section>
  );
}
