import { Modal, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverGroup } from '@rahti/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormActions } from '../../components/ui/form-actions';
import { FormFailure } from '../../components/ui/form-failure';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { BreakFields } from './break-fields';
import { CustomQuestionFields } from './custom-question-fields';
import { useSaveDriverGroup } from './driver-groups-api';
import { HoursFields } from './hours-fields';
import { PermissionFields } from './permission-fields';
import { useDriverGroupForm } from './use-driver-group-form';

/**
 * Creates a group, or edits `group`; mounted per group so the form starts from its values. The
 * form is long, so a click outside does not close it, and Escape or ✕ ask before throwing
 * changes away; Cancel says what it does and closes at once.
 */
export function DriverGroupDialog({ group, onClose }: { group?: DriverGroup; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useDriverGroupForm(group);
  const save = useSaveDriverGroup(group?.id);
  const [failure, setFailure] = useState<string>();
  const [askingToDiscard, setAskingToDiscard] = useState(false);

  const submit = form.onSubmit((input) => {
    setFailure(undefined);
    save.mutate(input, {
      onSuccess: (saved) => {
        notifySuccess(t('web-driver-groups:saved', { name: saved.name }));
        onClose();
      },
      onError: (error) => {
        if (!form.applyServerErrors(error)) setFailure(errorMessage(error, t('errors:savingFailed')));
      },
    });
  });

  // After a refused submit, take the user to the first field to fix.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    submit(event);
    requestAnimationFrame(() => element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const dismiss = () => {
    if (form.isDirty()) setAskingToDiscard(true);
    else onClose();
  };

  const title = group
    ? t('web-driver-groups:form.editTitle', { name: group.name })
    : t('web-driver-groups:form.createTitle');
  return (
    <>
      {/* While the question is open, its own Escape answers it and must not reach this dialog. */}
      <Modal
        opened
        onClose={dismiss}
        title={title}
        size="xl"
        closeOnClickOutside={false}
        closeOnEscape={!askingToDiscard}
      >
        <form onSubmit={handleSubmit} noValidate>
          <Stack>
            <HoursFields form={form} />
            <BreakFields form={form} />
            <PermissionFields form={form} />
            <CustomQuestionFields form={form} />
            <FormFailure message={failure} />
            <FormActions submitLabel={t('web-driver-groups:form.save')} onCancel={onClose} saving={save.isPending} />
          </Stack>
        </form>
      </Modal>
      <ConfirmDialog
        opened={askingToDiscard}
        title={t('web-driver-groups:discard.title')}
        message={t('web-driver-groups:discard.message')}
        confirmLabel={t('web-driver-groups:discard.confirm')}
        cancelLabel={t('web-driver-groups:discard.keepEditing')}
        onConfirm={onClose}
        onClose={() => setAskingToDiscard(false)}
      />
    </>
  );
}
