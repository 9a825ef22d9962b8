import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverGroup } from '@rahti/domain';
import { FormFailure } from '../../components/ui/form-failure';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { BreakFields } from './break-fields';
import { CustomQuestionFields } from './custom-question-fields';
import { useSaveDriverGroup } from './driver-groups-api';
import { HoursFields } from './hours-fields';
import { PermissionFields } from './permission-fields';
import { useDriverGroupForm } from './use-driver-group-form';

/** Creates a group, or edits `group`; mounted per group so the form starts from its values. */
export function DriverGroupDialog({ group, onClose }: { group?: DriverGroup; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useDriverGroupForm(group);
  const save = useSaveDriverGroup(group?.id);
  const [failure, setFailure] = useState<string>();

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

  // The form is long: after a refused submit, take the user to the first field to fix.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    submit(event);
    requestAnimationFrame(() => element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const title = group ? t('web-driver-groups:form.editTitle', { name: group.name }) : t('web-driver-groups:form.createTitle');
  return (
    <Modal opened onClose={onClose} title={title} size="xl" closeButtonProps={{ 'aria-label': t('web:common.close') }}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <HoursFields form={form} />
          <BreakFields form={form} />
          <PermissionFields form={form} />
          <CustomQuestionFields form={form} />
          <FormFailure message={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('web:common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('web-driver-groups:form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
