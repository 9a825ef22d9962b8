import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeApprovalAction } from '@rahti/domain';
import { notifySuccess } from '../../components/ui/notify';
import { useApprovalAction } from './timesheet-mutations';

/**
 * An approval action on a shift or absence with its result in words: a notification when it is
 * done, the server's reason (kept until dismissed) when it is not.
 */
export function useApproval(itemType: 'shifts' | 'absences', item: { id: string; version: number }, itemText: string) {
  const { t } = useTranslation();
  const mutation = useApprovalAction(itemType);
  const [failure, setFailure] = useState<unknown>();
  const run = (action: OfficeApprovalAction, onDone?: () => void) => {
    setFailure(undefined);
    mutation.mutate(
      { id: item.id, version: item.version, action },
      {
        onSuccess: () => {
          notifySuccess(t(`web-timesheet:approvalDone.${action}`, { item: itemText }));
          onDone?.();
        },
        onError: setFailure,
      },
    );
  };
  return { run, pending: mutation.isPending, failure, clearFailure: () => setFailure(undefined) };
}
