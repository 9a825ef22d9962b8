import { ActionIcon, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Vehicle } from '@rahti/domain';
import { Icon, type IconName } from '../../components/ui/icons';

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
  const icon = (action: VehicleAction, iconName: IconName, color?: string) => (
    <ActionIcon variant="default" size="lg" color={color} onClick={() => onAction(action, vehicle)} aria-label={label(action)} title={t(`web-vehicles:actions.${action}`)}>
      <Icon name={iconName} />
    </ActionIcon>
  );
  return (
    <Group gap={4} wrap="nowrap">
      {icon('edit', 'edit')}
      {!vehicle.isActive && button('activate')}
      {vehicle.isActive && canDeactivate && button('deactivate')}
      {icon('delete', 'trash', 'red')}
    </Group>
  );
}
