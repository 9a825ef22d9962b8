import { useTranslation } from 'react-i18next';
import type { CalculationSummary } from '@rahti/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifySuccess } from '../../../components/ui/notify';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteCalculation } from '../api/calculation-list-api';

export function DeleteCalculationDialog({
  calculation,
  onClose,
}: {
  calculation: CalculationSummary;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const deleteCalculation = useDeleteCalculation();
  return (
    <ConfirmDialog
      opened
      title={t('web-calculations:list.deleteTitle')}
      message={t('web-calculations:list.deleteConfirm', { name: calculation.name })}
      confirmLabel={t('web-calculations:list.deleteConfirmButton')}
      loading={deleteCalculation.isPending}
      error={
        deleteCalculation.error
          ? errorMessage(deleteCalculation.error, t('web-calculations:list.deleteFailed'))
          : undefined
      }
      onClose={onClose}
      onConfirm={() =>
        deleteCalculation.mutate(calculation.id, {
          onSuccess: () => {
            notifySuccess(t('web-calculations:list.deleted', { name: calculation.name }));
            onClose();
          },
        })
      }
    />
  );
}
