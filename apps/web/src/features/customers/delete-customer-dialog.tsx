import { useTranslation } from 'react-i18next';
import type { Customer } from '@rahti/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useDeleteCustomer } from './customers-api';

interface DeleteCustomerDialogProps {
  customer: Customer;
  onClose: () => void;
  onDeleted: () => void;
}

/** A customer with tasks stays (409): the server's message says how many tasks it has. */
export function DeleteCustomerDialog({ customer, onClose, onDeleted }: DeleteCustomerDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteCustomer();
  return (
    <ConfirmDialog
      opened
      title={t('web-customers:delete.title')}
      message={t('web-customers:delete.confirm', { name: customer.name })}
      confirmLabel={t('web-customers:delete.confirmButton')}
      loading={remove.isPending}
      error={remove.error ? errorMessage(remove.error, t('errors:deletingFailed')) : undefined}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(customer.id, {
          onSuccess: () => {
            notifySuccess(t('web-customers:delete.deleted', { name: customer.name }));
            onDeleted();
          },
        })
      }
    />
  );
}
