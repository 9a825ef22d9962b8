import { useTranslation } from 'react-i18next';
import type { Route } from '@rahti/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useDeleteRoute } from './routes-api';

interface DeleteRouteDialogProps {
  route: Route;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Deleting a route others depend on is refused (409 routes:hasDependents): the server's message,
 * "Could not delete route because resources depend on it: 2 shifts, one task", shows here.
 */
export function DeleteRouteDialog({ route, onClose, onDeleted }: DeleteRouteDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteRoute();
  return (
    <ConfirmDialog
      opened
      title={t('web-routes:delete.title')}
      message={t('web-routes:delete.confirm', { name: route.name })}
      confirmLabel={t('web-routes:delete.confirmButton')}
      loading={remove.isPending}
      error={remove.error ? errorMessage(remove.error, t('errors:deletingFailed')) : undefined}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(route.id, {
          onSuccess: () => {
            notifySuccess(t('web-routes:delete.deleted', { name: route.name }));
            onDeleted();
          },
        })
      }
    />
  );
}
