import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeApprovalAction, Shift } from '@rahti/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { ActionFailure } from './action-failure';
import { DriverEditDialog } from './driver-edit-dialog';
import { HistoryList } from './history-list';
import { shiftTimeText } from './event-labels';
import { ShiftEditorDialog } from './shift-editor-dialog';
import { EndShiftDialog, SplitShiftDialog } from './split-end-dialogs';
import { useDeleteShift, useMergeShifts } from './timesheet-mutations';

export type ShiftDialog =
  'edit' | 'split' | 'merge' | 'end' | 'delete' | 'history' | 'acceptDriverEdit' | 'rejectDriverEdit';

interface ShiftDialogsProps {
  dialog: ShiftDialog | undefined;
  onClose: () => void;
  shift: Shift;
  mergeable?: Shift;
  zone: string;
  date: string;
  itemText: string;
  onApproval: (action: OfficeApprovalAction, onDone?: () => void) => void;
  approvalPending: boolean;
}

/** The dialog of the shift's chosen action. */
export function ShiftDialogs({
  dialog,
  onClose,
  shift,
  mergeable,
  zone,
  date,
  itemText,
  onApproval,
  approvalPending,
}: ShiftDialogsProps) {
  const { t } = useTranslation();
  const merge = useMergeShifts();
  const remove = useDeleteShift();
  const [failure, setFailure] = useState<unknown>();
  const close = () => {
    setFailure(undefined);
    onClose();
  };
  const fail = (error: unknown) => setFailure(error);
  const failureAlert = <ActionFailure error={failure} onDismiss={() => setFailure(undefined)} onReload={close} />;
  const props = { shift, zone, itemText, onClose: close };

  switch (dialog) {
    case undefined:
      return null;
    case 'edit':
      return <ShiftEditorDialog shift={shift} driverId={shift.driverId} zone={zone} date={date} onClose={close} />;
    case 'split':
      return <SplitShiftDialog {...props} />;
    case 'end':
      return <EndShiftDialog {...props} now={Date.now()} />;
    case 'history':
      return (
        <Modal opened onClose={close} title={t('web-timesheet:history.title', { item: itemText })} size="xl" centered>
          <HistoryList itemType="shifts" id={shift.id} zone={zone} />
        </Modal>
      );
    case 'acceptDriverEdit':
    case 'rejectDriverEdit':
      return (
        <DriverEditDialog
          itemType="shifts"
          id={shift.id}
          zone={zone}
          itemText={itemText}
          action={dialog}
          pending={approvalPending}
          onClose={close}
          onConfirm={() => onApproval(dialog, close)}
        />
      );
    case 'merge': {
      const next = mergeable ? shiftTimeText(mergeable, zone, date, t('web-timesheet:shift.openEnd')) : '';
      return (
        <ConfirmDialog
          opened
          title={t('web-timesheet:merge.title')}
          message={t('web-timesheet:merge.message', { item: itemText, next })}
          confirmLabel={t('web-timesheet:merge.submit')}
          loading={merge.isPending}
          onClose={close}
          onConfirm={() =>
            mergeable &&
            merge.mutate(
              { first: shift, second: mergeable },
              {
                onSuccess: () => {
                  notifySuccess(t('web-timesheet:merge.done', { item: itemText, next }));
                  close();
                },
                onError: fail,
              },
            )
          }
        >
          {failureAlert}
        </ConfirmDialog>
      );
    }
    case 'delete':
      return (
        <ConfirmDialog
          opened
          title={t('web-timesheet:delete.title')}
          message={t('web-timesheet:delete.message', { item: itemText })}
          confirmLabel={t('web-timesheet:delete.submit')}
          loading={remove.isPending}
          onClose={close}
          onConfirm={() =>
            remove.mutate(shift, {
              onSuccess: () => {
                notifySuccess(t('web-timesheet:delete.done', { item: itemText }));
                close();
              },
              onError: fail,
            })
          }
        >
          {failureAlert}
        </ConfirmDialog>
      );
  }
}
