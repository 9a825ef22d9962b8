import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifySuccess } from '../../../components/ui/notify';
import { errorMessage } from '../../../lib/api-error';
import { useCancelTransportTask } from '../transport-tasks-api';

interface CancelDialogProps {
  taskId: string;
  version: number;
  /** The order in words, as the question names it. */
  name: string;
  waybillNumber: number | null;
  onClose: () => void;
}

/** Asks before cancelling: the driver's phone drops the order, the waybill keeps its number marked cancelled. */
export function CancelDialog({ taskId, version, name, waybillNumber, onClose }: CancelDialogProps) {
  const { t } = useTranslation();
  const cancel = useCancelTransportTask(taskId);
  const [note, setNote] = useState('');
  return (
    <ConfirmDialog
      opened
      title={t('web-transport:cancel.title')}
      message={
        waybillNumber === null
          ? t('web-transport:cancel.message', { name })
          : t('web-transport:cancel.messageWithWaybill', { name, number: waybillNumber })
      }
      confirmLabel={t('web-transport:cancel.confirm')}
      cancelLabel={t('web-transport:cancel.keep')}
      loading={cancel.isPending}
      error={cancel.isError ? errorMessage(cancel.error, t('errors:savingFailed')) : undefined}
      onConfirm={() =>
        cancel.mutate(
          { version, note: note.trim() },
          {
            onSuccess: () => {
              notifySuccess(t('web-transport:cancel.done', { name }));
              onClose();
            },
          },
        )
      }
      onClose={onClose}
    >
      <Textarea
        label={t('web-transport:cancel.note')}
        autosize
        minRows={2}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
    </ConfirmDialog>
  );
}
