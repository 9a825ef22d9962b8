import { useTranslation } from 'react-i18next';
import type { Vehicle } from '@rahti/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useDeactivateVehicle } from './vehicles-api';

/** Site operator only: frees a place under the organisation's vehicle limit. */
export function DeactivateVehicleDialog({
  vehicle,
  onClose,
  onDone,
}: {
  vehicle: Vehicle;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const deactivate = useDeactivateVehicle();
  return (
    <ConfirmDialog
      opened
      title={t('web-vehicles:deactivation.title')}
      message={t('web-vehicles:deactivation.message', { name: vehicle.registerNumber })}
      confirmLabel={t('web-vehicles:deactivation.confirm')}
      loading={deactivate.isPending}
      error={deactivate.error ? errorMessage(deactivate.error, t('errors:savingFailed')) : undefined}
      onClose={onClose}
      onConfirm={() =>
        deactivate.mutate(vehicle.id, {
          onSuccess: () => {
            notifySuccess(t('web-vehicles:deactivation.done', { name: vehicle.registerNumber }));
            onDone();
          },
        })
      }
    />
  );
}
