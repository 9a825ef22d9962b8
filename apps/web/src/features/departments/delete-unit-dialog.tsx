import { useTranslation } from 'react-i18next';
import type { NamedUnit } from '@rahti/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useDeleteUnit, type UnitKind } from './units-api';

interface DeleteUnitDialogProps {
  kind: UnitKind;
  unit: NamedUnit;
  onClose: () => void;
  onDeleted: () => void;
}

/** The server refuses a unit in use and names its users ("… is in use by …"); the dialog shows that. */
export function DeleteUnitDialog({ kind, unit, onClose, onDeleted }: DeleteUnitDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteUnit(kind);
  return (
    <ConfirmDialog
      opened
      title={t(`web-units:${kind}.deleteTitle`)}
      message={t(`web-units:${kind}.deleteMessage`, { name: unit.name })}
      confirmLabel={t(`web-units:${kind}.deleteConfirm`)}
      loading={remove.isPending}
      error={remove.error ? errorMessage(remove.error, t('errors:deletingFailed')) : undefined}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(unit.id, {
          onSuccess: () => {
            notifySuccess(t(`web-units:${kind}.deleted`, { name: unit.name }));
            onDeleted();
          },
        })
      }
    />
  );
}
