import { useTranslation } from 'react-i18next';
import type { Vehicle } from '@rahti/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useDeleteVehicle } from './vehicles-api';

/** A shared vehicle is refused by the server (409) until its sharing is removed; the reason shows here. */
export function DeleteVehicleDialog({
  vehicle,
  onClose,
  onDone,
}: {
  vehicle: Vehicle;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const deleteVehicle = useDeleteVehicle();
  return (
    <ConfirmDialog
      opened
      title={t('web-vehicles:deletion.title')}
      message={t('web-vehicles:deletion.message', { name: vehicle.registerNumber })}
      confirmLabel={t('web-vehicles:deletion.confirm')}
      loading={deleteVehicle.isPending}
      error={deleteVehicle.error ? errorMessage(deleteVehicle.error, t('errors:deletingFailed')) : undefined}
      onClose={onClose}
      onConfirm={() =>
        deleteVehicle.mutate(vehicle.id, {
          onSuccess: () => {
            notifySuccess(t('web-vehicles:deletion.done', { name: vehicle.registerNumber }));
            onDone();
          },
        })
      }
    />
  );
}
