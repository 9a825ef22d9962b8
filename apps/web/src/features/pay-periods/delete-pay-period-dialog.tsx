import { useTranslation } from 'react-i18next';
import { formatCalendarDate, type PayPeriod } from '@rahti/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useDeletePayPeriod } from './pay-periods-api';

/** The server refuses a period with resource plans (spec section 8); the dialog shows its message. */
export function DeletePayPeriodDialog({
  period,
  onClose,
  onDeleted,
}: {
  period: PayPeriod;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeletePayPeriod();
  const span = `${formatCalendarDate(period.startDate)}–${formatCalendarDate(period.endDate)}`;
  return (
    <ConfirmDialog
      opened
      title={t('web-pay-periods:deleteTitle')}
      message={t('web-pay-periods:deleteMessage', { span })}
      confirmLabel={t('web-pay-periods:deleteConfirm')}
      loading={remove.isPending}
      error={remove.error ? errorMessage(remove.error, t('errors:deletingFailed')) : undefined}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(period.id, {
          onSuccess: () => {
            notifySuccess(t('web-pay-periods:deleted', { span }));
            onDeleted();
          },
        })
      }
    />
  );
}
