import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Vehicle } from '@rahti/domain';
import { RowActions } from '../../components/ui/row-actions';

export type VehicleAction = 'edit' | 'activate' | 'deactivate' | 'delete';

interface VehicleRowActionsProps {
  vehicle: Vehicle;
  /** The site operator may switch an active vehicle off; an organisation may not (spec section 4). */
  canDeactivate: boolean;
  onAction: (action: VehicleAction, vehicle: Vehicle) => void;
}

/**
 * Buttons named with the register number, so a screen reader says which vehicle each acts on.
 * Edit and delete are icons so the row fits a laptop screen; (de)activation stays in words.
 */
export function VehicleRowActions({ vehicle, canDeactivate, onAction }: VehicleRowActionsProps) {
  const { t } = useTranslation();
  const name = vehicle.registerNumber;
  const label = (action: VehicleAction) => t(`web-vehicles:actions.${action}Named`, { name });
  const button = (action: VehicleAction) => (
    <Button size="compact-sm" variant="default" onClick={() => onAction(action, vehicle)} aria-label={label(action)}>
      {t(`web-vehicles:actions.${action}`)}
    </Button>
  );
  return (
    <RowActions
      editLabel={label('edit')}
      onEdit={() => onAction('edit', vehicle)}
      deleteLabel={label('delete')}
      onDelete={() => onAction('delete', vehicle)}
    >
      {!vehicle.isActive && button('activate')}
      {vehicle.isActive && canDeactivate && button('deactivate')}
    </RowActions>
  );
}
