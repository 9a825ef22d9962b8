import { useTranslation } from 'react-i18next';
import type { User } from '@rahti/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useDeleteUser } from './organisation-api';

export function DeleteUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const deleteUser = useDeleteUser(user.organisationId);
  return (
    <ConfirmDialog
      opened
      title={t('web-organisation:users.deleteTitle')}
      message={t('web-organisation:users.deleteConfirm', { name: user.displayName, email: user.email })}
      confirmLabel={t('web-organisation:users.deleteConfirmButton')}
      loading={deleteUser.isPending}
      error={deleteUser.error ? errorMessage(deleteUser.error, t('errors:userSaveFailed')) : undefined}
      onClose={onClose}
      onConfirm={() =>
        deleteUser.mutate(user.id, {
          onSuccess: () => {
            notifySuccess(t('web-organisation:users.deleted', { email: user.email }));
            onClose();
          },
        })
      }
    />
  );
}
