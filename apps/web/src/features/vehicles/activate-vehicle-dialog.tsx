import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Vehicle } from '@rahti/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { VehicleLimit } from './vehicle-limit';
import { useActivateVehicle } from './vehicles-api';

interface ActivateVehicleDialogProps {
  vehicle: Vehicle;
  activeCount: number;
  onClose: () => void;
  /** Activated: the row's "Activate" button is gone. */
  onDone: () => void;
}

/**
 * Activation is asked first because the organisation cannot take it back (spec section 4) and
 * it uses up the vehicle limit. A full limit comes back as the server's 409, shown here.
 */
export function ActivateVehicleDialog({ vehicle, activeCount, onClose, onDone }: ActivateVehicleDialogProps) {
  const { t } = useTranslation();
  const activate = useActivateVehicle();
  return (
    <ConfirmDialog
      opened
      title={t('web-vehicles:activation.title')}
      message={t('web-vehicles:activation.message', { name: vehicle.registerNumber })}
      confirmLabel={t('web-vehicles:activation.confirm')}
      loading={activate.isPending}
      error={activate.error ? errorMessage(activate.error, t('errors:savingFailed')) : undefined}
      onClose={onClose}
      onConfirm={() =>
        activate.mutate(vehicle.id, {
          onSuccess: () => {
            notifySuccess(t('web-vehicles:activation.done', { name: vehicle.registerNumber }));
            onDone();
          },
        })
      }
    >
      <Text fw={600}>{t('web-vehicles:activation.irreversible')}</Text>
      <VehicleLimit activeCount={activeCount} />
    </ConfirmDialog>
  );
}
