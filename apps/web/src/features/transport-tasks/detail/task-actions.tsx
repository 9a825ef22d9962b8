import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isAssignable, isCancellable, isEditable, type TransportTask } from '@rahti/domain';
import { notifySuccess } from '../../../components/ui/notify';
import { AssignDialog } from '../assign-dialog';
import { editTransportTaskPath, profitabilityTaskPath } from '../transport-paths';
import { useAssignTransportTask } from '../transport-tasks-api';
import { useWaybillPdf } from '../use-waybill-pdf';
import { CancelDialog } from './cancel-dialog';

interface TaskActionsProps {
  task: TransportTask;
  /** The order in words, for the dialogs. */
  name: string;
  /** Where focus goes back when a dialog closes. */
  onDialogClosed: () => void;
}

/**
 * What can be done with the order in its state: edited and assigned until the driver starts it,
 * cancelled until it is delivered; its waybill PDF always; once delivered, the task it became.
 */
export function TaskActions({ task, name, onDialogClosed }: TaskActionsProps) {
  const { t } = useTranslation();
  const assign = useAssignTransportTask(task.id);
  const pdf = useWaybillPdf();
  const [dialog, setDialog] = useState<'assign' | 'cancel'>();
  const close = () => {
    setDialog(undefined);
    onDialogClosed();
  };

  return (
    <Group gap="sm">
      {task.waybill && (
        <Button
          variant="default"
          onClick={() => task.waybill && pdf.download(task.waybill)}
          loading={pdf.isPending(task.waybill.id)}
        >
          {t('web-transport:waybill.pdf')}
        </Button>
      )}
      {task.state === 'delivered' && task.taskId && (
        <Button component={Link} to={profitabilityTaskPath(task.taskId)} variant="default">
          {t('web-transport:detail.openTask')}
        </Button>
      )}
      {isEditable(task.state) && (
        <Button component={Link} to={editTransportTaskPath(task.id)} variant="default">
          {t('web:common.edit')}
        </Button>
      )}
      {isAssignable(task.state) && (
        <Button variant="default" onClick={() => setDialog('assign')}>
          {t('web-transport:assign.open')}
        </Button>
      )}
      {isCancellable(task.state) && (
        <Button variant="outline" color="red.9" onClick={() => setDialog('cancel')}>
          {t('web-transport:cancel.open')}
        </Button>
      )}
      {dialog === 'assign' && (
        <AssignDialog
          title={t('web-transport:assign.title', { name })}
          initial={{ driverId: task.driverId, vehicleId: task.vehicleId }}
          saving={assign.isPending}
          onAssign={(assignment, onError) =>
            assign.mutate(
              { ...assignment, version: task.version },
              {
                onSuccess: () => {
                  notifySuccess(t('web-transport:assign.done', { name }));
                  close();
                },
                onError,
              },
            )
          }
          onClose={close}
        />
      )}
      {dialog === 'cancel' && (
        <CancelDialog
          taskId={task.id}
          version={task.version}
          name={name}
          waybillNumber={task.waybill?.number ?? null}
          onClose={close}
        />
      )}
    </Group>
  );
}
