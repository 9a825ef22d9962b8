import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPROVER_ONLY_ACTIONS,
  OFFICE_APPROVAL_ACTIONS,
  applyApprovalAction,
  type Absence,
  type OfficeApprovalAction,
} from '@rahti/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { ActionFailure } from './action-failure';
import { AbsenceHistory } from './absence-history';
import type { AbsenceLabels } from './absence-labels';
import { useAbsenceApproval, useDeleteAbsence } from './absences-api';

interface AbsenceDialogProps {
  absence: Absence;
  labels: AbsenceLabels;
  /** Admins and Superusers approve, remove approvals and delete (spec section 6); Users check. */
  canApprove: boolean;
  onEdit: () => void;
  onClose: () => void;
  onReload: () => void;
}

/** The approval actions the item's state allows (the domain's rules) and the person's role permits. */
export function approvalActions(absence: Absence, canApprove: boolean): OfficeApprovalAction[] {
  return OFFICE_APPROVAL_ACTIONS.filter(
    (action) => (canApprove || !APPROVER_ONLY_ACTIONS.includes(action)) && applyApprovalAction(absence, action).ok,
  );
}

/** One absence: what it is, its approval actions, editing, deleting and its history. */
export function AbsenceDialog({ absence, labels, canApprove, onEdit, onClose, onReload }: AbsenceDialogProps) {
  const { t } = useTranslation();
  const approval = useAbsenceApproval(absence);
  const remove = useDeleteAbsence(absence);
  const [showHistory, setShowHistory] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const edit = applyApprovalAction(absence, 'officeEdit');
  const reload = () => {
    approval.reset();
    onReload();
  };

  return (
    <>
      <Modal
        opened={!confirmingDelete}
        onClose={onClose}
        title={`${labels.typeName(absence.workType)}, ${absence.driverName}`}
        centered
        size="lg"
      >
        <Stack>
          <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
            <dt>{t('web-absences:details.days')}</dt>
            <dd style={{ margin: 0 }}>{labels.days(absence)}</dd>
            <dt>{t('web-absences:details.extent')}</dt>
            <dd style={{ margin: 0 }}>{labels.extent(absence)}</dd>
            <dt>{t('web-absences:details.kind')}</dt>
            <dd style={{ margin: 0 }}>{t(`web-absences:kinds.${absence.kind}`)}</dd>
            <dt>{t('web-absences:details.state')}</dt>
            <dd style={{ margin: 0 }}>
              {labels.state(absence)}
              {absence.hasDriverEdit && `, ${t('web-absences:driverEdited')}`}
            </dd>
            {absence.note && (
              <>
                <dt>{t('web-absences:details.note')}</dt>
                <dd style={{ margin: 0 }}>{absence.note}</dd>
              </>
            )}
          </dl>
          <Group gap="xs">
            {approvalActions(absence, canApprove).map((action) => (
              <Button
                key={action}
                variant={action === 'approve' ? 'filled' : 'default'}
                loading={approval.isPending && approval.variables === action}
                disabled={approval.isPending}
                onClick={() =>
                  approval.mutate(action, { onSuccess: () => notifySuccess(t(`web-absences:actionDone.${action}`)) })
                }
              >
                {t(`web-absences:actions.${action}`)}
              </Button>
            ))}
            <Button variant="default" onClick={onEdit} disabled={!edit.ok}>
              {t('web:common.edit')}
            </Button>
            {canApprove && (
              <Button variant="default" color="red" onClick={() => setConfirmingDelete(true)}>
                {t('web:common.delete')}
              </Button>
            )}
          </Group>
          {!edit.ok && <Text size="sm">{t(`shifts:approval.${edit.refusal}`)}</Text>}
          <ActionFailure error={approval.error} onReload={reload} />
          <div>
            <Button
              variant="subtle"
              size="compact-sm"
              aria-expanded={showHistory}
              onClick={() => setShowHistory((shown) => !shown)}
            >
              {t(showHistory ? 'web-absences:history.hide' : 'web-absences:history.show')}
            </Button>
            {showHistory && <AbsenceHistory id={absence.id} />}
          </div>
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={confirmingDelete}
        title={t('web-absences:delete.title')}
        message={t('web-absences:delete.message', {
          type: labels.typeName(absence.workType),
          days: labels.days(absence),
        })}
        confirmLabel={t('web-absences:delete.confirm')}
        loading={remove.isPending}
        error={remove.error ? errorMessage(remove.error, t('errors:savingFailed')) : undefined}
        onClose={() => setConfirmingDelete(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notifySuccess(t('web-absences:delete.done'));
              onClose();
            },
          })
        }
      />
    </>
  );
}
