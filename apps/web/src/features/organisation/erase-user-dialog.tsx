import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { personErasureSchema, type User } from '@rahti/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { useApi } from '../../lib/api-context';
import { errorMessage } from '../../lib/api-error';

function useEraseUser(organisationId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`/organisation/${organisationId}/users/${id}/erase`, undefined, personErasureSchema),
  });
}

/** GDPR erasure cannot be undone: the dialog says what goes and what stays before it is confirmed. */
export function EraseUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const erase = useEraseUser(user.organisationId);
  return (
    <ConfirmDialog
      opened
      title={t('web-organisation:users.eraseTitle')}
      message={t('web-organisation:users.eraseConfirm', { name: user.displayName, email: user.email })}
      confirmLabel={t('web-organisation:users.eraseConfirmButton')}
      loading={erase.isPending}
      error={erase.error ? errorMessage(erase.error, t('errors:userSaveFailed')) : undefined}
      onClose={onClose}
      onConfirm={() =>
        erase.mutate(user.id, {
          onSuccess: (answer) => {
            notifySuccess(t('web-organisation:users.erased', { name: user.displayName, pseudonym: answer.pseudonym }));
            onClose();
          },
        })
      }
    />
  );
}
