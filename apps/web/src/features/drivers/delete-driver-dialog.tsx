import { useTranslation } from 'react-i18next';
import type { Driver } from '@rahti/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useDeleteDriver } from './drivers-api';
import { useDriverName } from '../../lib/use-driver-name';

interface DeleteDriverDialogProps {
  driver: Driver;
  onClose: () => void;
  onDeleted: () => void;
}

/** The server switches the app account off and keeps the driver's history; the message says so. */
export function DeleteDriverDialog({ driver, onClose, onDeleted }: DeleteDriverDialogProps) {
  const { t } = useTranslation();
  const fullName = useDriverName();
  const deleteDriver = useDeleteDriver();
  const name = fullName(driver);
  return (
    <ConfirmDialog
      opened
      title={t('web-drivers:delete.title')}
      message={t(driver.appAccountActive ? 'web-drivers:delete.confirmWithAccount' : 'web-drivers:delete.confirm', {
        name,
      })}
      confirmLabel={t('web-drivers:delete.confirmButton')}
      loading={deleteDriver.isPending}
      error={deleteDriver.error ? errorMessage(deleteDriver.error, t('errors:deletingFailed')) : undefined}
      onClose={onClose}
      onConfirm={() =>
        deleteDriver.mutate(driver.id, {
          onSuccess: () => {
            notifySuccess(t('web-drivers:delete.deleted', { name }));
            onDeleted();
          },
        })
      }
    />
  );
}
