import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Vehicle } from '@rahti/domain';

export type VehicleAction = 'edit' | 'activate' | 'deactivate' | 'delete';

interface VehicleRowActionsProps {
  vehicle: Vehicle;
  /** The site operator may switch an active vehicle off; an organisation may not (spec section 4). */
  canDeactivate: boolean;
  onAction: (action: VehicleAction, vehicle: Vehicle) => void;
}

/** Buttons named with the register number, so a screen reader says which vehicle each acts on. */
export function VehicleRowActions({ vehicle, canDeactivate, onAction }: VehicleRowActionsProps) {
  const { t } = useTranslation();
  const name = vehicle.registerNumber;
  const button = (action: VehicleAction, color?: string) => (
    <Button
      size="compact-sm"
      variant="default"
      color={color}
      onClick={() => onAction(action, vehicle)}
      aria-label={t(`web-vehicles:actions.${action}Named`, { name })}
    >
      {t(`web-vehicles:actions.${action}`)}
    </Button>
  );
  return (
    <Group gap={4} wrap="nowrap">
      {button('edit')}
      {!vehicle.isActive && button('activate')}
      {vehicle.isActive && canDeactivate && button('deactivate')}
      {button('delete', 'red')}
    </Group>
  );
}
