import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useDeleteTask } from './tasks-api';

interface DeleteTaskDialogProps {
  taskId: string;
  /** Names the task in the question: its date and vehicle. */
  name: string;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteTaskDialog({ taskId, name, onClose, onDeleted }: DeleteTaskDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteTask();
  return (
    <ConfirmDialog
      opened
      title={t('web-tasks:delete.title')}
      message={t('web-tasks:delete.confirm', { name })}
      confirmLabel={t('web-tasks:delete.confirmButton')}
      loading={remove.isPending}
      error={remove.error ? errorMessage(remove.error, t('errors:deletingFailed')) : undefined}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(taskId, {
          onSuccess: () => {
            notifySuccess(t('web-tasks:delete.deleted', { name }));
            onDeleted();
          },
        })
      }
    />
  );
}
