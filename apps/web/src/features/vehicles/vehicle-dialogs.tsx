import type { RefObject } from 'react';
import type { Vehicle } from '@rahti/domain';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { ActivateVehicleDialog } from './activate-vehicle-dialog';
import { DeactivateVehicleDialog } from './deactivate-vehicle-dialog';
import { DeleteVehicleDialog } from './delete-vehicle-dialog';
import type { VehicleAction } from './vehicle-row-actions';
import { VehicleFormDialog } from './vehicle-form-dialog';

/** The one dialog open on the vehicles page, if any. */
export type VehicleDialogState = { action: 'create' } | { action: VehicleAction; vehicle: Vehicle };

interface VehicleDialogProps {
  state: VehicleDialogState;
  activeCount: number;
  /** Closed without doing anything. */
  onClose: () => void;
  /** Closed after saving, activating, deactivating or deleting. */
  onDone: () => void;
}

function VehicleDialog({ state, activeCount, onClose, onDone }: VehicleDialogProps) {
  switch (state.action) {
    case 'create':
      return <VehicleFormDialog onClose={onClose} onSaved={onDone} />;
    case 'edit':
      return <VehicleFormDialog key={state.vehicle.id} vehicle={state.vehicle} onClose={onClose} onSaved={onDone} />;
    case 'activate':
      return (
        <ActivateVehicleDialog
          key={state.vehicle.id}
          vehicle={state.vehicle}
          activeCount={activeCount}
          onClose={onClose}
          onDone={onDone}
        />
      );
    case 'deactivate':
      return (
        <DeactivateVehicleDialog key={state.vehicle.id} vehicle={state.vehicle} onClose={onClose} onDone={onDone} />
      );
    case 'delete':
      return <DeleteVehicleDialog key={state.vehicle.id} vehicle={state.vehicle} onClose={onClose} onDone={onDone} />;
  }
}

interface VehicleDialogsOptions {
  activeCount: number;
  /** Where the focus goes when the button that opened a dialog is gone. */
  fallback: RefObject<HTMLElement | null>;
  /** No vehicles yet: "Add vehicle" is the empty state's. */
  isEmpty: boolean;
}

/**
 * The vehicles page's dialogs. Closing one puts the focus back on the button that opened it,
 * unless what the dialog did takes that button away: activating and deactivating swap the row's
 * buttons, deleting removes the row, and the first vehicle replaces the empty state.
 */
export function useVehicleDialogs({ activeCount, fallback, isEmpty }: VehicleDialogsOptions) {
  const dialog = useDialogTarget<VehicleDialogState>(fallback);
  const state = dialog.target;
  const openerGoes = state?.action === 'edit' ? false : state?.action === 'create' ? isEmpty : true;
  const dialogs = state && (
    <VehicleDialog
      state={state}
      activeCount={activeCount}
      onClose={() => dialog.close()}
      onDone={() => dialog.close(openerGoes)}
    />
  );
  return { open: dialog.open, dialogs };
}
