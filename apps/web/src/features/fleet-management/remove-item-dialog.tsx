import { useTranslation } from 'react-i18next';
import type { FleetItemRow } from '@rahti/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useRemoveFleetItem } from './fleet-api';
import type { FleetLabels } from './fleet-labels';

/** Asks before removing an item: the whole series goes, done occurrences included. */
export function RemoveItemDialog({
  row,
  labels,
  onClose,
}: {
  row: FleetItemRow;
  labels: FleetLabels;
  onClose: (removed?: boolean) => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveFleetItem();
  return (
    <ConfirmDialog
      opened
      title={t('web-fleet:remove.title')}
      message={t('web-fleet:remove.message', { item: labels.summary(row) })}
      confirmLabel={t('web-fleet:remove.confirm')}
      loading={remove.isPending}
      error={remove.error ? errorMessage(remove.error, t('errors:deletingFailed')) : undefined}
      onClose={() => onClose()}
      onConfirm={() =>
        remove.mutate(row.id, {
          onSuccess: () => {
            notifySuccess(t('web-fleet:remove.removed'));
            onClose(true);
          },
        })
      }
    />
  );
}
