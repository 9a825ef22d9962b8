import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { personErasureSchema, type Driver } from '@rahti/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { useApi } from '../../lib/api-context';
import { errorMessage } from '../../lib/api-error';
import { useDriverName } from '../../lib/use-driver-name';

function useEraseDriver() {
  const api = useApi();
  return useMutation({ mutationFn: (id: string) => api.post(`/drivers/${id}/erase`, undefined, personErasureSchema) });
}

/** GDPR erasure cannot be undone: the dialog says what goes and what stays before it is confirmed. */
export function EraseDriverDialog({ driver, onClose }: { driver: Driver; onClose: () => void }) {
  const { t } = useTranslation();
  const name = useDriverName()(driver);
  const erase = useEraseDriver();
  return (
    <ConfirmDialog
      opened
      title={t('web-drivers:erase.title')}
      message={t('web-drivers:erase.confirm', { name })}
      confirmLabel={t('web-drivers:erase.confirmButton')}
      loading={erase.isPending}
      error={erase.error ? errorMessage(erase.error, t('errors:deletingFailed')) : undefined}
      onClose={onClose}
      onConfirm={() =>
        erase.mutate(driver.id, {
          onSuccess: (answer) => {
            notifySuccess(t('web-drivers:erase.erased', { name, pseudonym: answer.pseudonym }));
            onClose();
          },
        })
      }
    />
  );
}
