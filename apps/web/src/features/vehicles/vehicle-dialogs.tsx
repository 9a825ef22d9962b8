import type { Vehicle } from '@rahti/domain';
import { ActivateVehicleDialog } from './activate-vehicle-dialog';
import { DeactivateVehicleDialog } from './deactivate-vehicle-dialog';
import { DeleteVehicleDialog } from './delete-vehicle-dialog';
import type { VehicleAction } from './vehicle-row-actions';
import { VehicleFormDialog } from './vehicle-form-dialog';

/** The one dialog open on the vehicles page, if any. */
export type VehicleDialogState = { action: 'create' } | { action: VehicleAction; vehicle: Vehicle };

export function VehicleDialogs({ state, activeCount, onClose }: { state?: VehicleDialogState; activeCount: number; onClose: () => void }) {
  if (!state) return null;
  switch (state.action) {
    case 'create':
      return <VehicleFormDialog onClose={onClose} />;
    case 'edit':
      return <VehicleFormDialog key={state.vehicle.id} vehicle={state.vehicle} onClose={onClose} />;
    case 'activate':
      return <ActivateVehicleDialog key={state.vehicle.id} vehicle={state.vehicle} activeCount={activeCount} onClose={onClose} />;
    case 'deactivate':
      return <DeactivateVehicleDialog key={state.vehicle.id} vehicle={state.vehicle} onClose={onClose} />;
    case 'delete':
      return <DeleteVehicleDialog key={state.vehicle.id} vehicle={state.vehicle} onClose={onClose} />;
  }
}
