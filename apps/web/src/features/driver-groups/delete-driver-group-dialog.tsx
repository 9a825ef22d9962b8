import { useTranslation } from 'react-i18next';
import type { DriverGroup } from '@rahti/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useDeleteDriverGroup } from './driver-groups-api';

interface DeleteDriverGroupDialogProps {
  group: DriverGroup;
  onClose: () => void;
  onDeleted: () => void;
}

/** The server refuses a group that still has drivers and names them; the dialog shows that. */
export function DeleteDriverGroupDialog({ group, onClose, onDeleted }: DeleteDriverGroupDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteDriverGroup();
  return (
    <ConfirmDialog
      opened
      title={t('web-driver-groups:delete.title')}
      message={t('web-driver-groups:delete.message', { name: group.name })}
      confirmLabel={t('web-driver-groups:delete.confirm')}
      loading={remove.isPending}
      error={remove.error ? errorMessage(remove.error, t('errors:deletingFailed')) : undefined}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(group.id, {
          onSuccess: () => {
            notifySuccess(t('web-driver-groups:delete.done', { name: group.name }));
            onDeleted();
          },
        })
      }
    />
  );
}
